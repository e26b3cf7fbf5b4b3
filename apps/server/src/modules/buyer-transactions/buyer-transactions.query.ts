import type { BuyerTransactionItem, FundingRequestItem } from '@arflow/domain/api/buyer-transactions';
import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { isoInstants, pickFields, type RowOf } from '../../platform/db/rows.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { buyerFundingRequests } from './buyer-transactions.tables.ts';

/**
 * The transactions a buyer's user sees: those on its own company (`buy_id`), once the supplier
 * has signed and asked for the buyer's confirmation (a buyer code is set). Funder staff would
 * see every buyer's, but the routes admit buyers only. Another buyer's id is simply not found.
 */
export function buyerScope(actor: UserState): SQL | undefined {
  return and(ownedBy(actor, transactions.buy_id), isNotNull(transactions.buyer_status));
}

export function selectBuyerTransactions(db: DbOrTx) {
  return db
    .select({
      ...pickFields(transactions, ['id', 'trans_code', 'ent_id']),
      sup_name: enterprises.name,
      sup_mst: enterprises.mst,
      ...pickFields(transactions, [
        'buy_id',
        'transaction_date',
        'total_ar_amount',
        'total_advance',
        'total_discount',
        'total_sale_price',
        'total_residual',
        'status',
        'buyer_status',
        'buyer_confirmed_at',
        'reason',
        'submitted_at',
        'updated_at',
      ]),
      funding_amount: buyerFundingRequests.amount,
    })
    .from(transactions)
    .innerJoin(enterprises, eq(enterprises.id, transactions.ent_id))
    .leftJoin(buyerFundingRequests, eq(buyerFundingRequests.trans_id, transactions.id))
    .$dynamic();
}

type Row = RowOf<typeof selectBuyerTransactions>;

export function toBuyerTransactionItem(row: Row): BuyerTransactionItem {
  return {
    ...isoInstants(row),
    buyer_status: row.buyer_status ?? -1,
    funding_amount: row.funding_amount ?? null,
  };
}

/** One transaction of the caller's buyer, as the API answers it; 404 otherwise. */
export async function loadBuyerTransaction(
  db: DbOrTx,
  actor: UserState,
  id: number,
): Promise<BuyerTransactionItem> {
  const [row] = await selectBuyerTransactions(db).where(and(buyerScope(actor), eq(transactions.id, id)));
  if (!row) throw new AppError('NOT_FOUND');
  return toBuyerTransactionItem(row);
}

/** The funding request of one of the caller's transactions, or null when the buyer does not fund it. */
export async function loadFundingRequest(
  db: DbOrTx,
  actor: UserState,
  transId: number,
): Promise<FundingRequestItem | null> {
  const [row] = await db
    .select({
      id: buyerFundingRequests.id,
      trans_id: buyerFundingRequests.trans_id,
      trans_code: transactions.trans_code,
      amount: buyerFundingRequests.amount,
      buyer_status: transactions.buyer_status,
      ...pickFields(buyerFundingRequests, ['reason', 'opened_at', 'decided_at', 'disbursed_at']),
    })
    .from(buyerFundingRequests)
    .innerJoin(transactions, eq(transactions.id, buyerFundingRequests.trans_id))
    .where(and(buyerScope(actor), eq(buyerFundingRequests.trans_id, transId)));
  if (!row) return null;
  return {
    ...isoInstants(row),
    buyer_status: row.buyer_status ?? 0,
  };
}
