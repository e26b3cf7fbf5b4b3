import type { SupplierEligibility, SupplierEligibilityItem } from '@arflow/domain/api/eligibility';
import type { Paged } from '@arflow/domain/api/paging';
import type { PageInput } from '../../platform/db/paging.ts';
import type { Read } from '../../platform/http/context.ts';
import { findEntries, requireBuyer } from './eligibility.query.ts';

/** A buyer's suppliers of one eligibility status (the buyer within the caller's scope). */
export async function findSupplierEntries(
  o: Read<{
    today: string;
    status: SupplierEligibility;
    buyId: number;
    keyword?: string | undefined;
    input: PageInput;
  }>,
): Promise<Paged<SupplierEligibilityItem>> {
  await requireBuyer(o.db, o.actor, o.buyId);
  return findEntries(o.db, {
    buyId: o.buyId,
    today: o.today,
    keyword: o.keyword,
    status: o.status,
    input: o.input,
  });
}
