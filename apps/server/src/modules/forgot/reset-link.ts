import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { users } from '../users/users.tables.ts';
import { passwordResets } from './forgot.tables.ts';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** What is stored of a link's token: a leaked table opens no account. */
export const hashResetToken = sha256;

/** What binds a link to the password it was issued under (a digest: the hash itself stays in users). */
export const passwordMark = (passwordHash: string) => sha256(`reset:${passwordHash}`);

export interface OpenReset {
  resetId: number;
  userId: number;
  username: string;
  email: string;
  expiresAt: Date;
}

/**
 * The reset link a token opens, or RESET_LINK_INVALID for every reason it opens nothing: no such
 * token, already used, past its time, issued under a password since changed, or an account that
 * is not active (deactivated, an invitee who never registered, or of a company switched off). `lock` takes the link's row
 * FOR UPDATE, so two resets with one token run one at a time and the second finds it used.
 */
export async function findReset(db: DbOrTx, token: string, now: Date, lock = false): Promise<OpenReset> {
  const byToken = eq(passwordResets.token_hash, hashResetToken(token));
  if (lock) await db.select({ id: passwordResets.id }).from(passwordResets).where(byToken).for('update');
  const [row] = await db
    .select({
      resetId: passwordResets.id,
      usedAt: passwordResets.used_at,
      expiresAt: passwordResets.expires_at,
      mark: passwordResets.password_mark,
      userId: users.id,
      username: users.username,
      email: users.email,
      passwordHash: users.passwordHash,
    })
    .from(passwordResets)
    .innerJoin(users, and(eq(users.id, passwordResets.user_id), eq(users.active, true)))
    .innerJoin(enterprises, and(eq(enterprises.id, users.enterpriseId), eq(enterprises.active, true)))
    .where(byToken);
  if (
    !row ||
    row.usedAt ||
    row.expiresAt.getTime() <= now.getTime() ||
    row.mark !== passwordMark(row.passwordHash)
  ) {
    throw new AppError('RESET_LINK_INVALID');
  }
  return {
    resetId: row.resetId,
    userId: row.userId,
    username: row.username,
    email: row.email,
    expiresAt: row.expiresAt,
  };
}
