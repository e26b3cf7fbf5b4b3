import { SCREENS } from '@arflow/domain/screens';
import type { PageLoader } from '../../shared/module/web-module.ts';
import { defineWebModule } from '../../shared/module/web-module.ts';

const ACCOUNT_SCREEN = /\/(profile|setup)\/(account-info|change-password)$/;
const info: PageLoader = () => import('./AccountInfoPage.tsx');
const password: PageLoader = () => import('./ChangePasswordPage.tsx');

/**
 * The signed-in user's own account, mounted in every area. Its texts are the shell's `account`
 * namespace (loaded with the shell: a user sent to change a one-time password lands here first).
 */
export const accountModule = defineWebModule({
  name: 'account',
  owns: ACCOUNT_SCREEN,
  pages: SCREENS.filter((s) => ACCOUNT_SCREEN.test(s.path)).map((s) => ({
    screen: s.path,
    load: s.path.endsWith('account-info') ? info : password,
  })),
});
