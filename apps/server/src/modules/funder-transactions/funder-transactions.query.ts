import type { FunderTransactionAr, FunderTransactionItem } from '@arflow/domain/api/funder-transactions';
import { funderCodeOf } from '@arflow/domain/funder-review';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { isoInstants, pickFields, type RowOf } from '../../platform/db/rows.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { partyColumns, pricedColumns, receivablesOfTransaction } from '../transactions/index.ts';
import { transactionReceivables, transactions } from '../transactions/transactions.tables.ts';

export const sup = alias(enterprises, 'sup');
export const buyer = alias(enterprises, 'buyer');

/** Which transactions a caller sees: funder staff every company's (the routes admit no one else). */
export function transactionScope(actor: UserState): SQL | undefined {
  return ownedBy(actor, transactions.ent_id);
}

/** Transactions with their supplier's and buyer's names; every read adds the scope to its WHERE. */
export function selectFunderTransactions(db: DbOrTx) {
  return db
    .select({
      ...partyColumns(sup, buyer),
      ...pickFields(transactions, [
        'transaction_date',
        'total_ar_amount',
        'total_advance',
        'total_discount',
        'total_platform_fee',
        'total_sale_price',
        'total_residual',
        'buyer_status',
        'is_adjust',
        'reason',
        'status',
      ]),
      ar_count: sql<number>`(SELECT count(*)::int FROM ${transactionReceivables} tr WHERE tr.trans_id = ${transactions.id})`,
      submitted_at: transactions.submitted_at,
      updated_at: transactions.updated_at,
    })
    .from(transactions)
    .innerJoin(sup, eq(sup.id, transactions.ent_id))
    .innerJoin(buyer, eq(buyer.id, transactions.buy_id))
    .$dynamic();
}

type Row = RowOf<typeof selectFunderTransactions>;

export function toFunderTransactionItem(row: Row): FunderTransactionItem {
  return {
    ...isoInstants(row),
    code: funderCodeOf(row.status),
  };
}

export async function loadFunderTransaction(
  db: DbOrTx,
  actor: UserState,
  id: number,
): Promise<FunderTransactionItem | undefined> {
  const [row] = await selectFunderTransactions(db).where(
    and(transactionScope(actor), eq(transactions.id, id)),
  );
  return row && toFunderTransactionItem(row);
}

/** The receivables of a transaction as it priced them. */
export async function transactionArs(db: DbOrTx, transId: number): Promise<FunderTransactionAr[]> {
  return receivablesOfTransaction(
    db,
    transId,
    {
      ar_id: receivables.id,
      ...pricedColumns(),
      ...pickFields(receivables, ['invoice_amount', 'buyer_first_payment', 'due_payment']),
      ar_status: receivables.status,
      requested_date: transactionReceivables.requested_date,
      platform_fee: transactionReceivables.platform_fee,
    },
    { orderBy: [asc(receivables.maturity_date), asc(receivables.id)] },
  );
}

export function paymentDetailOf(t: FunderTransactionItem) {
  return {
    total_ar_amount: t.total_ar_amount,
    total_advance: t.total_advance,
    total_discount: t.total_discount,
    total_platform_fee: t.total_platform_fee,
    total_sale_price: t.total_sale_price,
    total_residual: t.total_residual,
  };
}
