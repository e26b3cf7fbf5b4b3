import type { ChangePasswordRequest, LoginResponse } from '@arflow/domain/api/auth';
import { ERRORS } from '@arflow/domain/errors';
import { eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import { checkNewPassword } from '../../platform/auth/password-policy.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import { notifyUserChanged, type UserStateCache } from '../../platform/auth/user-state.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { getSessionUser } from './session-user.ts';
import { users } from './users.tables.ts';

/**
 * Change one's own password; older tokens stop working and a new one is returned. Also the way
 * out of a one-time password (must_change_password).
 */
export async function changePassword(
  opts: Command<{ tokens: TokenService; userStates: UserStateCache; form: ChangePasswordRequest }>,
): Promise<LoginResponse> {
  const { db, ctx, form } = opts;
  const actor = requireActor(ctx);
  const [current] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, actor.id));
  if (!current || !(await verifyPassword(current.hash, form.old_password))) {
    throw new AppError('OLD_PASSWORD_INCORRECT', {
      fields: { old_password: [ERRORS.OLD_PASSWORD_INCORRECT.text] },
    });
  }
  // The old password was just verified: it is the current one.
  checkNewPassword({ password: form.new_password, current: form.old_password, field: 'new_password' });
  const passwordHash = await hashPassword(form.new_password);
  const version = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        passwordHash,
        mustChangePassword: false,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updated_at: ctx.clock.now(),
      })
      .where(eq(users.id, actor.id))
      .returning({ tokenVersion: users.tokenVersion });
    await notifyUserChanged(tx, actor.id);
    await writeAudit(tx, ctx, {
      action: 'user.change-password',
      entity: 'user',
      entityId: actor.id,
      payload: form,
    });
    return row!.tokenVersion;
  });
  opts.userStates.invalidate(actor.id);
  const user = await getSessionUser({ db, id: actor.id });
  return { ...opts.tokens.issue({ id: actor.id, token_version: version }), user };
}
