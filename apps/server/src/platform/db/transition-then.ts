import type { AnyWorkflow } from '@arflow/domain/workflows/engine';
import type { RequestContext } from '../http/context.ts';
import type { Db, Tx } from './client.ts';
import { applyTransition, type StatusTable } from './transition.ts';

/**
 * A command that is one workflow action and nothing else (a confirm, a sign, a change step): the
 * action in a transaction of its own, answering what `answer` reads afterwards in that
 * transaction, i.e. the record as the action left it.
 */
export function transitionThen<T extends StatusTable, W extends AnyWorkflow, R>(
  db: Db,
  ctx: RequestContext,
  answer: (tx: Tx) => Promise<R>,
  step: Parameters<typeof applyTransition<T, W>>[2],
): Promise<R> {
  return db.transaction(async (tx) => {
    await applyTransition(tx, ctx, step);
    return answer(tx);
  });
}
