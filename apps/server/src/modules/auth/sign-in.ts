import type { LoginRequest, LoginResponse } from '@arflow/domain/api/auth';
import { eq, or, sql } from 'drizzle-orm';
import { burnPasswordCheck, verifyPassword } from '../../platform/auth/password.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { sessionUserFields } from '../users/session-user.ts';
import { users } from '../users/users.tables.ts';

/**
 * Sign in with username or e-mail. Every failure (unknown user, wrong password, deactivated
 * user or company) answers the same 401, so the answer does not reveal which accounts exist.
 */
export async function signIn(opts: {
  db: DbOrTx;
  tokens: TokenService;
  credentials: LoginRequest;
}): Promise<LoginResponse> {
  const { db, tokens, credentials } = opts;
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
  if (!found) {
    await burnPasswordCheck(credentials.password);
    throw new AppError('WRONG_CREDENTIALS');
  }
  const ok = await verifyPassword(found.password_hash, credentials.password);
  if (!ok || !found.active || !found.enterprise_active) throw new AppError('WRONG_CREDENTIALS');
  const { password_hash: _h, token_version, active: _a, enterprise_active: _e, ...user } = found;
  return { ...tokens.issue({ id: user.id, token_version }), user };
}
