import type { SupplierEligibility, SupplierEligibilityItem } from '@arflow/domain/api/eligibility';
import type { Paged } from '@arflow/domain/api/paging';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { PageInput } from '../../platform/db/paging.ts';
import { evaluatedEntries, requireBuyer } from './eligibility.query.ts';

/**
 * A buyer's suppliers of one eligibility status. Eligibility is computed from the criteria, so
 * the page is cut after evaluating: a buyer's list holds the suppliers it buys from (tens to
 * hundreds), not the platform's.
 */
export async function findSupplierEntries(o: {
  db: DbOrTx;
  actor: UserState;
  today: string;
  status: SupplierEligibility;
  buyId: number;
  keyword?: string | undefined;
  input: PageInput;
}): Promise<Paged<SupplierEligibilityItem>> {
  await requireBuyer(o.db, o.actor, o.buyId);
  let rows = (await evaluatedEntries(o.db, { buyId: o.buyId, today: o.today, keyword: o.keyword })).filter(
    (r) => r.status === o.status,
  );
  if (o.input.sort_column) {
    const k = o.input.sort_column as 'sup_name' | 'sup_mst';
    const dir = o.input.sort_direction === 'DESC' ? -1 : 1;
    rows = [...rows].sort((a, b) => dir * String(a[k] ?? '').localeCompare(String(b[k] ?? ''), 'vi'));
  }
  const start = (o.input.page_number - 1) * o.input.page_size;
  return {
    data: rows.slice(start, start + o.input.page_size),
    page_info: { total_page: Math.ceil(rows.length / o.input.page_size), total_record: rows.length },
  };
}
