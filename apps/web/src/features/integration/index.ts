import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/**
 * The funder's home and its integration log popup (spec §2 "integration log popup", reached as
 * /fun/home#integration-log): what was sent to the accounting system, and a send by hand.
 */
export const integrationModule = defineWebModule({
  name: 'integration',
  owns: '/fun/home',
  pages: [{ screen: '/fun/home', load: () => import('./FunderHomePage.tsx') }],
  texts: { ns: 'integration', ...MODULE_TEXTS.integration },
});
