import { loginRequest, loginResponse, userResponse } from '@arflow/domain/api/auth';
import { API_ACCESS } from '@arflow/domain/permissions';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { getSessionUser } from '../users/session-user.ts';
import { signIn } from './sign-in.ts';

const tags = ['auth'];

/**
 * Credentials are a few hundred bytes: anything much larger is refused (413) before it is parsed,
 * so nobody without an account can make the server parse and validate a 1 MiB body.
 */
export const LOGIN_BODY_LIMIT = 16 * 1024;

/** Rate-limit key of sign-in: IP and username together, so nobody can lock a user out from elsewhere. */
function loginKey(req: FastifyRequest): string {
  const body = req.body as { username?: unknown } | undefined;
  const name = typeof body?.username === 'string' ? body.username.trim().toLowerCase().slice(0, 255) : '';
  return `${req.ip}|${name}`;
}

export function authRoutes(app: ZodApp, { db, tokens, config }: ModuleDeps): void {
  app.post(
    '/auth/login',
    {
      config: {
        access: API_ACCESS['auth.login'],
        rateLimit: {
          max: config.loginRateMax,
          timeWindow: 60_000,
          // After body parsing, so the key can include the username, and before validation, so
          // refused bodies count too: a stream of invalid bodies is throttled like wrong passwords.
          hook: 'preValidation',
          keyGenerator: loginKey,
          errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS'),
        },
      },
      bodyLimit: LOGIN_BODY_LIMIT,
      schema: { tags, body: loginRequest, response: { 200: loginResponse } },
    },
    (req) => signIn({ db, tokens, credentials: req.body }),
  );

  app.get(
    '/auth/user',
    { config: { access: API_ACCESS.self }, schema: { tags, response: { 200: userResponse } } },
    async (req) => ({ user: await getSessionUser({ db, id: req.actor!.id }) }),
  );
}
