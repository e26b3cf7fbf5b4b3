import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/**
 * The buyer's transactions (spec §2 buyer): confirmation, history, early payments and results,
 * and its home dashboard of buyer statistics.
 */
export const buyerTransactionsModule = defineWebModule({
  name: 'buyer-transactions',
  owns: /^\/buy\/(home|transeachtime|transaction|trans-his|early_payment_his|notice-management\/transaction-result)$/,
  pages: [
    { screen: '/buy/home', load: () => import('./BuyerHomePage.tsx') },
    { screen: '/buy/transeachtime', load: () => import('./TransEachTimePage.tsx') },
    { screen: '/buy/transaction', load: () => import('./TransactionsPage.tsx') },
    { screen: '/buy/trans-his', load: () => import('./TransHistoryPage.tsx') },
    { screen: '/buy/early_payment_his', load: () => import('./EarlyPaymentHistoryPage.tsx') },
    {
      screen: '/buy/notice-management/transaction-result',
      load: () => import('./TransactionResultPage.tsx'),
    },
  ],
  texts: { ns: 'buyerTransactions', ...MODULE_TEXTS.buyerTransactions },
});
