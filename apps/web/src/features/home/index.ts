import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/**
 * The homes (issue 22): the partner's /partner/home page, and the funder's figures per role,
 * shown on /fun/home (the integration module's page, which also opens the integration log).
 */
export const homeModule = defineWebModule({
  name: 'home',
  owns: '/partner/home',
  pages: [{ screen: '/partner/home', load: () => import('./PartnerHomePage.tsx') }],
  texts: { ns: 'home', ...MODULE_TEXTS.home },
});
