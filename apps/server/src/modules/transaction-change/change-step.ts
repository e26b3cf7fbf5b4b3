import { TRANSACTION_WORKFLOW } from '@arflow/domain/workflows/transaction';
import { transitionThen } from '../../platform/db/transition-then.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { getChangeDetails } from './change-details.ts';

export type ChangeAction = 'start_change' | 'approve_change' | 'cancel_change';

/**
 * One step of a paid transaction's change, through the transaction workflow (who may, from
 * which stage, whether a reason is required):
 * - POST …/funding-notice: the funder notifies an additional funding or a date revision, which
 *   opens the change (`start_change`, PAID → CHANGE);
 * - POST …/approve-change: an approver accepts it (`approve_change`, CHANGE → PAID);
 * - POST …/cancel-change: it is dropped with a reason (`cancel_change`, CHANGE → PAID).
 * The reason, when there is one, is kept on the transaction and in its history.
 */
export async function changeStep(o: Command<{ id: number; action: ChangeAction; reason?: string }>) {
  const actor = requireActor(o.ctx);
  return transitionThen(o.db, o.ctx, (tx) => getChangeDetails({ db: tx, actor, id: o.id }), {
    table: transactions,
    workflow: TRANSACTION_WORKFLOW,
    action: o.action,
    id: o.id,
    input: o.reason === undefined ? {} : { reason: o.reason },
    set: o.reason === undefined ? {} : { reason: o.reason },
    payload: o.reason === undefined ? {} : { reason: o.reason },
  });
}
