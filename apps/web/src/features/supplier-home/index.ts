import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/** The supplier's and individual supplier's home (spec §2, issue 22): its figures as charts and links. */
export const supplierHomeModule = defineWebModule({
  name: 'supplier-home',
  owns: /^\/(sup|indsup)\/home$/,
  pages: [
    { screen: '/sup/home', load: () => import('./SupplierHomePage.tsx') },
    { screen: '/indsup/home', load: () => import('./SupplierHomePage.tsx') },
  ],
  texts: { ns: 'supplierHome', ...MODULE_TEXTS.supplierHome },
});
