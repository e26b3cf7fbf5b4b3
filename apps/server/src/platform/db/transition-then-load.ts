import type { AnyWorkflow } from '@arflow/domain/workflows/engine';
import type { RequestContext } from '../http/context.ts';
import type { Db, Tx } from './client.ts';
import { applyTransition, type StatusTable } from './transition.ts';

/**
 * A use-case that is one workflow action and then the record as it now is (confirm, request
 * again, withdraw, stop…): the action and the reload run in one transaction, so the answer is
 * what the action made and a reload that fails undoes the action.
 */
export function transitionThenLoad<T extends StatusTable, W extends AnyWorkflow, R>(
  db: Db,
  ctx: RequestContext,
  step: Parameters<typeof applyTransition<T, W>>[2],
  load: (tx: Tx) => Promise<R>,
): Promise<R> {
  return db.transaction(async (tx) => {
    await applyTransition(tx, ctx, step);
    return load(tx);
  });
}
