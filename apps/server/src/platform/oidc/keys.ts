import { desc, sql } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client.ts';
import { oidcKeys } from './oidc.tables.ts';

/** The signing keys published at once: the one that signs and the one before it. */
const PUBLISHED = 2;

/**
 * The provider's signing keys, newest first: a new one is made when there is none or the newest
 * is older than `rotationDays`. The previous key stays in the JWKS, so tokens it signed still
 * verify until they expire (a rotation signs nobody out). Instances starting together take an
 * advisory lock, so one of them rotates and the others read its key.
 */
export async function signingKeys(db: Db, rotationDays: number): Promise<JWK[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('oidc_keys'))`);
    const [newest] = await tx
      .select({ created_at: oidcKeys.created_at })
      .from(oidcKeys)
      .orderBy(desc(oidcKeys.created_at))
      .limit(1);
    if (!newest || Date.now() - newest.created_at.getTime() >= rotationDays * 86_400_000) {
      await tx.insert(oidcKeys).values(await newKey());
    }
    const rows = await tx
      .select({ jwk: oidcKeys.jwk })
      .from(oidcKeys)
      .orderBy(desc(oidcKeys.created_at))
      .limit(PUBLISHED);
    return rows.map((r) => r.jwk as JWK);
  });
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
