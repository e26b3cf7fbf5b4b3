import { loginRequest, loginResponse, okResponse, userResponse } from '@arflow/domain/api/auth';
import { API_ACCESS } from '@arflow/domain/permissions';
import { bearer } from '../../platform/http/access.ts';
import { requestContext } from '../../platform/http/context.ts';
import { okAnswer } from '../../platform/http/ok.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { actorSessionAnswer } from '../users/session-user.ts';
import { LoginLimits } from './login-limits.ts';
import { publicForm } from './public-route.ts';
import { signIn } from './sign-in.ts';
import { signOut } from './sign-out.ts';

const tags = ['auth'];

export function authRoutes(app: ZodApp, { db, tokens, config, clock, userStates }: ModuleDeps): void {
  const limits = new LoginLimits(db, config);

  app.post(
    '/auth/login',
    publicForm({
      access: API_ACCESS['auth.login'],
      limit: (ip) => limits.takeAddress(ip),
      schema: { tags, body: loginRequest, response: { 200: loginResponse } },
    }),
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
      return okAnswer(req);
    },
  );

  app.get(
    '/auth/user',
    {
      config: { access: API_ACCESS.self, beforePasswordChange: true },
      schema: { tags, response: { 200: userResponse } },
    },
    (req) => actorSessionAnswer(db, req.actor!),
  );
}
