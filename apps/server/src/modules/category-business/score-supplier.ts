import type { SupplierScore, SupplierScoreForm } from '@arflow/domain/api/category-business';
import { scoreSupplier } from '@arflow/domain/credit-rating';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { pickFields } from '../../platform/db/rows.ts';
import { AppError, fieldError } from '../../platform/http/app-error.ts';
import { type Command, type Read, requireActor } from '../../platform/http/context.ts';
import { loadSupplier } from '../suppliers/supplier.query.ts';
import { supplierRatings } from './category-business.tables.ts';
import { listBands, loadIndustry } from './rating.query.ts';

type Inputs = SupplierScore['inputs'];

/** The explained total of `inputs` on the industry's criteria and the funder's bands, as answered. */
async function explain(
  db: DbOrTx,
  actor: UserState,
  supplierId: number,
  industryId: number,
  inputs: Inputs,
  ratedAt: Date,
): Promise<SupplierScore | undefined> {
  const [industry, bands] = await Promise.all([loadIndustry(db, actor, industryId), listBands(db, actor)]);
  if (!industry) return undefined;
  const result = scoreSupplier(industry.criteria, bands, inputs);
  return {
    supplier_id: supplierId,
    industry_id: industryId,
    industry: industry.name,
    inputs,
    ...result,
    rated_at: ratedAt.toISOString(),
  };
}

/**
 * A supplier's credit score (shown in its AssessmentItem view): the last inputs given, scored
 * on the industry's criteria as they are now. null when it was never scored. 404 for a company
 * that is not a supplier the caller may see.
 */
export async function getSupplierScore(opts: Read<{ id: number }>): Promise<{ data: SupplierScore | null }> {
  const { db, actor, id } = opts;
  if (!(await loadSupplier(db, actor, id))) throw new AppError('NOT_FOUND');
  const [row] = await db.select().from(supplierRatings).where(eq(supplierRatings.supplier_id, id));
  if (!row) return { data: null };
  return { data: (await explain(db, actor, id, row.industry_id, row.inputs, row.rated_at)) ?? null };
}

/**
 * Score a supplier on an industry: every input must name a criterion of that industry, with an
 * option of that criterion for a qualitative one. The inputs replace the previous scoring.
 */
export async function saveSupplierScore(
  opts: Command<{ id: number; form: SupplierScoreForm }>,
): Promise<{ data: SupplierScore | null }> {
  const { db, ctx, id, form } = opts;
  const actor = requireActor(ctx);
  const now = ctx.clock.now();
  return db.transaction(async (tx) => {
    if (!(await loadSupplier(tx, actor, id))) throw new AppError('NOT_FOUND');
    const industry = await loadIndustry(tx, actor, form.industry_id);
    if (!industry) throw fieldError('industry_id', 'VALIDATION');
    for (const [i, input] of form.inputs.entries()) {
      const criterion = industry.criteria.find((c) => c.id === input.criterion_id);
      const optionOk =
        criterion?.kind !== 'QUALITATIVE' ||
        input.item_id === null ||
        criterion.items.some((it) => it.id === input.item_id);
      if (!criterion || !optionOk) throw fieldError(`inputs.${i}`, 'VALIDATION');
    }
    const inputs: Inputs = form.inputs.map((i) => ({
      ...pickFields(i, ['criterion_id', 'value', 'item_id']),
    }));
    await tx
      .insert(supplierRatings)
      .values({ supplier_id: id, industry_id: form.industry_id, inputs, rated_by: actor.id, rated_at: now })
      .onConflictDoUpdate({
        target: supplierRatings.supplier_id,
        set: { industry_id: form.industry_id, inputs, rated_by: actor.id, rated_at: now },
      });
    await writeAudit(tx, ctx, { action: 'score', entity: 'supplier_rating', entityId: id, payload: form });
    return { data: (await explain(tx, actor, id, form.industry_id, inputs, now)) ?? null };
  });
}
