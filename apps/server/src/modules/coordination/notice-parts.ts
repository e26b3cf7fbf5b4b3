import type { RateInput } from '@arflow/domain/money';
import { partnerShareOf } from '@arflow/domain/partner-share';
import type { DbOrTx } from '../../platform/db/client.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { receivablesOfTransaction } from '../transactions/index.ts';
import { transactionReceivables } from '../transactions/transactions.tables.ts';

/** A transaction's receivables with the partner's part of each advance (partner-share.ts), in order. */
export async function noticeParts(db: DbOrTx, transId: number, share: RateInput) {
  const ars = await receivablesOfTransaction(
    db,
    transId,
    {
      inv_no: receivables.inv_no,
      ar_amount: transactionReceivables.ar_amount,
      advance: transactionReceivables.advance,
      due_date: receivables.maturity_date,
    },
    { orderBy: [transactionReceivables.id] },
  );
  return ars.map((a) => ({ ...a, amount: partnerShareOf(a.advance, share) }));
}
