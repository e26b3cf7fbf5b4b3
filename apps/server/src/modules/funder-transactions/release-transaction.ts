import { RECEIVABLE_WORKFLOW } from '@arflow/domain/workflows/receivable';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { applyTransition } from '../../platform/db/transition.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { receivablesOfTransaction, releaseLimits } from '../transactions/index.ts';

/**
 * A transaction that ends without a sale (rejected at any stage) gives back what it held: its
 * hold on the buyer's and the supplier's limits (once, transaction-limits.ts) and its
 * receivables, which the receivable workflow's `release` makes open again (REVIEW → AVAILABLE).
 */
export async function releaseTransaction(tx: Tx, ctx: RequestContext, transId: number): Promise<void> {
  await releaseLimits(tx, transId);
  const held = await receivablesOfTransaction(
    tx,
    transId,
    { id: receivables.id },
    { also: eq(receivables.status, 'REVIEW') },
  );
  for (const ar of held) {
    await applyTransition(tx, ctx, {
      table: receivables,
      workflow: RECEIVABLE_WORKFLOW,
      action: 'release',
      id: ar.id,
      asSystem: true,
    });
  }
}
