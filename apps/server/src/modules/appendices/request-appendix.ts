import type { AppendixDetail, AppendixRequestBody } from '@arflow/domain/api/appendices';
import { appendixNumber } from '@arflow/domain/appendices';
import type { ReferenceAppendixType } from '@arflow/domain/statuses/contract';
import { APPENDIX_WORKFLOW } from '@arflow/domain/workflows/appendix';
import { COMMISSION_WORKFLOW } from '@arflow/domain/workflows/commission';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { applyTransition, insertWithTransition } from '../../platform/db/transition.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { refAppendices, refAppendixPartners } from './appendices.tables.ts';
import { appendixScope, checkReferringPartner, loadAppendixDetail } from './appendix.query.ts';

/**
 * The referred companies must exist, be of the kind the appendix refers (a buyer, or a partner
 * of that kind) and not be the referring partner itself.
 */
async function checkReferred(tx: Tx, partnerId: number, type: ReferenceAppendixType, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length !== ids.length || unique.includes(partnerId))
    throw new AppError('APPENDIX_REFERRED_INVALID');
  if (unique.length === 0) return;
  const kind =
    type === 'BUYER'
      ? eq(enterprises.type, 'BUYER')
      : and(eq(enterprises.type, 'PARTNER'), eq(enterprises.partner_kind, type));
  const [found] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(enterprises)
    .where(and(inArray(enterprises.id, unique), kind));
  if (found!.n !== unique.length) throw new AppError('APPENDIX_REFERRED_INVALID');
}

async function checkCode(tx: Tx, code: string, except?: number) {
  const [taken] = await tx
    .select({ id: refAppendices.id })
    .from(refAppendices)
    .where(and(eq(refAppendices.code, code), except ? ne(refAppendices.id, except) : undefined));
  if (taken) throw new AppError('APPENDIX_CODE_TAKEN');
}

/**
 * POST /partner/ref_appendix/{id}/request: the partner (its own id) or the funder's relationship
 * staff ask for an appendix; with `appendix_id`, a rejected appendix is asked for again with
 * its terms revised, and its commission awaits confirmation again.
 */
export async function requestAppendix(
  o: Command<{ partnerId: number; body: AppendixRequestBody }>,
): Promise<AppendixDetail> {
  const actor = requireActor(o.ctx);
  const { appendix_id, referred_ids, ...terms } = o.body;
  return o.db.transaction(async (tx) => {
    await checkReferringPartner(tx, actor, o.partnerId);
    await checkReferred(tx, o.partnerId, terms.type, referred_ids);
    await checkCode(tx, terms.code, appendix_id);

    let id: number;
    if (appendix_id) {
      const scope = and(eq(refAppendices.ent_id, o.partnerId), appendixScope(actor));
      await applyTransition(tx, o.ctx, {
        table: refAppendices,
        workflow: APPENDIX_WORKFLOW,
        action: 'request',
        id: appendix_id,
        scope,
        set: { ...terms, contract_method: null, document_id: null, hard_copy_file_id: null },
        payload: o.body,
      });
      await applyTransition(tx, o.ctx, {
        table: refAppendices,
        workflow: COMMISSION_WORKFLOW,
        statusColumn: 'commission_status',
        action: 'reopen',
        id: appendix_id,
        scope,
        asSystem: true,
      });
      await tx.delete(refAppendixPartners).where(eq(refAppendixPartners.appendix_id, appendix_id));
      id = appendix_id;
    } else {
      // The number carries the id: take it from the sequence first.
      const next = await tx.execute<{ id: number }>(
        sql`select nextval(pg_get_serial_sequence('ref_appendices', 'id'))::int as id`,
      );
      id = next.rows[0]!.id;
      const year = Number(o.ctx.clock.today().slice(0, 4));
      await insertWithTransition(tx, o.ctx, {
        table: refAppendices,
        workflow: APPENDIX_WORKFLOW,
        action: 'request',
        values: {
          id,
          ent_id: o.partnerId,
          number: appendixNumber(year, id),
          ...terms,
          // The commission awaits confirmation until the appendix is complete (COMMISSION_WORKFLOW).
          commission_status: 2,
        },
        payload: o.body,
      });
    }
    if (referred_ids.length > 0) {
      await tx
        .insert(refAppendixPartners)
        .values(referred_ids.map((enterprise_id) => ({ appendix_id: id, enterprise_id })));
    }
    return loadAppendixDetail(tx, actor, id);
  });
}
