import { defineModule } from '../../platform/modules/module.ts';
import { forgotRoutes } from './forgot.routes.ts';

/** A user who forgot their password sets a new one through a link sent by e-mail (spec §7). */
export const forgotModule = defineModule({
  name: 'forgot',
  routes: forgotRoutes,
  unscoped: {
    'GET /api/auth/check-forgot/:token':
      'a reset token, which names its own account (masked) and nothing else',
  },
});
