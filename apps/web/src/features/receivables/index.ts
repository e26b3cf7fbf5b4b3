import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/** Receivables: the supplier's trading and summary, the funder's ledger and history, the buyer's supplier notifications. */
export const receivablesModule = defineWebModule({
  name: 'receivables',
  owns: /^\/((sup|indsup)\/(trading|summary\/ar)|fun\/transactions\/(ar-ledger|ar\/:id\?)|fun\/history\/ar|buy\/supplier-notification(\/:id)?)$/,
  pages: [
    { screen: '/sup/trading', load: () => import('./TradingPage.tsx') },
    { screen: '/indsup/trading', load: () => import('./TradingPage.tsx') },
    { screen: '/sup/summary/ar', load: () => import('./SummaryArPage.tsx') },
    { screen: '/indsup/summary/ar', load: () => import('./SummaryArPage.tsx') },
    { screen: '/fun/transactions/ar-ledger', load: () => import('./ArLedgerPage.tsx') },
    { screen: '/fun/transactions/ar/:id?', load: () => import('./ArDetailPage.tsx') },
    { screen: '/fun/history/ar', load: () => import('./ArHistoryPage.tsx') },
    { screen: '/buy/supplier-notification', load: () => import('./SupplierNotificationsPage.tsx') },
    { screen: '/buy/supplier-notification/:id', load: () => import('./SupplierNotificationDetailPage.tsx') },
  ],
  texts: { ns: 'receivables', ...MODULE_TEXTS.receivables },
});
