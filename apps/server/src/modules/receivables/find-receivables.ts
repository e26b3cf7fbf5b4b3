import type { Paged } from '@arflow/domain/api/paging';
import {
  RECEIVABLE_SORT_COLUMNS,
  type ReceivableItem,
  type ReceivableListQuery,
} from '@arflow/domain/api/receivables';
import { RECEIVABLE_HISTORY_STATUSES } from '@arflow/domain/statuses/receivable';
import { CLOSED_RECEIVABLE_STATUSES } from '@arflow/domain/supplier-home';
import { and, eq, gte, ilike, inArray, lte, notInArray, or, type SQL } from 'drizzle-orm';
import { findPage, likePattern, sortableColumns } from '../../platform/db/paging.ts';
import type { Read } from '../../platform/http/context.ts';
import { loadCalendar, receivableScope, selectReceivables, toReceivableItem } from './receivables.query.ts';
import { receivables } from './receivables.tables.ts';

/** The filters every receivable list shares (GET /receivables, the supplier statistics). */
export function receivableFilters(q: {
  buy_id?: number | undefined;
  sup_id?: number | undefined;
  status?: string | undefined;
  due_from?: string | undefined;
  due_to?: string | undefined;
  ar_amount_from?: number | undefined;
  ar_amount_to?: number | undefined;
}): (SQL | undefined)[] {
  return [
    q.buy_id === undefined ? undefined : eq(receivables.buy_id, q.buy_id),
    q.sup_id === undefined ? undefined : eq(receivables.ent_id, q.sup_id),
    q.status === undefined ? undefined : eq(receivables.status, q.status as never),
    q.due_from === undefined ? undefined : gte(receivables.maturity_date, q.due_from),
    q.due_to === undefined ? undefined : lte(receivables.maturity_date, q.due_to),
    q.ar_amount_from === undefined ? undefined : gte(receivables.ar_amount, q.ar_amount_from),
    q.ar_amount_to === undefined ? undefined : lte(receivables.ar_amount, q.ar_amount_to),
  ];
}

/** GET /receivables: the supplier's list on /sup/trading, the funder's AR ledger and AR history. */
export async function findReceivables(
  opts: Read<{ query: ReceivableListQuery; today: string }>,
): Promise<Paged<ReceivableItem>> {
  const { db, actor, query } = opts;
  const filters: (SQL | undefined)[] = [receivableScope(actor), ...receivableFilters(query)];
  if (query.keyword) {
    const p = likePattern(query.keyword);
    filters.push(or(ilike(receivables.inv_no, p)));
  }
  if (query.history === 'true') filters.push(inArray(receivables.status, [...RECEIVABLE_HISTORY_STATUSES]));
  if (query.open === 'true') filters.push(notInArray(receivables.status, [...CLOSED_RECEIVABLE_STATUSES]));
  const cal = await loadCalendar(db, opts.today);
  return findPage({
    db,
    input: query,
    select: () => selectReceivables(db),
    where: and(...filters),
    sortable: sortableColumns(receivables, RECEIVABLE_SORT_COLUMNS),
    defaultSort: { column: 'updated_at', direction: 'DESC' },
    tieBreaker: receivables.id,
    map: (row) => toReceivableItem(row, cal),
  });
}
