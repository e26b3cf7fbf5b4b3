import type { ResetPasswordRequest } from '@arflow/domain/api/forgot';
import { eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { checkNewPassword } from '../../platform/auth/password-policy.ts';
import { notifyUserChanged, type UserStateCache } from '../../platform/auth/user-state.ts';
import type { Command } from '../../platform/http/context.ts';
import { users } from '../users/users.tables.ts';
import { passwordResets } from './forgot.tables.ts';
import { findReset } from './reset-link.ts';

/**
 * POST /auth/forgot/reset-pass: set a new password with a reset link. The new password passes the
 * same rules as a password change (spec §5 and the common-password list). In one transaction,
 * with the link's row locked: the link is checked again and spent, the password set and the
 * token version bumped, so every session of the account ends on every instance (the user-state
 * NOTIFY) and every other link of the account, bound to the old password, opens nothing. The
 * audit row names the account as its actor. The user then signs in with the new password.
 */
export async function resetPassword(
  opts: Command<{ userStates: UserStateCache; form: ResetPasswordRequest }>,
): Promise<void> {
  const { db, ctx, form } = opts;
  checkNewPassword({ password: form.password, field: 'password' });
  // Checked before the slow hash, so a dead link costs no hashing; checked again under the lock.
  await findReset(db, form.token, ctx.clock.now());
  const passwordHash = await hashPassword(form.password);
  const userId = await db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const reset = await findReset(tx, form.token, now, true);
    await tx.update(passwordResets).set({ used_at: now }).where(eq(passwordResets.id, reset.resetId));
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        mustChangePassword: false,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updated_at: now,
      })
      .where(eq(users.id, reset.userId))
      .returning({ id: users.id, enterprise_id: users.enterpriseId });
    await notifyUserChanged(tx, reset.userId);
    await writeAudit(tx, ctx, {
      action: 'auth.password-reset',
      entity: 'user',
      entityId: reset.userId,
      actor: user!,
      payload: { reset_id: reset.resetId },
    });
    return reset.userId;
  });
  opts.userStates.invalidate(userId);
}
