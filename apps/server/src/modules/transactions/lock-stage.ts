import type { TransactionStage } from '@arflow/domain/statuses/transaction';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { transactions } from './transactions.tables.ts';

/**
 * Lock a transaction the caller's scope reaches for a step that only `stage` allows: 404 when
 * out of reach, TRANSITION_NOT_ALLOWED in any other stage.
 */
export async function lockInStage(tx: Tx, id: number, scope: SQL | undefined, stage: TransactionStage) {
  const [t] = await tx
    .select({ status: transactions.status })
    .from(transactions)
    .where(and(eq(transactions.id, id), scope))
    .for('update');
  if (!t) throw new AppError('NOT_FOUND');
  if (t.status !== stage) throw new AppError('TRANSITION_NOT_ALLOWED');
}
