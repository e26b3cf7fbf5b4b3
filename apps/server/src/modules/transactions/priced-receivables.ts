import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { receivablesOfTransaction } from './transaction-receivables.ts';
import { transactionReceivables } from './transactions.tables.ts';

/**
 * The invoice of a receivable in a transaction and the amounts the transaction priced it at: the
 * columns every view of a transaction's receivables shows (funder, payments, buyer, changes).
 * Built on call, so that importing this file never reads a table still loading.
 */
export function pricedColumns() {
  return {
    inv_no: receivables.inv_no,
    inv_date: receivables.inv_date,
    maturity_date: receivables.maturity_date,
    ar_amount: transactionReceivables.ar_amount,
    payment_ratio: transactionReceivables.payment_ratio,
    discount_rate: transactionReceivables.discount_rate,
    days: transactionReceivables.days,
    advance: transactionReceivables.advance,
    discount: transactionReceivables.discount,
    sale_price: transactionReceivables.sale_price,
    residual: transactionReceivables.residual,
  };
}

/** The transaction's receivables as it priced them, in order (a response schema keeps the columns it names). */
export function pricedReceivables(db: DbOrTx, transId: number) {
  return receivablesOfTransaction(
    db,
    transId,
    {
      ar_id: transactionReceivables.ar_id,
      ...pricedColumns(),
      requested_date: transactionReceivables.requested_date,
      platform_rate: transactionReceivables.platform_rate,
    },
    { orderBy: [asc(transactionReceivables.id)] },
  );
}
