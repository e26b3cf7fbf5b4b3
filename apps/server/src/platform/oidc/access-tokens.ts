import { or, sql } from 'drizzle-orm';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import type { OidcConfig } from '../../config.ts';
import { users } from '../../modules/users/users.tables.ts';
import type { Db } from '../db/client.ts';

/** What the API needs of a provider's access token (platform/auth/tokens.ts turns it into a user). */
export interface ProviderClaims {
  userId: number;
  exp: number;
  jti?: string;
  /** The embedded provider's tokens carry the account's token version; an external one's do not. */
  ver?: number;
}

type KeySet = Parameters<typeof jwtVerify>[1];

/** Asymmetric only: an HS256 token is a session token (tokens.ts), never the provider's. */
const ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];
/** How long a claim value → account lookup is kept (accounts are renamed rarely). */
const ACCOUNT_CACHE_MS = 60_000;

/**
 * Verifies the provider's access tokens (JWT): signature against its JWKS, issuer, audience (an
 * ID token, whose audience is the client, is refused), expiry; then maps the configured claim
 * to an account by username or e-mail.
 */
export class ProviderTokens {
  private readonly accounts = new Map<string, { id: number | null; at: number }>();

  constructor(
    private readonly db: Db,
    private readonly config: OidcConfig,
    private readonly keySet: KeySet,
  ) {}

  async verify(token: string): Promise<ProviderClaims | null> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.keySet, {
        issuer: this.config.issuer,
        audience: this.config.audience,
        algorithms: ALGORITHMS,
        requiredClaims: ['exp'],
      }));
    } catch {
      return null;
    }
    const login = payload[this.config.userClaim];
    if (typeof login !== 'string' || login === '' || payload.exp === undefined) return null;
    const userId = await this.account(login.toLowerCase());
    if (userId === null) return null;
    return {
      userId,
      exp: payload.exp,
      jti: payload.jti,
      ver: this.config.embedded && typeof payload.ver === 'number' ? payload.ver : undefined,
    };
  }

  private async account(login: string): Promise<number | null> {
    const hit = this.accounts.get(login);
    if (hit && Date.now() - hit.at < ACCOUNT_CACHE_MS) return hit.id;
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(or(sql`lower(${users.username}) = ${login}`, sql`lower(${users.email}) = ${login}`))
      .limit(1);
    const id = row?.id ?? null;
    this.accounts.set(login, { id, at: Date.now() });
    return id;
  }
}

/** The embedded provider's public keys; `forget` drops them (the keys changed: OIDC_KEYS_CHANNEL). */
export type EmbeddedKeySet = JWTVerifyGetKey & { forget(): void };

/**
 * The embedded provider's public keys, read again when they changed or when a token names a key
 * not seen yet (a rotation whose notice has not arrived), at most every 30 seconds then, so
 * tokens naming made-up keys cannot make every request read the database.
 */
export function embeddedKeySet(load: () => Promise<JWK[]>): EmbeddedKeySet {
  let keys: ReturnType<typeof createLocalJWKSet> | undefined;
  let loadedAt = 0;
  const reload = async () => {
    keys = createLocalJWKSet({ keys: await load() });
    loadedAt = Date.now();
  };
  const keySet: JWTVerifyGetKey = async (header, input) => {
    if (!keys) await reload();
    try {
      return await keys!(header, input);
    } catch (err) {
      if (Date.now() - loadedAt < 30_000) throw err;
      await reload();
      return keys!(header, input);
    }
  };
  return Object.assign(keySet, {
    forget: () => {
      keys = undefined;
    },
  });
}

/** An external provider's keys, found through its discovery document, fetched and cached by jose. */
export function remoteKeySet(issuer: string): KeySet {
  let keys: ReturnType<typeof createRemoteJWKSet> | undefined;
  return async (header, input) => {
    if (!keys) {
      const res = await fetch(`${issuer}/.well-known/openid-configuration`);
      if (!res.ok) throw new Error(`OIDC discovery of ${issuer} answered ${res.status}`);
      const { jwks_uri } = (await res.json()) as { jwks_uri: string };
      keys = createRemoteJWKSet(new URL(jwks_uri));
    }
    return keys(header, input);
  };
}
