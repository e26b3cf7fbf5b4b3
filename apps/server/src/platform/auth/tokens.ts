import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error.ts';
import type { UserState, UserStateCache } from './user-state.ts';

interface Claims {
  sub: string;
  ver: number;
  exp: number;
}

export interface IssuedToken {
  token: string;
  expires_at: string;
}

/** Bearer tokens: HS256 only, with `exp`, carrying the user's token version for revocation. */
export class TokenService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly userStates: UserStateCache,
  ) {}

  issue(user: { id: number; token_version: number }): IssuedToken {
    const token = this.app.jwt.sign({ sub: String(user.id), ver: user.token_version });
    const { exp } = this.app.jwt.decode<Claims>(token) as Claims;
    return { token, expires_at: new Date(exp * 1000).toISOString() };
  }

  /** The signed-in user of a bearer token, or 401 for a bad, expired or revoked one. */
  async authenticate(token: string): Promise<UserState> {
    let claims: Claims;
    try {
      claims = this.app.jwt.verify<Claims>(token);
    } catch (err) {
      throw new AppError('TOKEN_INVALID', { cause: err });
    }
    const id = Number(claims.sub);
    if (!Number.isInteger(id) || typeof claims.ver !== 'number') throw new AppError('TOKEN_INVALID');
    const state = await this.userStates.get(id);
    if (!state?.active || state.token_version !== claims.ver) throw new AppError('TOKEN_INVALID');
    return state;
  }
}
