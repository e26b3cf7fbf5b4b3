import { randomUUID } from 'node:crypto';
import { createDecoder, createSigner, createVerifier } from 'fast-jwt';
import { AppError } from '../http/app-error.ts';
import type { ProviderTokens } from '../oidc/access-tokens.ts';
import type { UserState, UserStateCache } from './user-state.ts';

export interface Claims {
  sub: string;
  /** Absent only from an external provider's access tokens, which know no token version. */
  ver?: number;
  exp: number;
  /** Names the token so a sign-out can end it alone; tokens from before it have none. */
  jti?: string;
}

export interface IssuedToken {
  token: string;
  expires_at: string;
}

type Signer = (payload: Record<string, unknown>) => string;
type Verifier = (token: string) => Claims;

const decode = createDecoder() as (token: string) => Claims;

/** How many verified tokens are remembered (a few hundred bytes each). */
const VERIFIED_TOKENS = 1000;

/**
 * Bearer tokens: HS256 only, with `exp`, carrying the user's token version (a password change or
 * deactivation ends all of them) and an id (`jti`: a sign-out ends that one).
 * The secret may live in the database, which main.ts migrates after building the app: it is
 * loaded when the app gets ready (`useSecret`), before the first request.
 */
export class TokenService {
  private signer: Signer | undefined;
  private verifier: Verifier | undefined;
  private provider: ProviderTokens | undefined;
  /**
   * Tokens whose signature was checked, with their claims: a client sends the same token with
   * every request, and the HMAC and the decoding cost as much as the rest of a small request.
   * Keyed by the token itself (a hit needs the very string that was verified; fast-jwt's own
   * cache hashes each token with SHA-256 first, nearly as dear), expiry checked on each hit.
   * Revocation is not here: the user's state is checked on every request (authenticate).
   */
  private readonly verified = new Map<string, Claims>();
  /** The first segment of every session token and its dot: what fast-jwt writes for HS256. */
  private sessionHeader = '';

  constructor(
    private readonly userStates: UserStateCache,
    private readonly ttlSeconds: number,
  ) {}

  useSecret(secret: string): void {
    this.signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: this.ttlSeconds * 1000 });
    this.verifier = createVerifier({
      key: secret,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
    }) as Verifier;
    this.verified.clear();
    this.sessionHeader = `${this.signer({}).split('.', 1)[0]}.`;
  }

  /** Also accept the OpenID provider's access tokens (platform/oidc). */
  useProvider(provider: ProviderTokens): void {
    this.provider = provider;
  }

  issue(user: { id: number; token_version: number }): IssuedToken {
    if (!this.signer) throw new Error('the token signing secret is not loaded yet');
    const token = this.signer({ sub: String(user.id), ver: user.token_version, jti: randomUUID() });
    const { exp } = decode(token);
    return { token, expires_at: new Date(exp * 1000).toISOString() };
  }

  /** The claims of a good token (signature, algorithm, expiry), or 401. */
  claims(token: string): Claims {
    const known = this.verified.get(token);
    if (known && known.exp * 1000 > Date.now()) return known;
    if (!this.verifier) throw new Error('the token signing secret is not loaded yet');
    let claims: Claims;
    try {
      claims = Object.freeze(this.verifier(token));
    } catch (err) {
      throw new AppError('TOKEN_INVALID', { cause: err });
    }
    // The oldest entry makes room: a Map keeps its insertion order.
    if (this.verified.size >= VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, claims);
    return claims;
  }

  /**
   * The claims of a session token (HS256, with a token version), or 401; undefined for what
   * may be the provider's access token (any other algorithm). Our own header is recognised by
   * its text, so the common case decodes no header.
   */
  private sessionClaims(token: string): Claims | undefined {
    if (this.provider && !token.startsWith(this.sessionHeader) && algorithmOf(token) !== 'HS256')
      return undefined;
    const claims = this.claims(token);
    if (typeof claims.ver !== 'number') throw new AppError('TOKEN_INVALID');
    return claims;
  }

  /** The claims of the provider's access token, verified against the provider's keys, or 401. */
  private async providerClaims(token: string): Promise<Claims> {
    const found = await this.provider?.verify(token);
    if (!found) throw new AppError('TOKEN_INVALID');
    return { sub: String(found.userId), ver: found.ver, exp: found.exp, jti: found.jti };
  }

  /**
   * The claims of a session token (HS256) or of the provider's access token (any other
   * algorithm, verified against the provider's keys), or 401.
   */
  async claimsOf(token: string): Promise<Claims> {
    return this.sessionClaims(token) ?? this.providerClaims(token);
  }

  /**
   * The signed-in user of a bearer token, or 401 for a bad, expired or revoked one. Answered
   * synchronously for a session token whose user is cached (every request but the first of a
   * user in each TTL): the access hook then costs no promise. A 401 may be thrown, not rejected.
   */
  authenticate(token: string): UserState | Promise<UserState> {
    const session = this.sessionClaims(token);
    if (!session) return this.providerClaims(token).then((claims) => this.stateOf(claims));
    const cached = this.userStates.cached(userIdOf(session));
    return cached === undefined ? this.stateOf(session) : checkState(session, cached);
  }

  private async stateOf(claims: Claims): Promise<UserState> {
    return checkState(claims, await this.userStates.get(userIdOf(claims)));
  }
}

function userIdOf(claims: Claims): number {
  const id = Number(claims.sub);
  if (!Number.isInteger(id)) throw new AppError('TOKEN_INVALID');
  return id;
}

/** The user of good claims if the token is still theirs: active, same token version, not signed out. */
function checkState(claims: Claims, state: UserState | null): UserState {
  if (!state?.active || (claims.ver !== undefined && state.token_version !== claims.ver))
    throw new AppError('TOKEN_INVALID');
  if (claims.jti !== undefined && state.revoked_jtis.includes(claims.jti))
    throw new AppError('TOKEN_INVALID');
  return state;
}

/** The `alg` of a JWT's header, or undefined for anything that is not one. */
function algorithmOf(token: string): string | undefined {
  try {
    const header = JSON.parse(Buffer.from(token.split('.', 1)[0] ?? '', 'base64url').toString('utf8'));
    return typeof header?.alg === 'string' ? header.alg : undefined;
  } catch {
    return undefined;
  }
}
