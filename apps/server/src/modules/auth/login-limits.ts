import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import { RateLimiter } from '../../platform/rate-limit/limiter.ts';

const WINDOW = 15 * 60;

/**
 * The three sign-in limits, counted in PostgreSQL so that every instance sees every attempt.
 * Each attempt is counted before the password is checked (concurrent guesses cannot slip
 * through) and given back when the sign-in succeeds, so the limits count failures:
 * - per address, over all usernames: one address cannot walk a list of accounts;
 * - per account and address: a user mistyping is slowed down on their own computer only;
 * - per account from every address, looser: a botnet cannot guess one account's password,
 *   at the price that it can hold that account off for a window (docs/decisions.md).
 * An account is its id whether reached by username or e-mail; an unknown name counts under its
 * lower-cased text.
 */
export class LoginLimits {
  private readonly address: RateLimiter;
  private readonly accountAddress: RateLimiter;
  private readonly account: RateLimiter;

  constructor(db: Db, config: Config) {
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

  /** Once the account is known: the account from this address, and from every address. */
  async takeAccount(account: string, ip: string): Promise<void> {
    await Promise.all([this.accountAddress.take(`${account}|${ip}`), this.account.take(account)]);
  }

  /** A successful sign-in gives its attempts back. */
  async succeeded(account: string, ip: string): Promise<void> {
    await Promise.all([
      this.address.refund(ip),
      this.accountAddress.refund(`${account}|${ip}`),
      this.account.refund(account),
    ]);
  }
}
