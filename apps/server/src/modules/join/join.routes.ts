import { joinCheckResponse, joinTokenParam, loginResponse, registerRequest } from '@arflow/domain/api/auth';
import { API_ACCESS } from '@arflow/domain/permissions';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { RateLimiter } from '../../platform/rate-limit/limiter.ts';
import { publicForm } from '../auth/public-route.ts';
import { checkJoin } from './check-join.ts';
import { register } from './register.ts';

const tags = ['auth'];

/** An invitee accepts the invitation link (spec §7 GET /auth/check-join/{token}, POST /user/register). */
export function joinRoutes(app: ZodApp, { db, clock, tokens, userStates, config }: ModuleDeps): void {
  // Public, like sign-in: one address may not walk guessed tokens or hash passwords at will. The
  // limit is counted before the body is parsed (a flood costs one counter update per request).
  const joins = new RateLimiter(db, { name: 'auth.join', max: config.joinRateMax, windowSeconds: 15 * 60 });

  app.get(
    '/auth/check-join/:token',
    {
      config: { access: API_ACCESS['auth.join'] },
      onRequest: async (req) => joins.take(req.ip),
      schema: { tags, params: joinTokenParam, response: { 200: joinCheckResponse } },
    },
    async (req) => ({
      data: await checkJoin({ db, ctx: requestContext(req, clock), token: req.params.token }),
    }),
  );

  app.post(
    '/user/register',
    publicForm({
      access: API_ACCESS['auth.join'],
      limit: (ip) => joins.take(ip),
      schema: { tags, body: registerRequest, response: { 200: loginResponse } },
    }),
    (req) => register({ db, ctx: requestContext(req, clock), tokens, userStates, form: req.body }),
  );
}
