import type { SupplierCreditItem, SupplierCreditListBody } from '@arflow/domain/api/credit-supplier';
import type { Paged } from '@arflow/domain/api/paging';
import { overdueIfReceivedBy } from '@arflow/domain/credit-assessment';
import { and, eq, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import { findPage, likePattern, type PageInput } from '../../platform/db/paging.ts';
import type { Read } from '../../platform/http/context.ts';
import { INDIVIDUAL_TYPES } from '../enterprises/index.ts';
import { loadHolidays } from '../holidays/holidays.ts';
import {
  CREDIT_SORTABLE,
  creditScope,
  selectCredits,
  supplierOfCredit as sup,
  toCreditItem,
} from './credit.query.ts';
import { supplierCredits as c } from './credit-supplier.tables.ts';

export type CreditFilters = SupplierCreditListBody['search_condition'] & { sup_id?: number | undefined };

/**
 * The credit lists (POST /credit-supplier/list, /credit-buyer/histories): newest first unless
 * sorted; `overdue` keeps the assessments past their 5-working-day deadline (spec §9), found in
 * SQL with the one received-on bound the domain computes for today.
 */
export async function findCredits(
  opts: Read<{ today: string; filters: CreditFilters; input: PageInput }>,
): Promise<Paged<SupplierCreditItem>> {
  const { db, actor, today, filters: f } = opts;
  const holidays = await loadHolidays(db);
  const where: (SQL | undefined)[] = [creditScope(actor)];
  if (f.kind === 'indsupplier') where.push(inArray(sup.type, INDIVIDUAL_TYPES));
  if (f.kind === 'supplier') where.push(eq(sup.type, 'SUPPLIER'));
  if (f.keyword) {
    const p = likePattern(f.keyword);
    where.push(or(ilike(sup.name, p), ilike(sup.mst, p)));
  }
  if (f.sup_id !== undefined) where.push(eq(c.ent_id, f.sup_id));
  if (f.buy_id !== undefined) where.push(eq(c.buy_id, f.buy_id));
  if (f.status) where.push(eq(c.status, f.status));
  if (f.assignee_id !== undefined) where.push(eq(c.assignee_id, f.assignee_id));
  if (f.overdue === true)
    where.push(and(eq(c.status, 'ASSESSING'), lte(c.received_on, overdueIfReceivedBy(today, holidays))));
  return findPage({
    db,
    input: opts.input,
    select: () => selectCredits(db),
    where: and(...where),
    sortable: CREDIT_SORTABLE,
    defaultSort: { column: 'id', direction: 'DESC' },
    tieBreaker: c.id,
    map: (row) => toCreditItem(row, today, holidays),
  });
}
