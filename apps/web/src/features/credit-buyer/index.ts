import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/**
 * Buyer credit programmes on the funder side (spec §2 fun/buyer/credit) and the buyer's own
 * programme with its transaction-structure confirmation. The eligibility and maturity-discount
 * group pages under /fun/buyer/credit/:id are other modules'.
 */
export const creditBuyerModule = defineWebModule({
  name: 'credit-buyer',
  owns: /^(\/fun\/buyer\/credit(\/:id)?|\/buy\/transaction-structure-confirmation)$/,
  pages: [
    { screen: '/fun/buyer/credit', load: () => import('./CreditListPage.tsx') },
    { screen: '/fun/buyer/credit/:id', load: () => import('./CreditDetailPage.tsx') },
    {
      screen: '/buy/transaction-structure-confirmation',
      load: () => import('./StructureConfirmationPage.tsx'),
    },
  ],
  texts: { ns: 'creditBuyer', ...MODULE_TEXTS.creditBuyer },
});
