import type { SessionUser } from '@arflow/domain/session';
import { eq } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { users } from './users.tables.ts';

/** Fields of the signed-in user as spec §3 names them. */
export const sessionUserFields = {
  id: users.id,
  username: users.username,
  email: users.email,
  full_name: users.fullName,
  position: users.position,
  tel_num: users.telNum,
  role_id: users.roleId,
  enterprise_code: enterprises.type,
  ent_id: users.enterpriseId,
  enterprise_name: enterprises.name,
  partner_kind: enterprises.partner_kind,
  allow_sign: users.allowSign,
  must_change_password: users.mustChangePassword,
};

export async function getSessionUser(opts: { db: DbOrTx; id: number }): Promise<SessionUser> {
  const [user] = await opts.db
    .select(sessionUserFields)
    .from(users)
    .innerJoin(enterprises, eq(enterprises.id, users.enterpriseId))
    .where(eq(users.id, opts.id));
  if (!user) throw new AppError('USER_NOT_FOUND');
  return user;
}

/**
 * The answer of /user/me and /auth/user for a request's actor: from the users' cache, where the
 * access hook just read it, without a promise (the handler then answers synchronously, the hot
 * path of issue 26's authenticated route); read from the database for an actor without it.
 */
export function actorSessionAnswer(
  db: DbOrTx,
  actor: UserState,
): { user: SessionUser } | Promise<{ user: SessionUser }> {
  if (actor.session) return { user: actor.session };
  return getSessionUser({ db, id: actor.id }).then((user) => ({ user }));
}
