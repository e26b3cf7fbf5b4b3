import { FUNDER_TRANSACTION_SORT, type FunderTransactionItem } from '@arflow/domain/api/funder-transactions';
import type { Paged } from '@arflow/domain/api/paging';
import { FUNDER_LISTS, FUNDER_VISIBLE_STAGES, type FunderList } from '@arflow/domain/funder-review';
import type { TransactionStage } from '@arflow/domain/statuses/transaction';
import { and, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import { findPage, likePattern, sortableColumns } from '../../platform/db/paging.ts';
import type { Read } from '../../platform/http/context.ts';
import { submittedDay } from '../transactions/index.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import {
  buyer,
  selectFunderTransactions,
  sup,
  toFunderTransactionItem,
  transactionScope,
} from './funder-transactions.query.ts';

export interface FunderListQuery {
  search_condition?: {
    sup_name?: string | null;
    sup_mst?: string | null;
    buy_name?: string | null;
    trans_code?: string | null;
    state?: TransactionStage;
    submitted_from?: string;
    submitted_to?: string;
  };
  page_number: number;
  page_size: number;
  sort_column?: (typeof FUNDER_TRANSACTION_SORT)[number];
  sort_direction: 'ASC' | 'DESC';
}

/** One of the funder's lists (or `all` of them, the history), searched by spec §3's fields. */
export async function findFunderTransactions(
  opts: Read<{ list: FunderList | 'all'; query: FunderListQuery }>,
): Promise<Paged<FunderTransactionItem>> {
  const { db, actor, list, query } = opts;
  const s = query.search_condition ?? {};
  const stages = list === 'all' ? FUNDER_VISIBLE_STAGES : (FUNDER_LISTS[list] as readonly TransactionStage[]);
  const filters: (SQL | undefined)[] = [transactionScope(actor), inArray(transactions.status, [...stages])];
  if (s.state) filters.push(eq(transactions.status, s.state));
  if (s.sup_name) filters.push(ilike(sup.name, likePattern(s.sup_name)));
  if (s.sup_mst) filters.push(ilike(sup.mst, likePattern(s.sup_mst)));
  if (s.buy_name) filters.push(ilike(buyer.name, likePattern(s.buy_name)));
  if (s.trans_code) filters.push(ilike(transactions.trans_code, likePattern(s.trans_code)));
  if (s.submitted_from) filters.push(gte(submittedDay, s.submitted_from));
  if (s.submitted_to) filters.push(lte(submittedDay, s.submitted_to));
  return findPage({
    db,
    input: query,
    select: () => selectFunderTransactions(db),
    where: and(...filters),
    sortable: sortableColumns(transactions, FUNDER_TRANSACTION_SORT),
    defaultSort: { column: 'updated_at', direction: 'DESC' },
    tieBreaker: transactions.id,
    map: toFunderTransactionItem,
  });
}
