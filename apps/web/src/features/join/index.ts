import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/**
 * An invited member accepts the invitation link in the register frame: a company's member at
 * /register/{token}, the funder's staff at /fun/register/{token} (spec §2's funder registration).
 * Its texts are its own namespace, loaded with the page: nothing here weighs on the sign-in page.
 */
export const joinModule = defineWebModule({
  name: 'join',
  owns: /^\/(fun\/)?register(\/|$)/,
  pages: [
    { screen: '/register/:token?', frame: 'register', load: () => import('./JoinPage.tsx') },
    { screen: '/fun/register/:token?', frame: 'register', load: () => import('./JoinPage.tsx') },
  ],
  texts: { ns: 'join', ...MODULE_TEXTS.join },
});
