import { type SettlementPosition, settlementPosition } from '@arflow/domain/settlement';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { recordedPayments, settlementTerms } from '../payments/settlement-terms.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { transactionReceivables, transactions } from '../transactions/transactions.tables.ts';

/** What settles a sold receivable: its paid transaction's parties and the terms it was sold at. */
export const SOLD_RECEIVABLE = {
  trans_id: transactions.id,
  sup_id: transactions.ent_id,
  buy_id: transactions.buy_id,
  ar_amount: transactionReceivables.ar_amount,
  advance: transactionReceivables.advance,
  discount_rate: transactionReceivables.discount_rate,
  maturity_date: receivables.maturity_date,
};

/** A sold receivable's sale terms, its transaction and where its settlement stands on `asOf`. */
export async function collectionPosition(
  db: DbOrTx,
  arId: number,
  asOf: string,
): Promise<{ trans_id: number; sup_id: number; buy_id: number; position: SettlementPosition } | null> {
  const [r] = await db
    .select(SOLD_RECEIVABLE)
    .from(transactionReceivables)
    .innerJoin(receivables, eq(receivables.id, transactionReceivables.ar_id))
    .innerJoin(transactions, eq(transactions.id, transactionReceivables.trans_id))
    .where(and(eq(transactionReceivables.ar_id, arId), eq(transactions.status, 'PAID')));
  if (!r) return null;
  const terms = await settlementTerms(db, r);
  const position = settlementPosition(terms, await recordedPayments(db, arId), asOf);
  return { trans_id: r.trans_id, sup_id: r.sup_id, buy_id: r.buy_id, position };
}
