import { defineModule } from '../../platform/modules/module.ts';
import { ssoRoutes } from './sso.routes.ts';

/** Single sign-on: the portal's sign-in settings and the embedded provider's sign-in step. */
export const ssoModule = defineModule({
  name: 'sso',
  routes: ssoRoutes,
  unscoped: {
    'GET /api/oidc/interaction/:uid': "the provider's sign-in request, no company's record",
    'POST /api/oidc/interaction/:uid/login': "the provider's sign-in request, no company's record",
    'POST /api/auth/sso/rotate-keys': "the provider's signing keys, no company's record",
  },
});
