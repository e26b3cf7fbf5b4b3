import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/**
 * The supplier request flow (spec §2, §4): the new-request wizard, the transactions by request
 * with their sub-views, and the transaction summary, for suppliers and individual suppliers.
 */
export const requestTransactionModule = defineWebModule({
  name: 'request-transaction',
  owns: /^\/(sup|indsup)\/(new|transeachtime|summary\/trans)$/,
  pages: [
    { screen: '/sup/new', load: () => import('./NewTransactionPage.tsx') },
    { screen: '/indsup/new', load: () => import('./NewTransactionPage.tsx') },
    { screen: '/sup/transeachtime', load: () => import('./TransEachTimePage.tsx') },
    { screen: '/indsup/transeachtime', load: () => import('./TransEachTimePage.tsx') },
    { screen: '/sup/summary/trans', load: () => import('./SummaryTransPage.tsx') },
    { screen: '/indsup/summary/trans', load: () => import('./SummaryTransPage.tsx') },
  ],
  texts: { ns: 'requestTransaction', ...MODULE_TEXTS.requestTransaction },
});
