import type { ReceivableItem } from '@arflow/domain/api/receivables';
import { RECEIVABLE_WORKFLOW } from '@arflow/domain/workflows/receivable';
import { applyTransition } from '../../platform/db/transition.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { loadCalendar, loadReceivable, receivableScope } from './receivables.query.ts';
import { receivables } from './receivables.tables.ts';

/** Withdraw a receivable never financed (the workflow's `delete`, reason required). */
export async function deleteReceivable(
  opts: Command<{ id: number; reason: string }>,
): Promise<ReceivableItem> {
  const { db, ctx, id } = opts;
  const actor = requireActor(ctx);
  return db.transaction(async (tx) => {
    await applyTransition(tx, ctx, {
      table: receivables,
      workflow: RECEIVABLE_WORKFLOW,
      action: 'delete',
      id,
      scope: receivableScope(actor),
      input: { reason: opts.reason },
    });
    return (await loadReceivable(tx, actor, id, await loadCalendar(tx, ctx.clock.today())))!;
  });
}
