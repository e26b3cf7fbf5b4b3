import { loginRequest, loginResponse, okResponse, userResponse } from '@arflow/domain/api/auth';
import { API_ACCESS } from '@arflow/domain/permissions';
import { text } from '@arflow/domain/text';
import { bearer } from '../../platform/http/access.ts';
import { requestContext } from '../../platform/http/context.ts';
import { requestLocale } from '../../platform/http/locale.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { actorSession } from '../users/session-user.ts';
import { LoginLimits } from './login-limits.ts';
import { signIn } from './sign-in.ts';
import { signOut } from './sign-out.ts';

const tags = ['auth'];
const SUCCESS = text('Thành công!', 'Success!');

/**
 * Credentials are a few hundred bytes: anything much larger is refused (413) before it is parsed,
 * so nobody without an account can make the server parse and validate a 1 MiB body.
 */
export const LOGIN_BODY_LIMIT = 16 * 1024;

export function authRoutes(app: ZodApp, { db, tokens, config, clock, userStates }: ModuleDeps): void {
  const limits = new LoginLimits(db, config);

  app.post(
    '/auth/login',
    {
      config: { access: API_ACCESS['auth.login'] },
      // The address's limit runs before the body is parsed and validated: a flood costs one
      // counter update per request, not a body parse.
      onRequest: async (req) => limits.takeAddress(req.ip),
      bodyLimit: LOGIN_BODY_LIMIT,
      schema: { tags, body: loginRequest, response: { 200: loginResponse } },
    },
    (req) => signIn({ db, ctx: requestContext(req, clock), tokens, limits, credentials: req.body }),
  );

  app.post(
    '/auth/logout',
    {
      config: { access: API_ACCESS.self, beforePasswordChange: true },
      schema: { tags, response: { 200: okResponse } },
    },
    async (req) => {
      // The access hook has just authenticated this very token.
      const token = await tokens.claimsOf(bearer(req)!);
      await signOut({ db, ctx: requestContext(req, clock), userStates, token });
      return { status: 200, messages: [SUCCESS[requestLocale(req)]] };
    },
  );

  app.get(
    '/auth/user',
    {
      config: { access: API_ACCESS.self, beforePasswordChange: true },
      schema: { tags, response: { 200: userResponse } },
    },
    async (req) => ({ user: await actorSession(db, req.actor!) }),
  );
}
