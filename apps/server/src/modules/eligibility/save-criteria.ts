import type { CriteriaForm, EligibilitySetting } from '@arflow/domain/api/eligibility';
import { writeAudit } from '../../platform/audit/audit.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { requireBuyer } from './eligibility.query.ts';
import { eligibilityCriteria } from './eligibility.tables.ts';
import { getEligibility } from './get-eligibility.ts';

/**
 * Set one side's filter of a buyer: the funder's (credit staff) or the buyer's own (its
 * approvers, through /buyer/credit/apply). Bounds left out are unset.
 */
export async function saveCriteria(
  o: Command<{ buyId: number; side: 'FUNDER' | 'BUYER'; form: CriteriaForm }>,
): Promise<EligibilitySetting> {
  const actor = requireActor(o.ctx);
  await requireBuyer(o.db, actor, o.buyId);
  const values = { ...o.form, updated_by: actor.id, updated_at: o.ctx.clock.now() };
  await o.db.transaction(async (tx) => {
    await tx
      .insert(eligibilityCriteria)
      .values({ ent_id: o.buyId, side: o.side, ...values })
      .onConflictDoUpdate({ target: [eligibilityCriteria.ent_id, eligibilityCriteria.side], set: values });
    await writeAudit(tx, o.ctx, {
      action: `eligibility_criteria.${o.side.toLowerCase()}`,
      entity: 'eligibility_criteria',
      entityId: o.buyId,
      payload: o.form,
    });
  });
  return getEligibility({ db: o.db, actor, buyId: o.buyId });
}
