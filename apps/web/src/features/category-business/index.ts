import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/**
 * Industry credit rating (spec §2 category-business, §3): the industries with their criteria and
 * proportions (indexm), one industry's rating model (infom?id=), and the popups for parameters,
 * industry rates, qualitative items and score items. A supplier's score shows in its
 * AssessmentItem view (SupplierScorePanel, used by the suppliers module).
 */
export const categoryBusinessModule = defineWebModule({
  name: 'category-business',
  owns: '/fun/category-business',
  pages: [
    { screen: '/fun/category-business/indexm', load: () => import('./IndustriesPage.tsx') },
    { screen: '/fun/category-business/infom', load: () => import('./IndustryPage.tsx') },
  ],
  texts: { ns: 'categoryBusiness', ...MODULE_TEXTS.categoryBusiness },
});
