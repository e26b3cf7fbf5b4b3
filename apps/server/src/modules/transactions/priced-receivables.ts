import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { transactionReceivables } from './transactions.tables.ts';

/** The transaction's receivables as it priced them, in order (a response schema keeps the columns it names). */
export function pricedReceivables(db: DbOrTx, transId: number) {
  return db
    .select({
      ar_id: transactionReceivables.ar_id,
      inv_no: receivables.inv_no,
      inv_date: receivables.inv_date,
      maturity_date: receivables.maturity_date,
      ar_amount: transactionReceivables.ar_amount,
      payment_ratio: transactionReceivables.payment_ratio,
      requested_date: transactionReceivables.requested_date,
      discount_rate: transactionReceivables.discount_rate,
      days: transactionReceivables.days,
      advance: transactionReceivables.advance,
      discount: transactionReceivables.discount,
      sale_price: transactionReceivables.sale_price,
      residual: transactionReceivables.residual,
      platform_rate: transactionReceivables.platform_rate,
    })
    .from(transactionReceivables)
    .innerJoin(receivables, eq(receivables.id, transactionReceivables.ar_id))
    .where(eq(transactionReceivables.trans_id, transId))
    .orderBy(asc(transactionReceivables.id));
}
