import { defineWebModule } from '../../shared/module/web-module.ts';

/** Changes of a paid transaction on the funder side: the receivable adjustment screen. */
export const transactionChangeModule = defineWebModule({
  name: 'transaction-change',
  owns: /^\/fun\/transactions\/ar-adjustment\/:id$/,
  pages: [{ screen: '/fun/transactions/ar-adjustment/:id', load: () => import('./ArAdjustmentPage.tsx') }],
  texts: { ns: 'arAdjustment', vi: () => import('./i18n/vi.json'), en: () => import('./i18n/en.json') },
});
