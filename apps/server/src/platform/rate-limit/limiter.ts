import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';

export interface LimitOptions {
  /** Names the limit; keys of different limits never meet. */
  name: string;
  /** Requests allowed per key in one window. */
  max: number;
  windowSeconds: number;
}

export interface Hit {
  count: number;
  /** Seconds until the window closes. */
  retryAfter: number;
  allowed: boolean;
}

/** The 429 of a hit over its limit, telling the client when the window closes. */
export function tooManyRequests(hit: Hit): AppError {
  return new AppError('TOO_MANY_REQUESTS', { headers: { 'retry-after': String(hit.retryAfter) } });
}

/** Rows of windows closed this long ago are deleted now and then. */
const PURGE_AFTER = '1 hour';
const PURGE_EVERY = 500;

/**
 * A fixed-window counter kept in PostgreSQL (table rate_limits), so every server instance on
 * the database counts the same attempts; one atomic INSERT … ON CONFLICT DO UPDATE … RETURNING
 * per hit, so concurrent requests cannot all slip under the limit. The window's clock is the
 * database's, which all instances share.
 */
export class RateLimiter {
  private hits = 0;

  constructor(
    private readonly db: DbOrTx,
    readonly options: LimitOptions,
  ) {}

  private key(key: string): string {
    return `${this.options.name}:${key}`;
  }

  /** Count one request of `key`; `allowed` is false once the window holds more than `max`. */
  async hit(key: string): Promise<Hit> {
    const { windowSeconds, max } = this.options;
    const { rows } = await this.db.execute<{ count: number; retry_after: number }>(sql`
      INSERT INTO rate_limits AS r (key, count, reset_at)
      VALUES (${this.key(key)}, 1, now() + make_interval(secs => ${windowSeconds}))
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.count + 1 END,
        reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
      RETURNING count, ceil(extract(epoch FROM reset_at - now()))::int AS retry_after`);
    if (++this.hits % PURGE_EVERY === 0) await this.purge();
    const row = rows[0]!;
    const count = Number(row.count);
    return { count, retryAfter: Math.max(1, Number(row.retry_after)), allowed: count <= max };
  }

  /** Give back one hit (e.g. a successful sign-in), so the limit counts failures only. */
  async refund(key: string): Promise<void> {
    await this.db.execute(sql`
      UPDATE rate_limits SET count = greatest(count - 1, 0)
      WHERE key = ${this.key(key)} AND reset_at > now()`);
  }

  /** Count one request of `key`, or refuse it with 429 and Retry-After when over the limit. */
  async take(key: string): Promise<void> {
    const hit = await this.hit(key);
    if (!hit.allowed) throw tooManyRequests(hit);
  }

  private async purge(): Promise<void> {
    await this.db.execute(sql`DELETE FROM rate_limits WHERE reset_at < now() - ${PURGE_AFTER}::interval`);
  }
}
