import type { ReceivableItem } from '@arflow/domain/api/receivables';
import { RECEIVABLE_WORKFLOW } from '@arflow/domain/workflows/receivable';
import type { Db } from '../../platform/db/client.ts';
import { applyTransition } from '../../platform/db/transition.ts';
import { type RequestContext, requireActor } from '../../platform/http/context.ts';
import { loadCalendar, loadReceivable, receivableScope } from './receivables.query.ts';
import { receivables } from './receivables.tables.ts';

/** Withdraw a receivable never financed (the workflow's `delete`, reason required). */
export async function deleteReceivable(opts: {
  db: Db;
  ctx: RequestContext;
  id: number;
  reason: string;
}): Promise<ReceivableItem> {
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
