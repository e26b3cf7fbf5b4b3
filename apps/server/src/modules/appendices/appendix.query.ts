import type { AppendixDetail, AppendixItem, ReferredItem } from '@arflow/domain/api/appendices';
import { referenceStatusOf, referredStatusOf } from '@arflow/domain/appendices';
import { APPENDIX_WORKFLOW } from '@arflow/domain/workflows/appendix';
import { COMMISSION_WORKFLOW } from '@arflow/domain/workflows/commission';
import { availableActions } from '@arflow/domain/workflows/engine';
import { and, asc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { findHistory } from '../../platform/audit/history.ts';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { findDocument, maySignNow } from '../signing/document.query.ts';
import { signerOf } from '../signing/signer-of.ts';
import { refAppendices, refAppendixPartners } from './appendices.tables.ts';

/** Partners that may hold a referral appendix: referral partners and the combined DOITAC_NCC accounts. */
export const REFERRING_TYPES = ['PARTNER', 'DOITAC_NCC'] as const;

/** The partner a call names (its own company for a partner's user, any for the funder), or 404. */
export async function checkReferringPartner(db: DbOrTx, actor: UserState, id: number): Promise<void> {
  const [partner] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(
      and(
        eq(enterprises.id, id),
        inArray(enterprises.type, [...REFERRING_TYPES]),
        ownedBy(actor, enterprises.id),
      ),
    );
  if (!partner) throw new AppError('NOT_FOUND');
}

/** A partner's users see their company's appendices; funder staff every partner's. */
export const appendixScope = (actor: UserState): SQL | undefined => ownedBy(actor, refAppendices.ent_id);

const partnerCount = sql<number>`(select count(*)::int from ${refAppendixPartners} where ${refAppendixPartners.appendix_id} = ${refAppendices.id})`;

/** Appendices with their partner's name and referred count; every read adds `appendixScope`. */
export function selectAppendices(db: DbOrTx) {
  const { created_by: _c, updated_by: _u, ...columns } = getTableColumns(refAppendices);
  return db
    .select({ ...columns, partner_name: enterprises.name, partner_count: partnerCount })
    .from(refAppendices)
    .innerJoin(enterprises, eq(enterprises.id, refAppendices.ent_id))
    .$dynamic();
}

type Row = Omit<typeof refAppendices.$inferSelect, 'created_by' | 'updated_by'> & {
  partner_name: string;
  partner_count: number;
};

export function toAppendixItem(row: Row): AppendixItem {
  return {
    ...row,
    ref_status: referenceStatusOf(row.status),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function referredOf(
  db: DbOrTx,
  row: Pick<Row, 'id' | 'status' | 'commission_status'>,
): Promise<ReferredItem[]> {
  const rows = await db
    .select({ id: enterprises.id, name: enterprises.name, mst: enterprises.mst, type: enterprises.type })
    .from(refAppendixPartners)
    .innerJoin(enterprises, eq(enterprises.id, refAppendixPartners.enterprise_id))
    .where(eq(refAppendixPartners.appendix_id, row.id))
    .orderBy(asc(enterprises.name));
  const status = referredStatusOf(row.status, row.commission_status);
  return rows.map((r) => ({ ...r, status }));
}

/** One appendix the caller may see (404 otherwise), as its list row. */
export async function findAppendix(db: DbOrTx, actor: UserState, id: number): Promise<AppendixItem> {
  const [row] = await selectAppendices(db).where(and(eq(refAppendices.id, id), appendixScope(actor)));
  if (!row) throw new AppError('NOT_FOUND');
  return toAppendixItem(row);
}

/** The detail answer: the row, its referred companies, timeline and the caller's buttons. */
export async function loadAppendixDetail(db: DbOrTx, actor: UserState, id: number): Promise<AppendixDetail> {
  const item = await findAppendix(db, actor, id);
  const signer = await signerOf(db, actor);
  // The engine's buttons carry no right to sign; the document's turn decides who signs now.
  const actor4engine = { ...actor, allow_sign: signer.maySign };
  const can_sign =
    item.document_id !== null && maySignNow(await findDocument(db, actor, item.document_id), signer);
  const actions = availableActions({ workflow: APPENDIX_WORKFLOW, from: item.status, actor: actor4engine })
    .map((a) => a.action)
    .filter((a, i, all) => all.indexOf(a) === i)
    .filter((a) => a !== 'sign' || can_sign);
  const commission_actions =
    item.status === 6
      ? availableActions({
          workflow: COMMISSION_WORKFLOW,
          from: item.commission_status,
          actor: actor4engine,
        }).map((a) => a.action)
      : [];
  return {
    ...item,
    referred: await referredOf(db, item),
    history: await findHistory(db, APPENDIX_WORKFLOW.entity, id),
    commission_history: await findHistory(db, COMMISSION_WORKFLOW.entity, id),
    actions,
    commission_actions,
    can_sign,
  };
}
