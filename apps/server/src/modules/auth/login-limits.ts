import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import { RateLimiter, tooManyRequests } from '../../platform/rate-limit/limiter.ts';
import { signInAddresses } from './auth.tables.ts';

const WINDOW = 15 * 60;
/** An address the owner signed in from within this many days still counts as theirs. */
export const KNOWN_ADDRESS_DAYS = 90;
const knownSince = () => sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`;

/**
 * The three sign-in limits, counted in PostgreSQL so that every instance sees every attempt.
 * Each attempt is counted before the password is checked (concurrent guesses cannot slip
 * through) and given back when the sign-in succeeds, so the limits count failures:
 * - per address, over all usernames: one address cannot walk a list of accounts;
 * - per account and address: a user mistyping is slowed down on their own computer only;
 * - per account from every address, looser: a botnet cannot guess one account's password. It
 *   refuses only addresses the account has not signed in from (OWASP Authentication Cheat
 *   Sheet, "Account Lockout"): a stranger filling it from many addresses holds off those
 *   addresses, not the owner at their usual computer (docs/decisions.md).
 * An account is its id whether reached by username or e-mail; an unknown name counts under its
 * lower-cased text.
 */
export class LoginLimits {
  private readonly address: RateLimiter;
  private readonly accountAddress: RateLimiter;
  private readonly account: RateLimiter;

  constructor(
    private readonly db: Db,
    config: Config,
  ) {
    this.address = new RateLimiter(db, {
      name: 'login.address',
      max: config.loginAddressRateMax,
      windowSeconds: WINDOW,
    });
    this.accountAddress = new RateLimiter(db, {
      name: 'login.account-address',
      max: config.loginRateMax,
      windowSeconds: WINDOW,
    });
    this.account = new RateLimiter(db, {
      name: 'login.account',
      max: config.loginAccountRateMax,
      windowSeconds: WINDOW,
    });
  }

  /** Before the body is even parsed: the caller's address alone. */
  takeAddress(ip: string): Promise<void> {
    return this.address.take(ip);
  }

  /**
   * Once the account is known: the account from this address, and from every address. `userId`
   * is the account's user when it exists (an unknown name has no address of its own).
   */
  async takeAccount(account: string, ip: string, userId: number | undefined): Promise<void> {
    const [pair, all] = await Promise.all([
      this.accountAddress.hit(`${account}|${ip}`),
      this.account.hit(account),
    ]);
    if (!pair.allowed) throw tooManyRequests(pair);
    // Looked up only while the account is under attack: an ordinary sign-in costs no query.
    if (!all.allowed && !(userId !== undefined && (await this.isKnown(userId, ip)))) {
      throw tooManyRequests(all);
    }
  }

  /** A successful sign-in gives its attempts back, and makes the address one of the account's. */
  async succeeded(account: string, ip: string, userId: number): Promise<void> {
    await Promise.all([
      this.address.refund(ip),
      this.accountAddress.refund(`${account}|${ip}`),
      this.account.refund(account),
      this.remember(userId, ip),
    ]);
  }

  private async isKnown(userId: number, ip: string): Promise<boolean> {
    const rows = await this.db
      .select({ user_id: signInAddresses.user_id })
      .from(signInAddresses)
      .where(
        and(
          eq(signInAddresses.user_id, userId),
          eq(signInAddresses.address, ip),
          gt(signInAddresses.last_signed_in_at, knownSince()),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  private async remember(userId: number, ip: string): Promise<void> {
    await this.db
      .insert(signInAddresses)
      .values({ user_id: userId, address: ip })
      .onConflictDoUpdate({
        target: [signInAddresses.user_id, signInAddresses.address],
        set: { last_signed_in_at: sql`now()` },
      });
    // The account's addresses gone stale are forgotten as it signs in: the table stays small.
    await this.db
      .delete(signInAddresses)
      .where(and(eq(signInAddresses.user_id, userId), lt(signInAddresses.last_signed_in_at, knownSince())));
  }
}
