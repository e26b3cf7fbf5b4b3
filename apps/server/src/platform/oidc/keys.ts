import { desc, notInArray, sql } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db, DbOrTx, Tx } from '../db/client.ts';
import { oidcKeys } from './oidc.tables.ts';

/** The signing keys kept and published at once: the one that signs and the one before it. */
const PUBLISHED = 2;

/** Told at commit when the keys change: every instance signs with the new key and reads the JWKS again. */
export const OIDC_KEYS_CHANNEL = 'arflow_oidc_keys';

const LOCK = sql`SELECT pg_advisory_xact_lock(hashtext('oidc_keys'))`;

/** The provider's signing keys (private JWKs), newest first: the first signs, the others still verify. */
export async function signingKeys(db: DbOrTx): Promise<JWK[]> {
  const rows = await db
    .select({ jwk: oidcKeys.jwk })
    .from(oidcKeys)
    .orderBy(desc(oidcKeys.created_at))
    .limit(PUBLISHED);
  return rows.map((r) => r.jwk as JWK);
}

/**
 * At a start: a new key when there is none or the newest is older than `rotationDays`.
 * Instances starting together take the lock, so one of them rotates and the others read its key.
 */
export async function rotateIfDue(db: Db, rotationDays: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(LOCK);
    const [newest] = await tx
      .select({ created_at: oidcKeys.created_at })
      .from(oidcKeys)
      .orderBy(desc(oidcKeys.created_at))
      .limit(1);
    if (!newest || Date.now() - newest.created_at.getTime() >= rotationDays * 86_400_000) await rotate(tx);
  });
}

/**
 * A new signing key, now: the previous one stays published so the tokens it signed verify until
 * they expire (a rotation signs nobody out); older ones are dropped. Every instance hears of it
 * at commit (OIDC_KEYS_CHANNEL). `then` runs in the same transaction (its audit row). Answers
 * the new key's id.
 */
export async function rotateSigningKey(
  db: Db,
  then?: (tx: Tx, kid: string) => Promise<void>,
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(LOCK);
    const kid = await rotate(tx);
    await then?.(tx, kid);
    return kid;
  });
}

async function rotate(tx: DbOrTx): Promise<string> {
  const key = await newKey();
  await tx.insert(oidcKeys).values({ ...key, created_at: sql`clock_timestamp()` });
  const kept = (await signingKeys(tx)).map((k) => k.kid!);
  await tx.delete(oidcKeys).where(notInArray(oidcKeys.kid, kept));
  await tx.execute(sql`SELECT pg_notify(${OIDC_KEYS_CHANNEL}, ${key.kid})`);
  return key.kid;
}

async function newKey(): Promise<{ kid: string; jwk: Record<string, unknown> }> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { kid, jwk: { ...jwk, kid, alg: 'RS256', use: 'sig' } };
}

/** The public half of a private JWK, as the JWKS publishes it. */
export function publicJwk({ kty, n, e, kid, alg, use }: JWK): JWK {
  return { kty, n, e, kid, alg, use };
}
