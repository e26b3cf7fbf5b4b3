import type { BuyerTransactionItem } from '@arflow/domain/api/buyer-transactions';
import {
  BUYER_CONFIRMATION_WORKFLOW,
  type BuyerConfirmationAction,
} from '@arflow/domain/workflows/buyer-confirmation';
import type { TransitionInput } from '@arflow/domain/workflows/engine';
import { eq } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { applyTransition } from '../../platform/db/transition.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type RequestContext, requireActor } from '../../platform/http/context.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { buyerScope, loadBuyerTransaction } from './buyer-transactions.query.ts';
import { buyerFundingDocuments, buyerFundingRequests } from './buyer-transactions.tables.ts';

/** Move a transaction's buyer code through the buyer-confirmation workflow, within the buyer's scope. */
async function moveBuyerStatus(
  tx: Tx,
  ctx: RequestContext,
  o: {
    id: number;
    action: BuyerConfirmationAction;
    input?: TransitionInput | undefined;
    set?: Partial<typeof transactions.$inferInsert>;
  },
) {
  const actor = requireActor(ctx);
  return applyTransition(tx, ctx, {
    table: transactions,
    workflow: BUYER_CONFIRMATION_WORKFLOW,
    statusColumn: 'buyer_status',
    action: o.action,
    id: o.id,
    scope: buyerScope(actor),
    input: o.input,
    set: o.set,
    payload: o.input?.reason ? { reason: o.input.reason } : undefined,
  });
}

type Decision = { db: Db; ctx: RequestContext; id: number };

/** Run one of the buyer's decisions in a transaction and answer the transaction as the buyer now sees it. */
async function decide(o: Decision, act: (tx: Tx, actor: UserState) => Promise<void>) {
  const actor = requireActor(o.ctx);
  return o.db.transaction(async (tx) => {
    await act(tx, actor);
    return loadBuyerTransaction(tx, actor, o.id);
  });
}

/** -1 → 0: the buyer confirms the transaction its supplier signed (transeachtime-confirm). */
export async function confirmTransaction(o: Decision): Promise<BuyerTransactionItem> {
  return decide(o, async (tx, actor) => {
    await moveBuyerStatus(tx, o.ctx, {
      id: o.id,
      action: 'confirm',
      set: { buyer_confirmed_at: o.ctx.clock.now(), buyer_confirmed_by: actor.id },
    });
  });
}

/** -1 → 2 with the reason: the buyer refuses the transaction (the funder then cannot approve it). */
export async function rejectTransaction(o: Decision & { reason: string }): Promise<BuyerTransactionItem> {
  return decide(o, async (tx) => {
    await moveBuyerStatus(tx, o.ctx, {
      id: o.id,
      action: 'reject',
      input: { reason: o.reason },
      set: { reason: o.reason },
    });
  });
}

/** The funding request of a transaction the caller may see, locked; 404 when the buyer does not fund it. */
async function lockFundingRequest(tx: Tx, transId: number) {
  const [row] = await tx
    .select({ id: buyerFundingRequests.id })
    .from(buyerFundingRequests)
    .where(eq(buyerFundingRequests.trans_id, transId))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * A decision on the funding request of a transaction the buyer sees: the request is locked, the
 * buyer code moves (with what `input` gathers for the workflow), then the request is stamped.
 */
function decideFunding(
  o: Decision,
  action: BuyerConfirmationAction,
  stamp: (now: Date, by: number) => Partial<typeof buyerFundingRequests.$inferInsert>,
  input: (tx: Tx, requestId: number) => Promise<TransitionInput> | TransitionInput | undefined = () =>
    undefined,
): Promise<BuyerTransactionItem> {
  return decide(o, async (tx, actor) => {
    await loadBuyerTransaction(tx, actor, o.id);
    const request = await lockFundingRequest(tx, o.id);
    await moveBuyerStatus(tx, o.ctx, { id: o.id, action, input: await input(tx, request.id) });
    await tx
      .update(buyerFundingRequests)
      .set(stamp(o.ctx.clock.now(), actor.id))
      .where(eq(buyerFundingRequests.id, request.id));
  });
}

/** 0 → 1: the buyer approves funding the transaction's early payment. */
export async function approveFunding(o: Decision): Promise<BuyerTransactionItem> {
  return decideFunding(o, 'approve_funding', (now, by) => ({ decided_at: now, decided_by: by }));
}

/** 0 → 2 with the reason: the buyer refuses to fund it. */
export async function rejectFunding(o: Decision & { reason: string }): Promise<BuyerTransactionItem> {
  return decideFunding(
    o,
    'reject_funding',
    (now, by) => ({ reason: o.reason, decided_at: now, decided_by: by }),
    () => ({ reason: o.reason }),
  );
}

/** 1 → 3: the buyer confirms it paid out, once the proof is filed (the workflow requires a document). */
export async function confirmDisbursement(o: Decision): Promise<BuyerTransactionItem> {
  return decideFunding(
    o,
    'confirm_disbursement',
    (now, by) => ({ disbursed_at: now, disbursed_by: by }),
    async (tx, requestId) => {
      const docs = await tx
        .select({ id: buyerFundingDocuments.id })
        .from(buyerFundingDocuments)
        .where(eq(buyerFundingDocuments.request_id, requestId));
      return { documents: docs.map((d) => d.id) };
    },
  );
}
