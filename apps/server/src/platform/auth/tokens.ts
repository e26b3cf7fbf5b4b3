import { randomUUID } from 'node:crypto';
import { createDecoder, createSigner, createVerifier } from 'fast-jwt';
import { AppError } from '../http/app-error.ts';
import type { UserState, UserStateCache } from './user-state.ts';

export interface Claims {
  sub: string;
  ver: number;
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

  /** The signed-in user of a bearer token, or 401 for a bad, expired or revoked one. */
  async authenticate(token: string): Promise<UserState> {
    const claims = this.claims(token);
    const id = Number(claims.sub);
    if (!Number.isInteger(id) || typeof claims.ver !== 'number') throw new AppError('TOKEN_INVALID');
    const state = await this.userStates.get(id);
    if (!state?.active || state.token_version !== claims.ver) throw new AppError('TOKEN_INVALID');
    if (claims.jti !== undefined && state.revoked_jtis.includes(claims.jti))
      throw new AppError('TOKEN_INVALID');
    return state;
  }
}
