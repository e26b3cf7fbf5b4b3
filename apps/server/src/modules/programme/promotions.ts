import type { PromotionSetupBody, promotionListBody } from '@arflow/domain/api/programme';
import { promotionDatesProblem, promotionStatusOn, rangesOverlap } from '@arflow/domain/promotion';
import { PROMOTION_WORKFLOW, type PromotionAction } from '@arflow/domain/workflows/promotion';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import { findPage, sortableColumns } from '../../platform/db/paging.ts';
import { applyTransition, insertWithTransition } from '../../platform/db/transition.ts';
import { transitionThen } from '../../platform/db/transition-then.ts';
import { AppError, fieldError } from '../../platform/http/app-error.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { latestActivatedSetup } from '../credit-buyer/index.ts';
import { supplierCredits } from '../credit-supplier/credit-supplier.tables.ts';
import { promotions as p } from './programme.tables.ts';
import {
  promotionFilter,
  promotionSortable,
  sameTarget,
  selectPromotions,
  toPromotionItem,
} from './promotion.query.ts';

type ListBody = z.infer<typeof promotionListBody>;

/** POST /program-setup/promotion-list: paged in SQL, by id ascending unless asked (spec §9). */
export function findPromotions(db: DbOrTx, body: ListBody) {
  return findPage({
    db,
    input: body,
    select: () => selectPromotions(db),
    where: and(...promotionFilter(body.search_condition)),
    sortable: {
      ...sortableColumns(p, ['id', 'name', 'start_date', 'end_date', 'discount_rate', 'status']),
      ...promotionSortable,
    },
    defaultSort: { column: 'id', direction: 'ASC' },
    tieBreaker: p.id,
    map: toPromotionItem,
  });
}

export async function loadPromotion(db: DbOrTx, id: number) {
  const [row] = await selectPromotions(db).where(eq(p.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toPromotionItem(row);
}

/** A promotion targets a buyer with a programme in force and, if one, a supplier approved on it. */
async function checkTarget(tx: Tx, buyId: number, supId: number | null): Promise<void> {
  if (!(await latestActivatedSetup(tx, buyId))) throw fieldError('buy_id', 'PROMOTION_TARGET_UNKNOWN');
  if (supId === null) return;
  const [credit] = await tx
    .select({ id: supplierCredits.id })
    .from(supplierCredits)
    .where(
      and(
        eq(supplierCredits.ent_id, supId),
        eq(supplierCredits.buy_id, buyId),
        eq(supplierCredits.status, 'APPROVED'),
      ),
    )
    .limit(1);
  if (!credit) throw fieldError('sup_id', 'PROMOTION_TARGET_UNKNOWN');
}

/**
 * Spec §5: valid dates, and no overlap with another waiting or applied promotion of the same
 * target. Saves of one buyer's promotions take turns on an advisory lock, so two overlapping
 * promotions saved at once cannot both pass the check.
 */
async function checkTerm(tx: Tx, ctx: RequestContext, body: PromotionSetupBody): Promise<void> {
  const field = promotionDatesProblem(body.start_date, body.end_date, ctx.clock.today());
  if (field) throw fieldError(field, 'PROMOTION_DATES_INVALID');
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('arflow-promotion-term'), ${body.buy_id})`);
  const others = await tx
    .select({ start: p.start_date, end: p.end_date })
    .from(p)
    .where(sameTarget(body.buy_id, body.sup_id, body.id));
  const term = { start: body.start_date, end: body.end_date };
  if (others.some((o) => rangesOverlap(o, term))) throw fieldError('start_date', 'PROMOTION_OVERLAP');
}

/**
 * POST /program-setup/promotion-setup: a new promotion (waiting), or the waiting promotion `id`
 * edited. One starting on the business date is applied at once; later ones by the daily close.
 */
export async function savePromotion(db: Db, ctx: RequestContext, body: PromotionSetupBody) {
  return db.transaction(async (tx) => {
    await checkTarget(tx, body.buy_id, body.sup_id);
    await checkTerm(tx, ctx, body);
    const { id, ...values } = body;
    const row =
      id === undefined
        ? await insertWithTransition(tx, ctx, {
            table: p,
            workflow: PROMOTION_WORKFLOW,
            action: 'create',
            values,
            payload: body,
          })
        : await applyTransition(tx, ctx, {
            table: p,
            workflow: PROMOTION_WORKFLOW,
            action: 'update',
            id,
            set: values,
            payload: body,
          });
    if (promotionStatusOn(row.start_date, row.end_date, ctx.clock.today()) === 'APPLIED')
      await applyTransition(tx, ctx, {
        table: p,
        workflow: PROMOTION_WORKFLOW,
        action: 'apply',
        id: row.id,
        asSystem: true,
      });
    return loadPromotion(tx, row.id);
  });
}

/** Delete a waiting promotion, or stop an applied one with a reason; the workflow decides which. */
export async function actOnPromotion(
  db: Db,
  ctx: RequestContext,
  id: number,
  action: Extract<PromotionAction, 'delete' | 'stop'>,
  reason?: string,
) {
  return transitionThen(db, ctx, (tx) => loadPromotion(tx, id), {
    table: p,
    workflow: PROMOTION_WORKFLOW,
    action,
    id,
    input: reason === undefined ? undefined : { reason },
    payload: reason === undefined ? undefined : { reason },
  });
}
