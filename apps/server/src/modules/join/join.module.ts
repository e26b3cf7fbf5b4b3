import { defineModule } from '../../platform/modules/module.ts';
import { joinRoutes } from './join.routes.ts';

/** An invited member's acceptance of their invitation link (spec §7 "Auth and users"). */
export const joinModule = defineModule({
  name: 'join',
  routes: joinRoutes,
  unscoped: {
    'GET /api/auth/check-join/:token': 'an invitation token, which names its own member and nothing else',
  },
});
