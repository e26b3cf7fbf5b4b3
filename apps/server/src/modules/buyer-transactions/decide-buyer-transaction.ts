import type { BuyerTransactionItem } from '@arflow/domain/api/buyer-transactions';
import {
  BUYER_CONFIRMATION_WORKFLOW,
  type BuyerConfirmationAction,
} from '@arflow/domain/workflows/buyer-confirmation';
import type { TransitionInput } from '@arflow/domain/workflows/engine';
import { eq } from 'drizzle-orm';
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
    input?: TransitionInput;
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

/** -1 → 0: the buyer confirms the transaction its supplier signed (transeachtime-confirm). */
export async function confirmTransaction(o: {
  db: Db;
  ctx: RequestContext;
  id: number;
}): Promise<BuyerTransactionItem> {
  const actor = requireActor(o.ctx);
  return o.db.transaction(async (tx) => {
    await moveBuyerStatus(tx, o.ctx, {
      id: o.id,
      action: 'confirm',
      set: { buyer_confirmed_at: o.ctx.clock.now(), buyer_confirmed_by: actor.id },
    });
    return loadBuyerTransaction(tx, actor, o.id);
  });
}

/** -1 → 2 with the reason: the buyer refuses the transaction (the funder then cannot approve it). */
export async function rejectTransaction(o: {
  db: Db;
  ctx: RequestContext;
  id: number;
  reason: string;
}): Promise<BuyerTransactionItem> {
  const actor = requireActor(o.ctx);
  return o.db.transaction(async (tx) => {
    await moveBuyerStatus(tx, o.ctx, {
      id: o.id,
      action: 'reject',
      input: { reason: o.reason },
      set: { reason: o.reason },
    });
    return loadBuyerTransaction(tx, actor, o.id);
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

/** 0 → 1: the buyer approves funding the transaction's early payment. */
export async function approveFunding(o: {
  db: Db;
  ctx: RequestContext;
  id: number;
}): Promise<BuyerTransactionItem> {
  const actor = requireActor(o.ctx);
  return o.db.transaction(async (tx) => {
    await loadBuyerTransaction(tx, actor, o.id);
    const request = await lockFundingRequest(tx, o.id);
    await moveBuyerStatus(tx, o.ctx, { id: o.id, action: 'approve_funding' });
    await tx
      .update(buyerFundingRequests)
      .set({ decided_at: o.ctx.clock.now(), decided_by: actor.id })
      .where(eq(buyerFundingRequests.id, request.id));
    return loadBuyerTransaction(tx, actor, o.id);
  });
}

/** 0 → 2 with the reason: the buyer refuses to fund it. */
export async function rejectFunding(o: {
  db: Db;
  ctx: RequestContext;
  id: number;
  reason: string;
}): Promise<BuyerTransactionItem> {
  const actor = requireActor(o.ctx);
  return o.db.transaction(async (tx) => {
    await loadBuyerTransaction(tx, actor, o.id);
    const request = await lockFundingRequest(tx, o.id);
    await moveBuyerStatus(tx, o.ctx, { id: o.id, action: 'reject_funding', input: { reason: o.reason } });
    await tx
      .update(buyerFundingRequests)
      .set({ reason: o.reason, decided_at: o.ctx.clock.now(), decided_by: actor.id })
      .where(eq(buyerFundingRequests.id, request.id));
    return loadBuyerTransaction(tx, actor, o.id);
  });
}

/** 1 → 3: the buyer confirms it paid out, once the proof is filed (the workflow requires a document). */
export async function confirmDisbursement(o: {
  db: Db;
  ctx: RequestContext;
  id: number;
}): Promise<BuyerTransactionItem> {
  const actor = requireActor(o.ctx);
  return o.db.transaction(async (tx) => {
    await loadBuyerTransaction(tx, actor, o.id);
    const request = await lockFundingRequest(tx, o.id);
    const docs = await tx
      .select({ id: buyerFundingDocuments.id })
      .from(buyerFundingDocuments)
      .where(eq(buyerFundingDocuments.request_id, request.id));
    await moveBuyerStatus(tx, o.ctx, {
      id: o.id,
      action: 'confirm_disbursement',
      input: { documents: docs.map((d) => d.id) },
    });
    await tx
      .update(buyerFundingRequests)
      .set({ disbursed_at: o.ctx.clock.now(), disbursed_by: actor.id })
      .where(eq(buyerFundingRequests.id, request.id));
    return loadBuyerTransaction(tx, actor, o.id);
  });
}
