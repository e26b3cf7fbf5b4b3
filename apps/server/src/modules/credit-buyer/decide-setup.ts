import type { CreditSetupItem } from '@arflow/domain/api/credit-buyer';
import {
  BUYER_CREDIT_SETUP_WORKFLOW,
  type BuyerCreditSetupAction,
} from '@arflow/domain/workflows/buyer-credit';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { pickFields } from '../../platform/db/rows.ts';
import { applyTransition } from '../../platform/db/transition.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, type RequestContext, requireActor } from '../../platform/http/context.ts';
import { buyerCreditSetups } from './credit-buyer.tables.ts';
import { loadSetup, setupScope } from './credit-setup.query.ts';

/** Lock the version and refuse its proposer as its checker (maker-checker). */
async function refuseOwnProposal(tx: Tx, ctx: RequestContext, id: number) {
  const actor = requireActor(ctx);
  const [row] = await tx
    .select({
      ...pickFields(buyerCreditSetups, ['created_by', 'ent_id', 'expiry_date']),
    })
    .from(buyerCreditSetups)
    .where(and(eq(buyerCreditSetups.id, id), setupScope(actor)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  if (row.created_by === actor.id) throw new AppError('CREDIT_SELF_APPROVAL');
  return row;
}

/**
 * Approve (PENDING → APPLIED) or reject (PENDING → REJECTED, with a reason) a version. The
 * proposer may not decide their own; two approvers at once serialise on the row lock and the
 * second is refused by the transition table (TRANSITION_NOT_ALLOWED).
 */
export async function decideSetup(
  opts: Command<{
    id: number;
    action: Extract<BuyerCreditSetupAction, 'approve' | 'reject'>;
    reason?: string;
  }>,
): Promise<CreditSetupItem> {
  const { db, ctx, id, action } = opts;
  const actor = requireActor(ctx);
  return db.transaction(async (tx) => {
    await refuseOwnProposal(tx, ctx, id);
    await applyTransition(tx, ctx, {
      table: buyerCreditSetups,
      workflow: BUYER_CREDIT_SETUP_WORKFLOW,
      action,
      id,
      scope: setupScope(actor),
      input: opts.reason === undefined ? undefined : { reason: opts.reason },
      payload: opts.reason === undefined ? undefined : { reason: opts.reason },
    });
    return loadSetup(tx, actor, id);
  });
}

/**
 * Activate an approved version (APPLIED → ACTIVATED): it becomes the buyer's programme in force.
 * An expired version is refused; what the buyer has used so far carries over from the version
 * it replaces, so activating new terms never frees or loses used limit.
 */
export async function activateSetup(opts: Command<{ id: number }>): Promise<CreditSetupItem> {
  const { db, ctx, id } = opts;
  const actor = requireActor(ctx);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ ent_id: buyerCreditSetups.ent_id, expiry_date: buyerCreditSetups.expiry_date })
      .from(buyerCreditSetups)
      .where(and(eq(buyerCreditSetups.id, id), setupScope(actor)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (row.expiry_date < ctx.clock.today()) throw new AppError('BUYER_CREDIT_INVALID');
    const [previous] = await tx
      .select({
        standard_used: buyerCreditSetups.standard_used,
        early_payment_used: buyerCreditSetups.early_payment_used,
      })
      .from(buyerCreditSetups)
      .where(
        and(
          eq(buyerCreditSetups.ent_id, row.ent_id),
          eq(buyerCreditSetups.status, 'ACTIVATED'),
          ne(buyerCreditSetups.id, id),
        ),
      )
      .orderBy(desc(buyerCreditSetups.activated_at), desc(buyerCreditSetups.id))
      .limit(1)
      .for('update');
    await applyTransition(tx, ctx, {
      table: buyerCreditSetups,
      workflow: BUYER_CREDIT_SETUP_WORKFLOW,
      action: 'activate',
      id,
      scope: setupScope(actor),
      set: {
        activated_at: ctx.clock.now(),
        standard_used: previous?.standard_used ?? 0,
        early_payment_used: previous?.early_payment_used ?? 0,
      },
    });
    return loadSetup(tx, actor, id);
  });
}
