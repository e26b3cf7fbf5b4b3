import type { CustodyForm, CustodyThresholds, custodyListQuery } from '@arflow/domain/api/custody';
import { CUSTODY_SORT_COLUMNS } from '@arflow/domain/api/custody';
import { returnTiming } from '@arflow/domain/custody';
import { CUSTODY_WORKFLOW, type CustodyAction } from '@arflow/domain/workflows/custody';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import { findPage, sortableColumns } from '../../platform/db/paging.ts';
import { applyTransition, saveThroughWorkflow } from '../../platform/db/transition.ts';
import { AppError, fieldError } from '../../platform/http/app-error.ts';
import { type RequestContext, requireActor } from '../../platform/http/context.ts';
import { loadHolidays } from '../holidays/holidays.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { users } from '../users/users.tables.ts';
import { custodyFilter, selectCustody, toCustodyItem } from './custody.query.ts';
import { custodyThresholds, custodyDocuments as d } from './custody.tables.ts';

type Query = z.infer<typeof custodyListQuery>;

/** GET /document-storage: the vault's documents, by view, status, type and keyword, paged in SQL. */
export function findCustody({ db, query }: { db: DbOrTx; query: Query }) {
  const { trans_code: _t, ...own } = Object.fromEntries(CUSTODY_SORT_COLUMNS.map((c) => [c, c])) as Record<
    (typeof CUSTODY_SORT_COLUMNS)[number],
    string
  >;
  return findPage({
    db,
    input: query,
    select: () => selectCustody(db),
    where: and(...custodyFilter(query)),
    sortable: {
      ...sortableColumns(
        d,
        Object.keys(own) as Exclude<(typeof CUSTODY_SORT_COLUMNS)[number], 'trans_code'>[],
      ),
      trans_code: transactions.trans_code,
    },
    defaultSort: { column: 'updated_at', direction: 'DESC' },
    tieBreaker: d.id,
    map: toCustodyItem,
  });
}

/** One document (404 when there is none). */
export async function loadCustody(db: DbOrTx, id: number) {
  const [row] = await selectCustody(db).where(eq(d.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toCustodyItem(row);
}

/** The transaction a document belongs to, and so its supplier; a field error when there is none. */
export async function transactionOwner(db: DbOrTx, transId: number): Promise<number> {
  const [t] = await db
    .select({ ent_id: transactions.ent_id })
    .from(transactions)
    .where(eq(transactions.id, transId));
  if (!t) throw fieldError('trans_id', 'CUSTODY_TRANSACTION_UNKNOWN');
  return t.ent_id;
}

/** POST /document-storage/form (recorded missing until the original arrives) or /form/:id. */
export async function saveCustody(db: Db, ctx: RequestContext, form: CustodyForm, id?: number) {
  return db.transaction(async (tx) => {
    const ent_id = await transactionOwner(tx, form.trans_id);
    const row = await saveThroughWorkflow(tx, ctx, {
      table: d,
      workflow: CUSTODY_WORKFLOW,
      id,
      values: { ...form, ent_id },
      payload: form,
    });
    return loadCustody(tx, row.id);
  });
}

/** An active member of the caller's own staff (holders and authorisers are the funder's people). */
async function staffMember(tx: Tx, actor: UserState, userId: number, field: string): Promise<void> {
  const [u] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.active, true), eq(users.enterpriseId, actor.enterprise_id)));
  if (!u) throw fieldError(field, 'CUSTODY_STAFF_UNKNOWN');
}

/** What each action writes besides the status; the transition table decides whether it may. */
export type CustodyActionInput =
  | { action: 'receive' | 'damage' | 'recover' | 'return' | 'lose'; reason: string | null }
  | { action: 'request'; note: string }
  | { action: 'assign_holder'; holder_id: number; return_date: string }
  | { action: 'assign_authority'; authority_id: number };

/**
 * A document's action: the row locked, the transition decided by CUSTODY_WORKFLOW, the change,
 * its history and audit rows in one transaction. A return is timed against the return date on the
 * business calendar (spec §4: early, on time, late); a holder hands back what they held.
 */
export async function actOnCustody(db: Db, ctx: RequestContext, id: number, input: CustodyActionInput) {
  const actor = requireActor(ctx);
  return db.transaction(async (tx) => {
    const set = await actionSet(tx, ctx, actor, id, input);
    await applyTransition(tx, ctx, {
      table: d,
      workflow: CUSTODY_WORKFLOW,
      action: input.action as CustodyAction,
      id,
      set,
      input: 'reason' in input ? { reason: input.reason } : undefined,
      payload: input,
    });
    return loadCustody(tx, id);
  });
}

async function actionSet(
  tx: Tx,
  ctx: RequestContext,
  actor: UserState,
  id: number,
  input: CustodyActionInput,
): Promise<Partial<typeof d.$inferInsert>> {
  switch (input.action) {
    case 'request':
      return { requested_by: actor.id, requested_at: ctx.clock.now(), request_note: input.note };
    case 'assign_holder':
      await staffMember(tx, actor, input.holder_id, 'holder_id');
      // The request is answered by handing the document out.
      return {
        holder_id: input.holder_id,
        return_date: input.return_date,
        requested_by: null,
        request_note: null,
      };
    case 'assign_authority':
      await staffMember(tx, actor, input.authority_id, 'authority_id');
      return { authority_id: input.authority_id };
    case 'return': {
      const [row] = await tx.select({ return_date: d.return_date }).from(d).where(eq(d.id, id));
      const today = ctx.clock.today();
      const timing = row?.return_date
        ? returnTiming(today, row.return_date, await loadHolidays(tx)).timing
        : null;
      return { returned_on: today, return_timing: timing, holder_id: null };
    }
    default:
      return {};
  }
}

/** Funder staff for the holder and authoriser pickers, by name. */
export async function custodyStaff(db: DbOrTx, actor: UserState) {
  const rows = await db
    .select({ id: users.id, name: users.fullName, role_id: users.roleId })
    .from(users)
    .where(and(eq(users.enterpriseId, actor.enterprise_id), eq(users.active, true)))
    .orderBy(asc(users.fullName), asc(users.id));
  return { data: rows };
}

/** GET /document-storage/thresholds: the §9 thresholds (the migration writes the first row). */
export async function getThresholds(db: DbOrTx) {
  const [row] = await db.select().from(custodyThresholds).where(eq(custodyThresholds.id, 1));
  if (!row) throw new AppError('NOT_FOUND');
  const { id: _i, updated_by: _u, ...rest } = row;
  return { data: { ...rest, updated_at: row.updated_at?.toISOString() ?? null } };
}

/** POST /document-storage/thresholds: all four at once, with an audit row of the change. */
export async function saveThresholds(db: Db, ctx: RequestContext, form: CustodyThresholds) {
  const actor = requireActor(ctx);
  await db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await tx
      .insert(custodyThresholds)
      .values({ id: 1, ...form, updated_by: actor.id, updated_at: now })
      .onConflictDoUpdate({
        target: custodyThresholds.id,
        set: { ...form, updated_by: actor.id, updated_at: now },
      });
    await writeAudit(tx, ctx, {
      action: 'custody_thresholds.update',
      entity: 'custody_thresholds',
      entityId: 1,
      payload: form,
    });
  });
  return getThresholds(db);
}
