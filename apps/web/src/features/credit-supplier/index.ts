import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/**
 * Supplier credit (spec §2): the funder's credit lists, files and assessment view for suppliers
 * and individual suppliers, and the supplier's revision screens where it applies per buyer.
 */
export const creditSupplierModule = defineWebModule({
  name: 'credit-supplier',
  owns: /^(\/fun\/(ind)?supplier\/credit(\/.*)?|\/(sup|indsup)\/revision(\/:id)?)$/,
  pages: [
    { screen: '/fun/supplier/credit', load: () => import('./SupplierCreditListPage.tsx') },
    { screen: '/fun/supplier/credit/:id', load: () => import('./FunderCreditDetailPage.tsx') },
    { screen: '/fun/supplier/credit/:sup/:buy?/:credit_id?', load: () => import('./SupplierCreditPage.tsx') },
    { screen: '/fun/indsupplier/credit', load: () => import('./IndSupplierCreditListPage.tsx') },
    { screen: '/fun/indsupplier/credit/:id', load: () => import('./FunderCreditDetailPage.tsx') },
    {
      screen: '/fun/indsupplier/credit/:sup/:buy?/:credit_id?',
      load: () => import('./SupplierCreditPage.tsx'),
    },
    { screen: '/sup/revision', load: () => import('./RevisionPage.tsx') },
    { screen: '/sup/revision/:id', load: () => import('./RevisionDetailPage.tsx') },
    { screen: '/indsup/revision', load: () => import('./RevisionPage.tsx') },
    { screen: '/indsup/revision/:id', load: () => import('./RevisionDetailPage.tsx') },
  ],
  texts: { ns: 'creditSupplier', ...MODULE_TEXTS.creditSupplier },
});
