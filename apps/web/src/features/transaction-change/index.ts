import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/** Changes of a paid transaction on the funder side: the receivable adjustment screen. */
export const transactionChangeModule = defineWebModule({
  name: 'transaction-change',
  owns: /^\/fun\/transactions\/ar-adjustment\/:id$/,
  pages: [{ screen: '/fun/transactions/ar-adjustment/:id', load: () => import('./ArAdjustmentPage.tsx') }],
  texts: { ns: 'arAdjustment', ...MODULE_TEXTS.arAdjustment },
});
