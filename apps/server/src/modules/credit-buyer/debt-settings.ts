import type { debtSettingsBody } from '@arflow/domain/api/credit-buyer';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { diff, writeAudit, writeHistory } from '../../platform/audit/audit.ts';
import { findHistory } from '../../platform/audit/history.ts';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { type RequestContext, requireActor } from '../../platform/http/context.ts';
import { buyerDebtSettings } from './credit-buyer.tables.ts';
import { loadCreditBuyer } from './credit-setup.query.ts';

const ENTITY = 'buyer_debt_settings';
type DebtBody = z.infer<typeof debtSettingsBody>;

async function loadDebt(db: DbOrTx, buyerId: number) {
  const [row] = await db.select().from(buyerDebtSettings).where(eq(buyerDebtSettings.ent_id, buyerId));
  if (!row) return null;
  const { id: _id, created_at: _c, created_by: _cb, updated_by: _ub, ...rest } = row;
  return { ...rest, updated_at: row.updated_at.toISOString() };
}

/** GET /credit-buyer/debt/{buyer_id}: the buyer's debt terms (null before the first setup) and their changes. */
export async function getDebtSettings(opts: { db: DbOrTx; actor: UserState; buyerId: number }) {
  const { db, actor, buyerId } = opts;
  await loadCreditBuyer(db, actor, buyerId);
  return { data: await loadDebt(db, buyerId), history: await findHistory(db, ENTITY, buyerId) };
}

/**
 * POST /credit-buyer/setup-debt: set the buyer's debt terms. They have no approval step (the
 * spec gives them none); each change is a history row listing the changed fields.
 */
export async function saveDebtSettings(opts: { db: Db; ctx: RequestContext; body: DebtBody }) {
  const { db, ctx, body } = opts;
  const actor = requireActor(ctx);
  const { buyer_id, ...values } = body;
  return db.transaction(async (tx) => {
    await loadCreditBuyer(tx, actor, buyer_id);
    const [before] = await tx
      .select()
      .from(buyerDebtSettings)
      .where(eq(buyerDebtSettings.ent_id, buyer_id))
      .for('update');
    const now = ctx.clock.now();
    if (before) {
      await tx
        .update(buyerDebtSettings)
        .set({ ...values, updated_at: now, updated_by: actor.id })
        .where(eq(buyerDebtSettings.ent_id, buyer_id));
    } else {
      await tx.insert(buyerDebtSettings).values({
        ...values,
        ent_id: buyer_id,
        created_at: now,
        updated_at: now,
        created_by: actor.id,
        updated_by: actor.id,
      });
    }
    const changes = before ? diff(before, values) : null;
    if (!before || Object.keys(changes ?? {}).length > 0) {
      await writeHistory(tx, ctx, {
        entity: ENTITY,
        entityId: buyer_id,
        action: before ? 'UPDATE' : 'SETUP',
        changes: changes && Object.keys(changes).length > 0 ? changes : null,
      });
    }
    await writeAudit(tx, ctx, {
      action: `${ENTITY}.save`,
      entity: ENTITY,
      entityId: buyer_id,
      payload: body,
    });
    return { data: await loadDebt(tx, buyer_id), history: await findHistory(tx, ENTITY, buyer_id) };
  });
}
