import type { LoginRequest, LoginResponse } from '@arflow/domain/api/auth';
import { eq, or, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import { burnPasswordCheck, verifyPassword } from '../../platform/auth/password.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Command } from '../../platform/http/context.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { sessionUserFields } from '../users/session-user.ts';
import { users } from '../users/users.tables.ts';
import type { LoginLimits } from './login-limits.ts';

type Failure = 'unknown_account' | 'wrong_password' | 'inactive';

/**
 * Sign in with username or e-mail. Every failure (unknown user, wrong password, deactivated
 * user or company) answers the same 401, so the answer does not reveal which accounts exist;
 * the audit log keeps the reason. The account's attempts are counted before the password is
 * checked and given back on success (login-limits.ts).
 */
export async function signIn(
  opts: Command<{ tokens: TokenService; limits: LoginLimits; credentials: LoginRequest }>,
): Promise<LoginResponse> {
  const { token_version, ...user } = await checkCredentials(opts);
  return { ...opts.tokens.issue({ id: user.id, token_version }), user };
}

/**
 * The account these credentials sign in, with the limits, lock-out and audit of a sign-in:
 * the password form and the OpenID provider's sign-in page (platform/oidc) both go through it.
 */
export async function checkCredentials(
  opts: Command<{ limits: LoginLimits; credentials: LoginRequest }>,
): Promise<LoginResponse['user'] & { token_version: number }> {
  const { db, ctx, limits, credentials } = opts;
  const login = credentials.username.toLowerCase();
  const [found] = await db
    .select({
      ...sessionUserFields,
      password_hash: users.passwordHash,
      token_version: users.tokenVersion,
      active: users.active,
      enterprise_active: enterprises.active,
    })
    .from(users)
    .innerJoin(enterprises, eq(enterprises.id, users.enterpriseId))
    .where(or(sql`lower(${users.username}) = ${login}`, sql`lower(${users.email}) = ${login}`))
    .limit(1);
  const account = found ? `id:${found.id}` : `name:${login}`;
  await limits.takeAccount(account, ctx.ip, found?.id);

  const fail = async (reason: Failure): Promise<never> => {
    await writeAudit(db, ctx, {
      action: 'auth.login-failed',
      entity: 'user',
      entityId: found?.id ?? null,
      payload: { username: credentials.username, reason },
    });
    throw new AppError('WRONG_CREDENTIALS');
  };
  if (!found) {
    await burnPasswordCheck(credentials.password);
    return fail('unknown_account');
  }
  if (!(await verifyPassword(found.password_hash, credentials.password))) return fail('wrong_password');
  if (!found.active || !found.enterprise_active) return fail('inactive');

  const { password_hash: _h, token_version, active: _a, enterprise_active: _e, ...user } = found;
  await writeAudit(db, ctx, {
    action: 'auth.login',
    entity: 'user',
    entityId: user.id,
    actor: { id: user.id, enterprise_id: user.ent_id },
  });
  await limits.succeeded(account, ctx.ip, user.id);
  return { ...user, token_version };
}
