import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/**
 * The OpenID code flow's pages (spec §2, §7): the sign-in callback, the post-logout page and the
 * silent renew a hidden frame opens. The flow's code (flow.ts) loads with them, never with the
 * sign-in page.
 */
export const ssoModule = defineWebModule({
  name: 'sso',
  owns: /^\/(signin-callback|signout-callback|silent-renew)$/,
  pages: [
    { screen: '/signin-callback', frame: 'register', load: () => import('./SigninCallbackPage.tsx') },
    { screen: '/signout-callback', frame: 'register', load: () => import('./SignoutCallbackPage.tsx') },
    { screen: '/silent-renew', frame: 'register', load: () => import('./SilentRenewPage.tsx') },
  ],
  texts: { ns: 'sso', ...MODULE_TEXTS.sso },
});
