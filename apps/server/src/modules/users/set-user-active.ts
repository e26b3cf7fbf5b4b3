import type { UserStatus } from '@arflow/domain/statuses/user';
import { eq, sql } from 'drizzle-orm';
import { writeAudit, writeHistory } from '../../platform/audit/audit.ts';
import { notifyUserChanged, type UserStateCache } from '../../platform/auth/user-state.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type RequestContext, requireActor } from '../../platform/http/context.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { users } from './users.tables.ts';

/**
 * Activate or deactivate a user. Deactivation bumps the token version, so the user's tokens
 * stop working at once (and stay dead after a later re-activation). Nobody toggles themselves;
 * a SUBMASTER cannot toggle the MASTER.
 */
export async function setUserActive(opts: {
  db: Db;
  ctx: RequestContext;
  userStates: UserStateCache;
  id: number;
  active: boolean;
}): Promise<void> {
  const { db, ctx, id, active } = opts;
  const actor = requireActor(ctx);
  if (id === actor.id) throw new AppError('FORBIDDEN');
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ active: users.active, role: users.roleId, enterpriseType: enterprises.type })
      .from(users)
      .innerJoin(enterprises, eq(enterprises.id, users.enterpriseId))
      .where(eq(users.id, id))
      .for('update', { of: users });
    if (!target) throw new AppError('USER_NOT_FOUND');
    if (target.role === 'MASTER' && actor.role_id !== 'MASTER') throw new AppError('FORBIDDEN');
    if (target.active === active) throw new AppError('TRANSITION_NOT_ALLOWED');
    await tx
      .update(users)
      .set({
        active,
        tokenVersion: active ? users.tokenVersion : sql`${users.tokenVersion} + 1`,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(users.id, id));
    await notifyUserChanged(tx, id);
    const status = (on: boolean): UserStatus => (on ? 'ACTIVATED' : 'DEACTIVATED');
    const from = status(target.active);
    const to = status(active);
    const action = active ? 'ACTIVATE' : 'DISABLE';
    await writeHistory(tx, ctx, { entity: 'user', entityId: id, action, from, to });
    await writeAudit(tx, ctx, { action: `user.${action.toLowerCase()}`, entity: 'user', entityId: id });
  });
  opts.userStates.invalidate(id);
}
