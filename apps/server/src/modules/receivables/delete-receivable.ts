import type { ReceivableItem } from '@arflow/domain/api/receivables';
import { RECEIVABLE_WORKFLOW } from '@arflow/domain/workflows/receivable';
import { transitionThenLoad } from '../../platform/db/transition-then-load.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { loadCalendar, loadReceivable, receivableScope } from './receivables.query.ts';
import { receivables } from './receivables.tables.ts';

/** Withdraw a receivable never financed (the workflow's `delete`, reason required). */
export async function deleteReceivable(
  opts: Command<{ id: number; reason: string }>,
): Promise<ReceivableItem> {
  const { db, ctx, id } = opts;
  const actor = requireActor(ctx);
  return transitionThenLoad(
    db,
    ctx,
    {
      table: receivables,
      workflow: RECEIVABLE_WORKFLOW,
      action: 'delete',
      id,
      scope: receivableScope(actor),
      input: { reason: opts.reason },
    },
    async (tx) => (await loadReceivable(tx, actor, id, await loadCalendar(tx, ctx.clock.today())))!,
  );
}
