import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { pickFields } from '../../platform/db/rows.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { hashInvitation } from '../members/invitation.ts';
import { userInvitations, users } from '../users/users.tables.ts';

export interface OpenInvitation {
  invitationId: number;
  userId: number;
  username: string;
  email: string;
  fullName: string;
  companyName: string;
  expiresAt: Date;
}

/**
 * The invitation a link's token opens, or the catalogued reason it opens nothing:
 * - INVITATION_INVALID: no such token, a link replaced by a newer one, an invitation withdrawn
 *   (member deactivated) or a company switched off — one answer, so a guessed token learns nothing;
 * - ACCOUNT_IN_USE: the token was used to register (the member is ACTIVATED): the holder of the
 *   link learns only that their own account exists, which the link already told them;
 * - INVITATION_EXPIRED: past its 72 hours (a new link is asked of the company's admin).
 * `lock` takes the invitation row FOR UPDATE, so registrations with one token run one at a time.
 */
export async function findInvitation(
  db: DbOrTx,
  token: string,
  now: Date,
  lock = false,
): Promise<OpenInvitation> {
  const query = db
    .select({
      invitationId: userInvitations.id,
      usedAt: userInvitations.used_at,
      expiresAt: userInvitations.expires_at,
      userId: users.id,
      ...pickFields(users, ['username', 'email', 'fullName', 'status']),
      companyName: enterprises.name,
      companyActive: enterprises.active,
    })
    .from(userInvitations)
    .innerJoin(users, eq(users.id, userInvitations.user_id))
    .innerJoin(enterprises, eq(enterprises.id, users.enterpriseId))
    .where(eq(userInvitations.token_hash, hashInvitation(token)));
  if (lock) {
    // Lock the invitation row alone, then read it with its joins in a fresh statement: a locking
    // read with joins that waited for another registration re-checks the joined user row as it
    // was and drops the row (a 404 for the loser instead of ACCOUNT_IN_USE).
    await db
      .select({ id: userInvitations.id })
      .from(userInvitations)
      .where(eq(userInvitations.token_hash, hashInvitation(token)))
      .for('update');
  }
  const [row] = await query;
  if (!row) throw new AppError('INVITATION_INVALID');
  if (row.usedAt) {
    // A used link of a member who joined; any other ended link (replaced, withdrawn) is invalid.
    throw new AppError(row.status === 'ACTIVATED' ? 'ACCOUNT_IN_USE' : 'INVITATION_INVALID');
  }
  if (row.status !== 'INVITED' || !row.companyActive) throw new AppError('INVITATION_INVALID');
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('INVITATION_EXPIRED');
  const { usedAt: _u, status: _s, companyActive: _c, ...open } = row;
  return open;
}
