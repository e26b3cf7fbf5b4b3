import { TRANSACTION_WORKFLOW } from '@arflow/domain/workflows/transaction';
import type { Db } from '../../platform/db/client.ts';
import { applyTransition } from '../../platform/db/transition.ts';
import { type RequestContext, requireActor } from '../../platform/http/context.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { getChangeDetails } from './change-details.ts';

/**
 * POST /transaction-change/{id}/funding-notice: the funder notifies a change of a paid
 * transaction (additional funding, date revision), which opens it: PAID → CHANGE through the
 * transaction workflow's `start_change`, the reason kept on the transaction and in its history.
 */
export async function sendFundingNotice(o: { db: Db; ctx: RequestContext; id: number; reason: string }) {
  const actor = requireActor(o.ctx);
  return o.db.transaction(async (tx) => {
    await applyTransition(tx, o.ctx, {
      table: transactions,
      workflow: TRANSACTION_WORKFLOW,
      action: 'start_change',
      id: o.id,
      input: { reason: o.reason },
      set: { reason: o.reason },
      payload: { reason: o.reason },
    });
    return getChangeDetails({ db: tx, actor, id: o.id });
  });
}
