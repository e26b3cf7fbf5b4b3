import { loginRequest } from '@arflow/domain/api/auth';
import {
  interactionLoginResponse,
  interactionParams,
  rotateKeysResponse,
  ssoConfigResponse,
} from '@arflow/domain/api/sso';
import { API_ACCESS } from '@arflow/domain/permissions';
import { writeAudit } from '../../platform/audit/audit.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { LoginLimits } from '../auth/login-limits.ts';
import { publicForm } from '../auth/public-route.ts';
import { checkCredentials } from '../auth/sign-in.ts';

const tags = ['auth'];

export function ssoRoutes(app: ZodApp, { db, config, clock, oidc }: ModuleDeps): void {
  const limits = new LoginLimits(db, config);
  const access = API_ACCESS['auth.sso'];

  app.get(
    '/auth/sso',
    {
      config: { access },
      schema: {
        tags,
        summary: 'How the portal signs in: the password form or the OpenID code flow',
        response: { 200: ssoConfigResponse },
      },
    },
    async () => ({
      mode: config.oidc.authMode,
      issuer: config.oidc.issuer,
      client_id: config.oidc.clientId,
      scope: `openid profile ${config.oidc.apiScope}`,
    }),
  );

  // The provider's sign-in step is the portal's own sign-in form (LoginPage with ?interaction=).
  app.get(
    '/oidc/interaction/:uid',
    {
      config: { access },
      schema: {
        tags,
        summary: "Hand the OpenID provider's sign-in step to the portal's form",
        params: interactionParams,
      },
    },
    (req, reply) => reply.redirect(`/?interaction=${req.params.uid}`, 303),
  );

  app.post(
    '/oidc/interaction/:uid/login',
    publicForm({
      access,
      limit: (ip) => limits.takeAddress(ip),
      schema: {
        tags,
        summary: "Sign in with the password on the OpenID provider's sign-in step",
        params: interactionParams,
        body: loginRequest,
        response: { 200: interactionLoginResponse },
      },
    }),
    async (req, reply) => {
      const provider = oidc.provider;
      // The interaction cookie names the request this browser started; another uid is not its own.
      const details =
        provider && (await provider.interactionDetails(req.raw, reply.raw).catch(() => undefined));
      if (!provider || !details || details.uid !== req.params.uid || details.prompt.name !== 'login')
        throw new AppError('SIGN_IN_REQUEST_EXPIRED');
      const user = await checkCredentials({
        db,
        ctx: requestContext(req, clock),
        limits,
        credentials: req.body,
      });
      const redirect_to = await provider.interactionResult(
        req.raw,
        reply.raw,
        { login: { accountId: String(user.id) } },
        { mergeWithLastSubmission: false },
      );
      return { redirect_to };
    },
  );

  // Keys rotate at a start after OIDC_KEY_ROTATION_DAYS; a MASTER rotates at once here (a key
  // feared leaked, a policy's date), and every instance signs with the new key.
  app.post(
    '/auth/sso/rotate-keys',
    {
      config: { access: API_ACCESS['auth.sso.keys'] },
      schema: {
        tags,
        summary: "Rotate the embedded provider's signing key (the previous one still verifies tokens)",
        response: { 200: rotateKeysResponse },
      },
    },
    async (req) => {
      const ctx = requestContext(req, clock);
      return oidc.rotateKeys((tx, kid) =>
        writeAudit(tx, ctx, { action: 'auth.sso-key-rotated', entity: 'oidc_key', entityId: kid }),
      );
    },
  );
}
