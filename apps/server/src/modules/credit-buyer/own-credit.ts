import type { OwnProgramme } from '@arflow/domain/api/credit-buyer';
import { and, eq } from 'drizzle-orm';
import { writeAudit, writeHistory } from '../../platform/audit/audit.ts';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/http/app-error.ts';
import { type Command, type Read, requireActor } from '../../platform/http/context.ts';
import { buyerCreditSetups } from './credit-buyer.tables.ts';
import { activeSetup, limitsOf } from './credit-setup.query.ts';

/** GET /buy/buyer-credit/view: the signed-in company's programme in force and its limits. */
export async function getOwnProgramme(opts: { db: DbOrTx; actor: UserState }): Promise<OwnProgramme> {
  const active = await activeSetup(opts.db, opts.actor.enterprise_id);
  return { data: active, limits: limitsOf(active) };
}

/**
 * GET /buyer/standard-limit, /buyer/early-payment-limit (and /corporate, /person): total, used
 * and available of the signed-in company's limit in force (all 0 without a programme).
 */
export async function getOwnLimit(opts: Read<{ kind: 'standard' | 'early_payment' }>) {
  const { limits } = await getOwnProgramme(opts);
  return { data: limits[opts.kind] };
}

/**
 * POST /buy/buyer-credit/confirm-structure: the buyer confirms the transaction structure (model
 * 1 or 2) of its programme in force (screen transaction-structure-confirmation). The model must
 * be the programme's; confirming again changes nothing.
 */
export async function confirmStructure(
  opts: Command<{ id: number; transaction_structure: 1 | 2 }>,
): Promise<OwnProgramme> {
  const { db, ctx, id } = opts;
  const actor = requireActor(ctx);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(buyerCreditSetups)
      .where(and(eq(buyerCreditSetups.id, id), eq(buyerCreditSetups.ent_id, actor.enterprise_id)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'ACTIVATED') throw new AppError('BUYER_CREDIT_INVALID');
    if (row.transaction_structure !== opts.transaction_structure) {
      throw fieldError('transaction_structure', 'BUYER_CREDIT_INVALID');
    }
    if (row.structure_confirmed_at) return;
    const now = ctx.clock.now();
    await tx
      .update(buyerCreditSetups)
      .set({ structure_confirmed_at: now, structure_confirmed_by: actor.id })
      .where(eq(buyerCreditSetups.id, id));
    await writeHistory(tx, ctx, {
      entity: 'buyer_credit_setup',
      entityId: id,
      action: 'CONFIRM_STRUCTURE',
      changes: { structure_confirmed_at: { from: null, to: now.toISOString() } },
    });
    await writeAudit(tx, ctx, {
      action: 'buyer_credit_setup.confirm_structure',
      entity: 'buyer_credit_setup',
      entityId: id,
      payload: { transaction_structure: opts.transaction_structure },
    });
  });
  return getOwnProgramme({ db, actor });
}
