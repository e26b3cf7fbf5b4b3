import type { SupplierEligibilityItem } from '@arflow/domain/api/eligibility';
import { AppError } from '../../platform/http/app-error.ts';
import type { Read } from '../../platform/http/context.ts';
import { evaluatedEntries, requireBuyer } from './eligibility.query.ts';

/**
 * One supplier's eligibility with a buyer, criterion by criterion: named by buyer and supplier
 * (funder side) or by the buyer's own entry id (buyer side, so another buyer's entry is 404).
 */
export async function handleEligible(
  o: Read<{ today: string; buyId: number; supId?: number; entryId?: number }>,
): Promise<SupplierEligibilityItem> {
  await requireBuyer(o.db, o.actor, o.buyId);
  const [entry] = await evaluatedEntries(o.db, {
    buyId: o.buyId,
    today: o.today,
    ...(o.supId === undefined ? {} : { supId: o.supId }),
    ...(o.entryId === undefined ? {} : { entryId: o.entryId }),
  });
  if (!entry) throw new AppError('NOT_FOUND');
  return entry;
}
