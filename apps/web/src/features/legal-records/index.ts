import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/**
 * Legal records of buyers, suppliers and partners (docs/decisions.md "Legal records"): the
 * supplier legal records screen, and the panel and documents picker the buyer, supplier and
 * partner detail pages show (they load this module's texts with `useLegalRecordTexts`).
 */
export const legalRecordsModule = defineWebModule({
  name: 'legal-records',
  owns: /^\/fun\/supplier\/:id\/legal-records$/,
  pages: [
    { screen: '/fun/supplier/:id/legal-records', load: () => import('./SupplierLegalRecordsPage.tsx') },
  ],
  texts: { ns: 'legalRecords', ...MODULE_TEXTS.legalRecords },
});
