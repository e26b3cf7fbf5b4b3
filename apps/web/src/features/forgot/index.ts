import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/**
 * Password recovery: ask a link by e-mail (/forgot-password), then set a new password with it
 * (/forgot-password/{token}), both in the register frame like /register. Its texts are its own
 * namespace, loaded with the page: nothing here weighs on the sign-in page.
 */
export const forgotModule = defineWebModule({
  name: 'forgot',
  owns: '/forgot-password',
  pages: [
    { screen: '/forgot-password', frame: 'register', load: () => import('./ForgotPage.tsx') },
    { screen: '/forgot-password/:token', frame: 'register', load: () => import('./ResetPage.tsx') },
  ],
  texts: { ns: 'forgot', ...MODULE_TEXTS.forgot },
});
