import type { Synthesis } from '@arflow/domain/api/eligibility';
import type { Read } from '../../platform/http/context.ts';
import { evaluatedEntries, loadCriteria, requireBuyer } from './eligibility.query.ts';

/** The eligible synthesis of a buyer: effective criteria, counts per status and every supplier. */
export async function synthesize(o: Read<{ today: string; buyId: number }>): Promise<Synthesis> {
  const buyer = await requireBuyer(o.db, o.actor, o.buyId);
  const { effective } = await loadCriteria(o.db, buyer.id);
  const suppliers = await evaluatedEntries(o.db, { buyId: buyer.id, today: o.today });
  const count = (s: string) => suppliers.filter((x) => x.status === s).length;
  return {
    buy_id: buyer.id,
    buyer_name: buyer.name,
    effective,
    total: suppliers.length,
    eligible: count('ELIGIBLE'),
    ineligible: count('INELIGIBLE'),
    blacklisted: count('BLACKLISTED'),
    suppliers,
  };
}
