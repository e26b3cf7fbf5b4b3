import {
  BUYER_TRANSACTION_SORT_COLUMNS,
  type BuyerTransactionItem,
  type BuyerTransactionListBody,
  type BuyerTransactionView,
} from '@arflow/domain/api/buyer-transactions';
import type { Paged } from '@arflow/domain/api/paging';
import type { TransactionStage } from '@arflow/domain/statuses/transaction';
import { and, eq, ilike, inArray, isNotNull, ne, or, type SQL } from 'drizzle-orm';
import { findPage, likePattern } from '../../platform/db/paging.ts';
import type { Read } from '../../platform/http/context.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { buyerScope, selectBuyerTransactions, toBuyerTransactionItem } from './buyer-transactions.query.ts';
import { buyerFundingRequests } from './buyer-transactions.tables.ts';

/** Stages after the debt sale was signed: the receivables are the funder's to collect (debt-sale views). */
export const SOLD: TransactionStage[] = ['COMPLETED', 'PAID', 'CHANGE', 'LIQUIDATED'];
/** Stages where the funder's answer is known: the result the buyer is told about. */
const DECIDED: TransactionStage[] = [...SOLD, 'REJECTED'];

/** Each of the buyer's screens is one fixed filter over the same list (docs/decisions.md). */
function viewFilter(view: BuyerTransactionView | undefined): SQL | undefined {
  switch (view) {
    case 'WAITING':
      return eq(transactions.buyer_status, -1);
    case 'CONFIRMED':
      return inArray(transactions.buyer_status, [0, 1, 3]);
    case 'HISTORY':
      return ne(transactions.buyer_status, -1);
    case 'FUNDING':
      return isNotNull(buyerFundingRequests.id);
    case 'RESULT':
      return inArray(transactions.status, DECIDED);
    case 'DEBT_SALE':
      return inArray(transactions.status, SOLD);
    default:
      return undefined;
  }
}

/** POST /buyer-transactions: the caller's buyer's transactions, searchable and paged (spec §7). */
export async function findBuyerTransactions(
  opts: Read<{ body: BuyerTransactionListBody }>,
): Promise<Paged<BuyerTransactionItem>> {
  const { db, actor, body } = opts;
  const c = body.search_condition;
  const filters: (SQL | undefined)[] = [buyerScope(actor), viewFilter(c.view)];
  if (c.trans_code) filters.push(ilike(transactions.trans_code, likePattern(c.trans_code)));
  if (c.sup_name) {
    const p = likePattern(c.sup_name);
    filters.push(or(ilike(enterprises.name, p), ilike(enterprises.mst, p)));
  }
  if (c.buyer_status !== undefined) filters.push(eq(transactions.buyer_status, c.buyer_status));
  const columns = Object.fromEntries(
    BUYER_TRANSACTION_SORT_COLUMNS.map((k) => [k, transactions[k]]),
  ) as Record<(typeof BUYER_TRANSACTION_SORT_COLUMNS)[number], (typeof transactions)['id']>;
  return findPage({
    db,
    input: body,
    select: () => selectBuyerTransactions(db),
    where: and(...filters),
    sortable: columns,
    defaultSort: { column: 'updated_at', direction: 'DESC' },
    tieBreaker: transactions.id,
    map: toBuyerTransactionItem,
  });
}
