import type { TransactionStage } from '@arflow/domain/statuses/transaction';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { drawLimits } from './transaction-limits.ts';
import { transactions } from './transactions.tables.ts';

/** Stages in which a transaction holds nothing: never signed, or released by a rejection or a deletion. */
const HOLDS_NOTHING: readonly TransactionStage[] = [
  'DRAFT',
  'DOCUMENTS_UPLOADED',
  'CONTRACTS_CONFIRMED',
  'REJECTED',
  'DELETED',
];

/**
 * A demo transaction walked past its signature holds the buyer's and the supplier's limits as a
 * real one does: drawn by the signature's own `drawLimits` (so a demo pair without limits in
 * force refuses, as a signature would), unless its walk ended where the hold is released. The
 * demo world's used amounts are thus the sum of its transactions' advances, never a figure typed in.
 */
export async function drawDemoLimits(tx: Tx, transId: number): Promise<number> {
  const [t] = await tx
    .select({ status: transactions.status, date: transactions.transaction_date })
    .from(transactions)
    .where(eq(transactions.id, transId));
  if (!t || HOLDS_NOTHING.includes(t.status)) return 0;
  // The programme must have been in force on the day the demo transaction was made.
  return drawLimits(tx, transId, t.date);
}
