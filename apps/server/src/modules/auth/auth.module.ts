import { defineModule } from '../../platform/modules/module.ts';
import { authRoutes } from './auth.routes.ts';

/** Sign-in and the signed-in user (spec §7 "Auth and users"). */
export const authModule = defineModule({ name: 'auth', routes: authRoutes });
