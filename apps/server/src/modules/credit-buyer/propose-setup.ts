import {
  type CreditAdjustBody,
  type CreditSetupBody,
  type CreditSetupItem,
  creditSetupShape,
  expiryProblem,
} from '@arflow/domain/api/credit-buyer';
import { BUYER_CREDIT_SETUP_WORKFLOW } from '@arflow/domain/workflows/buyer-credit';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { applyTransition, insertWithTransition } from '../../platform/db/transition.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, type RequestContext, requireActor } from '../../platform/http/context.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { buyerCreditSetups } from './credit-buyer.tables.ts';
import { activeSetup, loadCreditBuyer, loadSetup } from './credit-setup.query.ts';

type SetupFields = Omit<CreditSetupBody, 'buyer_id' | 'id'>;
const FIELD_NAMES = Object.keys(creditSetupShape) as (keyof SetupFields)[];
const fieldsOf = (v: SetupFields): SetupFields =>
  Object.fromEntries(FIELD_NAMES.map((k) => [k, v[k]])) as SetupFields;

function refuseExpired(expiry: string, today: string): void {
  const problem = expiryProblem(expiry, today);
  if (problem) throw new AppError('VALIDATION', { fields: { expiry_date: [problem] } });
}

/**
 * A new version for the buyer (PENDING, by the workflow's creation rule). The buyer's row is
 * locked first, so two proposals for one buyer number their versions one after the other, and a
 * second proposal while one is still waiting (PENDING or APPLIED) is refused.
 */
async function insertVersion(
  tx: Tx,
  ctx: RequestContext,
  buyerId: number,
  fields: SetupFields,
  payload: unknown,
) {
  await tx.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.id, buyerId)).for('update');
  const [open] = await tx
    .select({ id: buyerCreditSetups.id })
    .from(buyerCreditSetups)
    .where(
      and(eq(buyerCreditSetups.ent_id, buyerId), inArray(buyerCreditSetups.status, ['PENDING', 'APPLIED'])),
    );
  if (open) throw new AppError('BUYER_CREDIT_INVALID');
  const [{ next } = { next: 1 }] = await tx
    .select({ next: sql<number>`coalesce(max(${buyerCreditSetups.version}), 0)::int + 1` })
    .from(buyerCreditSetups)
    .where(eq(buyerCreditSetups.ent_id, buyerId));
  return insertWithTransition(tx, ctx, {
    table: buyerCreditSetups,
    workflow: BUYER_CREDIT_SETUP_WORKFLOW,
    action: 'setup',
    values: { ...fields, ent_id: buyerId, version: next },
    payload,
  });
}

/**
 * POST /credit-buyer/setup: a credit officer proposes a buyer's terms (a new version), or with
 * `id` corrects a REJECTED version and proposes it again (REJECTED → PENDING).
 */
export async function proposeSetup(opts: Command<{ body: CreditSetupBody }>): Promise<CreditSetupItem> {
  const { db, ctx, body } = opts;
  const actor = requireActor(ctx);
  refuseExpired(body.expiry_date, ctx.clock.today());
  const fields = fieldsOf(body);
  return db.transaction(async (tx) => {
    await loadCreditBuyer(tx, actor, body.buyer_id);
    if (body.id == null) {
      const row = await insertVersion(tx, ctx, body.buyer_id, fields, body);
      return loadSetup(tx, actor, row.id);
    }
    await applyTransition(tx, ctx, {
      table: buyerCreditSetups,
      workflow: BUYER_CREDIT_SETUP_WORKFLOW,
      action: 'setup',
      id: body.id,
      scope: eq(buyerCreditSetups.ent_id, body.buyer_id),
      // The officer who corrects it is now its proposer (the maker-checker rule follows them).
      set: { ...fields, created_by: actor.id },
      payload: body,
    });
    return loadSetup(tx, actor, body.id);
  });
}

/**
 * POST /credit-buyer/buyer/adjust: a new version that copies the one in force and changes its
 * limits (the reason is kept in its audit row); it is approved and activated like any proposal.
 */
export async function adjustLimits(opts: Command<{ body: CreditAdjustBody }>): Promise<CreditSetupItem> {
  const { db, ctx, body } = opts;
  const actor = requireActor(ctx);
  return db.transaction(async (tx) => {
    await loadCreditBuyer(tx, actor, body.buyer_id);
    const current = await activeSetup(tx, body.buyer_id);
    if (!current) throw new AppError('BUYER_CREDIT_INVALID');
    const fields = fieldsOf({
      ...(current as unknown as SetupFields),
      credit_limit: body.credit_limit,
      standard_limit: body.standard_limit,
      early_payment_limit: body.early_payment_limit,
    });
    refuseExpired(fields.expiry_date, ctx.clock.today());
    for (const key of ['funding_limit', 'guarantee_limit', 'supplier_limit_max'] as const) {
      const v = fields[key];
      if (v != null && v > body.credit_limit) {
        throw new AppError('VALIDATION', { fields: { credit_limit: [`min_value?min=${v}`] } });
      }
    }
    const row = await insertVersion(tx, ctx, body.buyer_id, fields, body);
    return loadSetup(tx, actor, row.id);
  });
}
