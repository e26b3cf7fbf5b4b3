import { USER_STATUS_ACCESS } from '@arflow/domain/access/users';
import {
  changePasswordRequest,
  loginResponse,
  okResponse,
  updateYourselfRequest,
  usernameCheckResponse,
  usernameParam,
  userResponse,
} from '@arflow/domain/api/auth';
import { idParam } from '@arflow/domain/api/params';
import { API_ACCESS } from '@arflow/domain/permissions';
import { requestContext } from '../../platform/http/context.ts';
import { okAnswer } from '../../platform/http/ok.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { RateLimiter } from '../../platform/rate-limit/limiter.ts';
import { changePassword } from './change-password.ts';
import { checkUsername } from './check-username.ts';
import { actorSessionAnswer } from './session-user.ts';
import { setUserActive } from './set-user-active.ts';
import { updateYourself } from './update-yourself.ts';

const tags = ['users'];

export function usersRoutes(app: ZodApp, deps: ModuleDeps): void {
  const { db, clock, tokens, userStates, config } = deps;
  const WINDOW = 15 * 60;
  // A stolen token must not become a way to guess the old password.
  const passwordChanges = new RateLimiter(db, {
    name: 'user.change-password',
    max: config.changePasswordRateMax,
    windowSeconds: WINDOW,
  });
  // Public: without a limit it tells which usernames exist, as fast as one can ask.
  const usernameChecks = new RateLimiter(db, {
    name: 'user.check',
    max: config.userCheckRateMax,
    windowSeconds: WINDOW,
  });

  app.get(
    '/user/me',
    { config: { access: API_ACCESS.self }, schema: { tags, response: { 200: userResponse } } },
    (req) => actorSessionAnswer(db, req.actor!),
  );

  app.post(
    '/user/change-password',
    {
      config: { access: API_ACCESS.self, beforePasswordChange: true },
      // After the access hook (the actor is known), before the body is validated.
      onRequest: async (req) => passwordChanges.take(String(req.actor!.id)),
      schema: { tags, body: changePasswordRequest, response: { 200: loginResponse } },
    },
    (req) => changePassword({ db, ctx: requestContext(req, clock), tokens, userStates, form: req.body }),
  );

  app.post(
    '/user/update/yourself',
    {
      config: { access: API_ACCESS.self },
      schema: { tags, body: updateYourselfRequest, response: { 200: userResponse } },
    },
    async (req) => {
      const user = await updateYourself({ db, ctx: requestContext(req, clock), form: req.body });
      // The trigger's NOTIFY reaches this instance a moment later: the user's next read must not beat it.
      userStates.invalidate(user.id);
      return { user };
    },
  );

  app.get(
    '/user/check/:name',
    {
      config: { access: API_ACCESS['user.check'] },
      onRequest: async (req) => usernameChecks.take(req.ip),
      schema: { tags, params: usernameParam, response: { 200: usernameCheckResponse } },
    },
    (req) => checkUsername({ db, name: req.params.name }),
  );

  for (const [path, active, senior] of [
    ['/user/active/:id', true, false],
    ['/user/disable/:id', false, false],
    ['/user/active-senior/:id', true, true],
  ] as const) {
    app.get(
      path,
      {
        config: { access: senior ? USER_STATUS_ACCESS.senior : USER_STATUS_ACCESS.toggle },
        schema: { tags, params: idParam, response: { 200: okResponse } },
      },
      async (req) => {
        const ctx = requestContext(req, clock);
        await setUserActive({ db, ctx, userStates, id: req.params.id, active, senior });
        return okAnswer(req);
      },
    );
  }
}
