import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/**
 * An invited member accepts the invitation link (/register/{token}) in the register frame. Its
 * texts are its own namespace, loaded with the page: nothing here weighs on the sign-in page.
 */
export const joinModule = defineWebModule({
  name: 'join',
  owns: '/register',
  pages: [{ screen: '/register/:token?', frame: 'register', load: () => import('./JoinPage.tsx') }],
  texts: { ns: 'join', ...MODULE_TEXTS.join },
});
