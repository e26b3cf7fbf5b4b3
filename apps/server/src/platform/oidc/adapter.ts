import { and, eq, lt, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db, DbOrTx } from '../db/client.ts';
import type { DailyStep } from '../jobs/daily-steps.ts';
import { oidcModels } from './oidc.tables.ts';

/**
 * oidc-provider's storage in PostgreSQL: one row per model and id. Expired rows are read as
 * missing and swept by `sweepExpired`; the provider itself decides what a consumed code means.
 */
export function pgAdapterFactory(db: Db): (model: string) => Adapter {
  return (model) => new PgAdapter(db, model);
}

class PgAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly model: string,
  ) {}

  private key(id: string) {
    return and(eq(oidcModels.model, this.model), eq(oidcModels.id, id));
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const row = {
      payload: payload as Record<string, unknown>,
      grant_id: payload.grantId ?? null,
      uid: payload.uid ?? null,
      user_code: payload.userCode ?? null,
      expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.db
      .insert(oidcModels)
      .values({ model: this.model, id, ...row })
      .onConflictDoUpdate({ target: [oidcModels.model, oidcModels.id], set: row });
  }

  private async findWhere(where: ReturnType<typeof and>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcModels.payload, consumed_at: oidcModels.consumed_at })
      .from(oidcModels)
      .where(and(where, sql`(${oidcModels.expires_at} IS NULL OR ${oidcModels.expires_at} > now())`))
      .limit(1);
    if (!row) return undefined;
    const consumed = row.consumed_at ? { consumed: Math.floor(row.consumed_at.getTime() / 1000) } : {};
    return { ...(row.payload as AdapterPayload), ...consumed };
  }

  find(id: string) {
    return this.findWhere(this.key(id));
  }

  findByUid(uid: string) {
    return this.findWhere(and(eq(oidcModels.model, this.model), eq(oidcModels.uid, uid)));
  }

  findByUserCode(userCode: string) {
    return this.findWhere(and(eq(oidcModels.model, this.model), eq(oidcModels.user_code, userCode)));
  }

  async consume(id: string): Promise<void> {
    await this.db.update(oidcModels).set({ consumed_at: sql`now()` }).where(this.key(id));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcModels).where(this.key(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(oidcModels).where(eq(oidcModels.grant_id, grantId));
  }
}

/**
 * Delete the provider's rows past their expiry (sessions, interactions, codes, grants, tokens),
 * which it reads as missing already; answers how many went. The database's clock, as `upsert`'s
 * expiries are real time, whatever business date the daily close is closing.
 */
export async function sweepExpired(db: DbOrTx): Promise<number> {
  const gone = await db.delete(oidcModels).where(lt(oidcModels.expires_at, sql`now()`));
  return gone.rowCount ?? 0;
}

/** The daily close's step that sweeps the provider's spent rows. */
export const sweepProviderStep: DailyStep = {
  name: 'oidc-sweep',
  async run({ tx, log }) {
    const swept = await sweepExpired(tx);
    if (swept > 0) log.info({ swept }, "the OpenID provider's expired rows deleted");
  },
};
