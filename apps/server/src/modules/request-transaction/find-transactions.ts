import type { Paged } from '@arflow/domain/api/paging';
import type {
  StatisticSummary,
  TransactionItem,
  TransactionListBody,
  TransactionSortColumn,
} from '@arflow/domain/api/request-transaction';
import type { TransactionStage } from '@arflow/domain/statuses/transaction';
import { type AnyColumn, and, asc, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { Db } from '../../platform/db/client.ts';
import { findPage, likePattern, sortableColumns } from '../../platform/db/paging.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import {
  buyerName,
  selectTransactions,
  toTransactionItem,
  transactionScope,
} from './request-transaction.query.ts';

type Filters = {
  trans_code?: string | null | undefined;
  buy_id?: number | undefined;
  status?: TransactionStage | undefined;
  from_date?: string | undefined;
  to_date?: string | undefined;
};

/** The declared sort columns (TRANSACTION_COLUMNS), each on its column: one missing is a type error. */
const TRANSACTION_SORTABLE = {
  ...sortableColumns(transactions, [
    'trans_code',
    'transaction_date',
    'total_ar_amount',
    'total_advance',
    'total_sale_price',
    'limit_drawn',
    'status',
    'updated_at',
  ]),
  buy_name: buyerName,
} satisfies Record<TransactionSortColumn, AnyColumn>;

function whereOf(
  actor: UserState,
  f: Filters,
  stages?: readonly TransactionStage[],
  extra?: SQL,
): SQL | undefined {
  return and(
    transactionScope(actor),
    extra,
    f.trans_code ? ilike(transactions.trans_code, likePattern(f.trans_code)) : undefined,
    f.buy_id ? eq(transactions.buy_id, f.buy_id) : undefined,
    f.status ? eq(transactions.status, f.status) : undefined,
    f.from_date ? gte(transactions.transaction_date, f.from_date) : undefined,
    f.to_date ? lte(transactions.transaction_date, f.to_date) : undefined,
    stages ? inArray(transactions.status, [...stages]) : sql`${transactions.status} <> 'DELETED'`,
  );
}

/**
 * The supplier's transaction lists: all of them (transactions, list-trans-his), those waiting for
 * its signature (confirm-transactions), for its documents (add-doc-transactions) or for its
 * answer to an adjustment (changes).
 */
export function findTransactions(
  db: Db,
  actor: UserState,
  body: Omit<TransactionListBody, 'search_condition'> & { search_condition: Filters },
  stages?: readonly TransactionStage[],
  /** A further condition of a funder's view (the reports module: one supplier, one partner). */
  extra?: SQL,
): Promise<Paged<TransactionItem>> {
  return findPage({
    db,
    input: body,
    select: () => selectTransactions(db),
    where: whereOf(actor, body.search_condition, stages, extra),
    sortable: { ...TRANSACTION_SORTABLE, id: transactions.id },
    // The newest request first when the screen asks for no order.
    defaultSort: { column: 'id', direction: 'DESC' },
    tieBreaker: transactions.id,
    map: toTransactionItem,
  });
}

/** POST /supplier/statistic/summary-trans-his: counts and sums by stage. */
export async function summarizeTransactions(
  db: Db,
  actor: UserState,
  f: Filters,
  extra?: SQL,
): Promise<{ data: StatisticSummary }> {
  const rows = await db
    .select({
      status: transactions.status,
      count: sql<number>`count(*)::int`,
      ar: sql<string>`sum(${transactions.total_ar_amount})::text`,
      advance: sql<string>`sum(${transactions.total_advance})::text`,
      sale: sql<string>`sum(${transactions.total_sale_price})::text`,
    })
    .from(transactions)
    .where(whereOf(actor, f, undefined, extra))
    .groupBy(transactions.status)
    .orderBy(asc(transactions.status));
  return {
    data: {
      total_count: rows.reduce((s, r) => s + r.count, 0),
      total_ar_amount: rows.reduce((s, r) => s + Number(r.ar), 0),
      total_advance: rows.reduce((s, r) => s + Number(r.advance), 0),
      total_sale_price: rows.reduce((s, r) => s + Number(r.sale), 0),
      by_status: rows.map((r) => ({ status: r.status, count: r.count, total_advance: Number(r.advance) })),
    },
  };
}
