import type { ReceivableItem } from '@arflow/domain/api/receivables';
import { RECEIVABLE_WORKFLOW } from '@arflow/domain/workflows/receivable';
import type { Tx } from '../../platform/db/client.ts';
import { transitionThen } from '../../platform/db/transition-then.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { loadCalendar, loadReceivable, receivableScope } from './receivables.query.ts';
import { receivables } from './receivables.tables.ts';

/** Withdraw a receivable never financed (the workflow's `delete`, reason required). */
export async function deleteReceivable(
  opts: Command<{ id: number; reason: string }>,
): Promise<ReceivableItem> {
  const { db, ctx, id } = opts;
  const actor = requireActor(ctx);
  const deleted = async (tx: Tx) =>
    (await loadReceivable(tx, actor, id, await loadCalendar(tx, ctx.clock.today())))!;
  return transitionThen(db, ctx, deleted, {
    table: receivables,
    workflow: RECEIVABLE_WORKFLOW,
    action: 'delete',
    id,
    scope: receivableScope(actor),
    input: { reason: opts.reason },
  });
}
