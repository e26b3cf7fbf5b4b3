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
      cache: true,
    }) as Verifier;
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
    if (!this.verifier) throw new Error('the token signing secret is not loaded yet');
    try {
      return this.verifier(token);
    } catch (err) {
      throw new AppError('TOKEN_INVALID', { cause: err });
    }
  }

  /**
   * The claims of a session token (HS256) or of the provider's access token (any other
   * algorithm, verified against the provider's keys), or 401.
   */
  async claimsOf(token: string): Promise<Claims> {
    if (!this.provider || algorithmOf(token) === 'HS256') {
      const claims = this.claims(token);
      if (typeof claims.ver !== 'number') throw new AppError('TOKEN_INVALID');
      return claims;
    }
    const found = await this.provider.verify(token);
    if (!found) throw new AppError('TOKEN_INVALID');
    return { sub: String(found.userId), ver: found.ver, exp: found.exp, jti: found.jti };
  }

  /** The signed-in user of a bearer token, or 401 for a bad, expired or revoked one. */
  async authenticate(token: string): Promise<UserState> {
    const claims = await this.claimsOf(token);
    const id = Number(claims.sub);
    if (!Number.isInteger(id)) throw new AppError('TOKEN_INVALID');
    const state = await this.userStates.get(id);
    if (!state?.active || (claims.ver !== undefined && state.token_version !== claims.ver))
      throw new AppError('TOKEN_INVALID');
    if (claims.jti !== undefined && state.revoked_jtis.includes(claims.jti))
      throw new AppError('TOKEN_INVALID');
    return state;
  }
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
