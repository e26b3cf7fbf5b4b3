import type {
  IndustryRatesForm,
  RatingBandsForm,
  ScoreItemsForm,
} from '@arflow/domain/api/category-business';
import { findOverlap } from '@arflow/domain/credit-rating';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { Tx } from '../../platform/db/client.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { AppError, fieldError } from '../../platform/http/app-error.ts';
import { type Command, type RequestContext, requireActor } from '../../platform/http/context.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import {
  ratingBands,
  ratingCriteria,
  ratingIndustries,
  ratingParameters,
  ratingScoreItems,
} from './category-business.tables.ts';
import { industryScope } from './rating.query.ts';

/**
 * The set-replacing saves of the rating model: an industry's rates, a criterion's score items,
 * the rating bands. The body's list rules (total ≤ 100, no overlap, unique names) were checked
 * by its schema; here the rows are replaced in one transaction, with the owning row locked so
 * two concurrent saves of one set run one after the other and the last one wins whole.
 */

async function lockIndustry(tx: Tx, ctx: RequestContext, id: number): Promise<void> {
  const [row] = await tx
    .select({ id: ratingIndustries.id })
    .from(ratingIndustries)
    .where(and(industryScope(requireActor(ctx)), eq(ratingIndustries.id, id)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
}

/**
 * Set the proportion of each parameter in an industry. A parameter left out is no longer a
 * criterion of the industry (its score items go with it); one kept keeps its items.
 */
export async function saveIndustryRates(
  opts: Command<{ id: number; form: IndustryRatesForm }>,
): Promise<void> {
  const { db, ctx, id, form } = opts;
  const actor = requireActor(ctx);
  await db.transaction(async (tx) => {
    await lockIndustry(tx, ctx, id);
    const ids = form.rates.map((r) => r.parameter_id);
    if (ids.length > 0) {
      const known = await tx
        .select({ id: ratingParameters.id })
        .from(ratingParameters)
        .where(and(ownedBy(actor, ratingParameters.ent_id), inArray(ratingParameters.id, ids)));
      const missing = form.rates.findIndex((r) => !known.some((k) => k.id === r.parameter_id));
      if (missing >= 0) throw fieldError(`rates.${missing}.parameter_id`, 'VALIDATION');
    }
    await tx
      .delete(ratingCriteria)
      .where(
        and(
          eq(ratingCriteria.industry_id, id),
          ids.length > 0 ? notInArray(ratingCriteria.parameter_id, ids) : undefined,
        ),
      );
    for (const r of form.rates) {
      await tx
        .insert(ratingCriteria)
        .values({ industry_id: id, parameter_id: r.parameter_id, proportion: r.proportion })
        .onConflictDoUpdate({
          target: [ratingCriteria.industry_id, ratingCriteria.parameter_id],
          set: { proportion: r.proportion },
        });
    }
    await tx
      .update(ratingIndustries)
      .set({ updated_at: ctx.clock.now(), updated_by: actor.id })
      .where(eq(ratingIndustries.id, id));
    await writeAudit(tx, ctx, { action: 'rates', entity: 'rating_industry', entityId: id, payload: form });
  });
}

/** Replace a criterion's score items: ranges for a quantitative criterion, options for a qualitative one. */
export async function saveScoreItems(
  opts: Command<{ criterionId: number; form: ScoreItemsForm }>,
): Promise<number> {
  const { db, ctx, criterionId } = opts;
  const items = opts.form.items;
  return db.transaction(async (tx) => {
    const [criterion] = await tx
      .select({ industry_id: ratingCriteria.industry_id, kind: ratingParameters.kind })
      .from(ratingCriteria)
      .innerJoin(ratingParameters, eq(ratingParameters.id, ratingCriteria.parameter_id))
      .where(eq(ratingCriteria.id, criterionId));
    if (!criterion) throw new AppError('NOT_FOUND');
    await lockIndustry(tx, ctx, criterion.industry_id);
    // An option of a qualitative criterion is chosen by name: a range there would never be read.
    // A quantitative row with no bound holds every value, so it overlaps any other row.
    const rows =
      criterion.kind === 'QUALITATIVE' ? items.map((i) => ({ ...i, min: null, max: null })) : items;
    const overlap = criterion.kind === 'QUANTITATIVE' ? findOverlap(rows) : undefined;
    if (overlap) throw fieldError(`items.${overlap[1]}.min`, 'SCORE_RANGE_OVERLAP');
    await tx.delete(ratingScoreItems).where(eq(ratingScoreItems.criterion_id, criterionId));
    if (rows.length > 0) {
      await tx.insert(ratingScoreItems).values(
        rows.map((i) => ({
          criterion_id: criterionId,
          name: i.name,
          min: i.min,
          max: i.max,
          score: i.score,
        })),
      );
    }
    await writeAudit(tx, ctx, {
      action: 'score_items',
      entity: 'rating_criterion',
      entityId: criterionId,
      payload: opts.form,
    });
    return criterion.industry_id;
  });
}

/** Replace the funder's rating bands. */
export async function saveRatingBands(opts: Command<{ form: RatingBandsForm }>): Promise<void> {
  const { db, ctx, form } = opts;
  const actor = requireActor(ctx);
  await db.transaction(async (tx) => {
    // One funder's bands are one set: lock its company row so two saves do not interleave.
    await tx.execute(sqlLockCompany(actor.enterprise_id));
    await tx.delete(ratingBands).where(eq(ratingBands.ent_id, actor.enterprise_id));
    if (form.bands.length > 0) {
      await tx
        .insert(ratingBands)
        .values(
          form.bands.map((b) => ({ ent_id: actor.enterprise_id, name: b.name, min: b.min, max: b.max })),
        );
    }
    await writeAudit(tx, ctx, {
      action: 'bands',
      entity: 'rating_band',
      entityId: actor.enterprise_id,
      payload: form,
    });
  });
}

function sqlLockCompany(id: number) {
  return sql`select 1 from ${enterprises} where ${enterprises.id} = ${id} for update`;
}
