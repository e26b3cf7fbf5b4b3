import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/** Payments (spec §2 funder payment menu): early payment, settlement, their clearing, and debt collection. */
export const paymentsModule = defineWebModule({
  name: 'payments',
  owns: /^\/(fun\/(early-payment|settlement-payment|clearing-early-payment|clearing-settlement-payment|debt-collection)|(sup|indsup)\/manage-announcement)(\/|$)/,
  pages: [
    { screen: '/fun/early-payment', load: () => import('./EarlyPaymentListPage.tsx') },
    { screen: '/fun/early-payment/Export', load: () => import('./ExportPage.tsx') },
    { screen: '/fun/early-payment/SelectBank', load: () => import('./SelectBankPage.tsx') },
    { screen: '/fun/early-payment/:id', load: () => import('./EarlyPaymentDetailPage.tsx') },
    { screen: '/fun/settlement-payment', load: () => import('./SettlementListPage.tsx') },
    { screen: '/fun/settlement-payment/:id', load: () => import('./SettlementDetailPage.tsx') },
    { screen: '/fun/clearing-early-payment', load: () => import('./ClearingEarlyListPage.tsx') },
    { screen: '/fun/clearing-early-payment/:id', load: () => import('./ClearingEarlyDetailPage.tsx') },
    { screen: '/fun/clearing-settlement-payment', load: () => import('./ClearingSettlementListPage.tsx') },
    {
      screen: '/fun/clearing-settlement-payment/:id',
      load: () => import('./ClearingSettlementDetailPage.tsx'),
    },
    { screen: '/fun/debt-collection', load: () => import('./CollectionListPage.tsx') },
    { screen: '/fun/debt-collection/:id', load: () => import('./CollectionDetailPage.tsx') },
    { screen: '/sup/manage-announcement', load: () => import('./AnnouncementsPage.tsx') },
    { screen: '/indsup/manage-announcement', load: () => import('./AnnouncementsPage.tsx') },
  ],
  texts: { ns: 'payments', ...MODULE_TEXTS.payments },
});
