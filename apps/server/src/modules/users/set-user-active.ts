import { SENIOR_OF } from '@arflow/domain/members';
import { USER_WORKFLOW } from '@arflow/domain/workflows/user';
import { and, eq, sql } from 'drizzle-orm';
import { notifyUserChanged, type UserStateCache } from '../../platform/auth/user-state.ts';
import type { Tx } from '../../platform/db/client.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { applyTransition } from '../../platform/db/transition.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { caAssignments, crmAssignments } from '../organisation/organisation.tables.ts';
import { users } from './users.tables.ts';

/**
 * Spec §6 "an assigned or activated user cannot be deactivated or deleted": a user who is in the
 * active CA pool or in charge of customers keeps their account until the work is handed on.
 */
async function refuseAssigned(tx: Tx, id: number): Promise<void> {
  const [ca] = await tx
    .select({ id: caAssignments.id })
    .from(caAssignments)
    .where(and(eq(caAssignments.user_id, id), eq(caAssignments.active, true)))
    .limit(1);
  const [crm] = await tx
    .select({ id: crmAssignments.ent_id })
    .from(crmAssignments)
    .where(eq(crmAssignments.user_id, id))
    .limit(1);
  if (ca || crm) throw new AppError('CANNOT_DELETE_ACTIVE_USER');
}

/**
 * Activate or deactivate a user through USER_WORKFLOW (spec §4 toggle). Deactivation bumps the
 * token version, so the user's tokens stop working at once (and stay dead after a later
 * re-activation). Nobody toggles themselves; only the MASTER toggles the MASTER; `senior`
 * (GET /user/active-senior) activates only a member of a role below the caller's own.
 */
export async function setUserActive(
  opts: Command<{ userStates: UserStateCache; id: number; active: boolean; senior?: boolean }>,
): Promise<void> {
  const { db, ctx, id, active } = opts;
  const actor = requireActor(ctx);
  if (id === actor.id) throw new AppError('FORBIDDEN');
  const scope = ownedBy(actor, users.enterpriseId);
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ role: users.roleId, ent_id: users.enterpriseId })
      .from(users)
      .where(and(eq(users.id, id), scope));
    if (!target) throw new AppError('USER_NOT_FOUND');
    if (target.role === 'MASTER' && actor.role_id !== 'MASTER') throw new AppError('FORBIDDEN');
    if (opts.senior) {
      const below = SENIOR_OF[actor.role_id] ?? [];
      if (target.ent_id !== actor.enterprise_id || !below.includes(target.role))
        throw new AppError('NOT_SUBORDINATE');
    }
    if (!active) await refuseAssigned(tx, id);
    await applyTransition(tx, ctx, {
      table: users,
      workflow: USER_WORKFLOW,
      action: active ? 'activate' : 'deactivate',
      id,
      scope,
      set: { active },
    });
    if (!active)
      await tx
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, id));
    await notifyUserChanged(tx, id);
  });
  opts.userStates.invalidate(id);
}
