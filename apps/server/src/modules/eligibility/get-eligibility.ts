import type { EligibilitySetting } from '@arflow/domain/api/eligibility';
import type { Read } from '../../platform/http/context.ts';
import { loadCriteria, requireBuyer } from './eligibility.query.ts';

/** A buyer's criteria: the funder's filter, the buyer's own and the effective ones. */
export async function getEligibility(o: Read<{ buyId: number }>): Promise<EligibilitySetting> {
  const buyer = await requireBuyer(o.db, o.actor, o.buyId);
  return { buy_id: buyer.id, buyer_name: buyer.name, ...(await loadCriteria(o.db, buyer.id)) };
}
