import type { EnterpriseCode } from '@arflow/domain/enterprises';
import type { Role } from '@arflow/domain/roles';
import type { SessionUser } from '@arflow/domain/session';
import { eq, sql } from 'drizzle-orm';
import { enterprises } from '../../modules/enterprises/enterprises.tables.ts';
import { sessionUserFields } from '../../modules/users/session-user.ts';
import { users } from '../../modules/users/users.tables.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import type { NoticeHandler } from '../db/notices.ts';
import { revokedTokens } from './revoked-tokens.tables.ts';

/** What every authenticated request needs to know of its user (and its revoked tokens), kept in memory. */
export interface UserState {
  id: number;
  role_id: Role;
  enterprise_code: EnterpriseCode;
  enterprise_id: number;
  token_version: number;
  active: boolean;
  /** Signed in with a one-time password: only the password change is open (access.ts). */
  must_change_password: boolean;
  /** `jti` of this user's tokens ended by a sign-out and not yet expired. */
  revoked_jtis: string[];
  /**
   * What GET /user/me answers, cached with the rest so that route costs no query either;
   * absent on actors built by code (demo steps, jobs), never on a request's.
   */
  session?: SessionUser;
}

export const USER_STATE_CHANNEL = 'arflow_user_state';

/**
 * In-process cache of each user's token version, role, active flag and session user, so
 * checking a token (and answering /user/me) costs no database round trip. Triggers on `users`
 * and `enterprises` (migration user_state_notify) and `notifyUserChanged` (revoked tokens)
 * NOTIFY at commit every server instance, which drops the entry (a company's change drops its
 * users). A short TTL bounds staleness should a notification be lost (e.g. while reconnecting).
 */
export class UserStateCache {
  private readonly entries = new Map<number, { state: UserState | null; at: number }>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 30_000,
  ) {}

  /**
   * The cached state without waiting: undefined when it must be read (absent or past the TTL).
   * The access hook answers from it synchronously, which spares every request a promise.
   */
  cached(id: number): UserState | null | undefined {
    const hit = this.entries.get(id);
    return hit && Date.now() - hit.at < this.ttlMs ? hit.state : undefined;
  }

  async get(id: number): Promise<UserState | null> {
    const hit = this.cached(id);
    if (hit !== undefined) return hit;
    const [row] = await this.db
      .select({
        id: users.id,
        role_id: users.roleId,
        enterprise_code: enterprises.type,
        enterprise_id: users.enterpriseId,
        token_version: users.tokenVersion,
        active: users.active,
        must_change_password: users.mustChangePassword,
        revoked_jtis: sql<string[]>`array(
          SELECT ${revokedTokens.jti} FROM ${revokedTokens}
          WHERE ${revokedTokens.userId} = ${users.id} AND ${revokedTokens.expiresAt} > now())`,
        enterprise_active: enterprises.active,
        session: sessionUserFields,
      })
      .from(users)
      .innerJoin(enterprises, eq(enterprises.id, users.enterpriseId))
      .where(eq(users.id, id));
    const state = row ? { ...row, active: row.active && row.enterprise_active } : null;
    this.entries.set(id, { state, at: Date.now() });
    return state;
  }

  invalidate(id?: number): void {
    if (id === undefined) this.entries.clear();
    else this.entries.delete(id);
  }

  /** Drop every cached user of a company (its name, type, kind or status changed). */
  invalidateCompany(enterpriseId: number): void {
    for (const [id, entry] of this.entries)
      if (entry.state?.enterprise_id === enterpriseId) this.entries.delete(id);
  }

  /** A notice names a user ('42') or a company ('e7'); anything else drops everything. */
  private onNotice(payload: string): void {
    const company = payload.startsWith('e');
    const id = Number(company ? payload.slice(1) : payload);
    if (payload === '' || !Number.isInteger(id)) this.invalidate();
    else if (company) this.invalidateCompany(id);
    else this.invalidate(id);
  }

  /** What the user-state channel's notices do (platform/db/notices.ts). */
  readonly notices: NoticeHandler = {
    notice: (payload) => this.onNotice(payload),
    // Changes made while not listening were missed.
    missed: () => this.invalidate(),
  };
}

/** Tell every instance (at commit) that a user's token version, role or status changed. */
export async function notifyUserChanged(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${USER_STATE_CHANNEL}, ${String(userId)})`);
}
