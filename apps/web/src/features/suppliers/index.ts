import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/**
 * Suppliers and individual suppliers on the funder side (spec §2): lists, details, the
 * individual Excel import, the eKYC step and the AssessmentItem view. Credit screens belong to credit.
 */
export const suppliersModule = defineWebModule({
  name: 'suppliers',
  owns: /^\/fun\/(ind)?supplier\/(list|:id|UploadExcelIndividual|AssessmentItem)$/,
  pages: [
    { screen: '/fun/supplier/list', load: () => import('./SupplierListPage.tsx') },
    { screen: '/fun/supplier/:id', load: () => import('./SupplierDetail.tsx') },
    { screen: '/fun/supplier/UploadExcelIndividual', load: () => import('./UploadExcelIndividualPage.tsx') },
    {
      screen: '/fun/supplier/AssessmentItem',
      load: () => import('./AssessmentItemPage.tsx').then((m) => ({ default: m.SupplierAssessmentItemPage })),
    },
    { screen: '/fun/indsupplier/list', load: () => import('./IndSupplierListPage.tsx') },
    { screen: '/fun/indsupplier/:id', load: () => import('./SupplierDetail.tsx') },
    {
      screen: '/fun/indsupplier/UploadExcelIndividual',
      load: () => import('./UploadExcelIndividualPage.tsx'),
    },
    {
      screen: '/fun/indsupplier/AssessmentItem',
      load: () =>
        import('./AssessmentItemPage.tsx').then((m) => ({ default: m.IndSupplierAssessmentItemPage })),
    },
  ],
  texts: { ns: 'suppliers', ...MODULE_TEXTS.suppliers },
});
