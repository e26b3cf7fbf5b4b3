import type { LoginResponse, RegisterRequest } from '@arflow/domain/api/auth';
import { ERRORS } from '@arflow/domain/errors';
import { USER_WORKFLOW } from '@arflow/domain/workflows/user';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/password.ts';
import { checkNewPassword } from '../../platform/auth/password-policy.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import { notifyUserChanged, type UserStateCache } from '../../platform/auth/user-state.ts';
import type { Tx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { applyTransition } from '../../platform/db/transition.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Command, RequestContext } from '../../platform/http/context.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { getSessionUser } from '../users/session-user.ts';
import { userInvitations, users } from '../users/users.tables.ts';
import { findInvitation } from './find-invitation.ts';

const usernameTaken = () =>
  new AppError('USERNAME_DUPLICATED', { fields: { username: [ERRORS.USERNAME_DUPLICATED.text] } });

async function refuseTakenUsername(tx: Tx, name: string, userId: number): Promise<void> {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${name})`, ne(users.id, userId)))
    .limit(1);
  if (other) throw usernameTaken();
}

/**
 * POST /user/register: the invitee accepts their invitation. In one transaction, with the
 * invitation row locked: the token is checked again and consumed (a second registration with the
 * same token waits on the lock, then finds it used: exactly one wins), the member goes
 * INVITED → ACTIVATED through USER_WORKFLOW's `accept` (decided as the system, written as the
 * invitee: history + audit) with the chosen username, and the password is set. The answer signs
 * the new member in.
 */
export async function register(
  opts: Command<{ tokens: TokenService; userStates: UserStateCache; form: RegisterRequest }>,
): Promise<LoginResponse> {
  const { db, ctx, form } = opts;
  checkNewPassword({ password: form.password, field: 'password' });
  // Checked before the slow hash, so a dead link costs no hashing; checked again under the lock.
  await findInvitation(db, form.token, ctx.clock.now());
  const passwordHash = await hashPassword(form.password);
  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      const inv = await findInvitation(tx, form.token, ctx.clock.now(), true);
      await refuseTakenUsername(tx, form.username, inv.userId);
      const [invitee] = await tx
        .select({
          role_id: users.roleId,
          enterprise_id: users.enterpriseId,
          enterprise_code: enterprises.type,
          token_version: users.tokenVersion,
        })
        .from(users)
        .innerJoin(enterprises, eq(enterprises.id, users.enterpriseId))
        .where(eq(users.id, inv.userId));
      const asInvitee: RequestContext = {
        ...ctx,
        actor: {
          id: inv.userId,
          ...invitee!,
          active: false,
          must_change_password: false,
          revoked_jtis: [],
        },
      };
      await tx
        .update(userInvitations)
        .set({ used_at: ctx.clock.now() })
        .where(and(eq(userInvitations.id, inv.invitationId), isNull(userInvitations.used_at)));
      await applyTransition(tx, asInvitee, {
        table: users,
        workflow: USER_WORKFLOW,
        action: 'accept',
        asSystem: true,
        id: inv.userId,
        set: { username: form.username, active: true },
        payload: { username: form.username },
      });
      // Kept out of the transition's `set`, so the hash never reaches the history's changes.
      await tx
        .update(users)
        .set({ passwordHash, mustChangePassword: false, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, inv.userId));
      await notifyUserChanged(tx, inv.userId);
      return inv.userId;
    });
  } catch (err) {
    // Two invitees choosing one free username at once: the unique index decides.
    if (isUniqueViolation(err, 'users_username_uq')) throw usernameTaken();
    throw err;
  }
  opts.userStates.invalidate(userId);
  const [row] = await db
    .select({ token_version: users.tokenVersion })
    .from(users)
    .where(eq(users.id, userId));
  const user = await getSessionUser({ db, id: userId });
  return { ...opts.tokens.issue({ id: userId, token_version: row!.token_version }), user };
}
