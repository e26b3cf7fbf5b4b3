import { defineModule } from '../../platform/modules/module.ts';
import { usersRoutes } from './users.routes.ts';

/** The user's own account and account status (spec §7 "Auth and users"). */
export const usersModule = defineModule({
  name: 'users',
  routes: usersRoutes,
  unscoped: {
    'GET /api/user/check/:name': 'a username being registered, not a record of any company',
  },
});
