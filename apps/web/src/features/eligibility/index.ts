import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/**
 * A buyer's programme: the eligibility of its suppliers and its early-interest-rate groups, on
 * the funder's side (two pages under a buyer's credit) and the buyer's own (program-config).
 */
export const eligibilityModule = defineWebModule({
  name: 'eligibility',
  owns: /^\/(fun\/buyer\/credit\/:id\/(eligibility|maturity-discount-groups)|buy\/program-config)$/,
  pages: [
    { screen: '/fun/buyer/credit/:id/eligibility', load: () => import('./EligibilityPage.tsx') },
    {
      screen: '/fun/buyer/credit/:id/maturity-discount-groups',
      load: () => import('./MaturityDiscountGroupsPage.tsx'),
    },
    { screen: '/buy/program-config', load: () => import('./ProgramConfigPage.tsx') },
  ],
  texts: { ns: 'eligibility', ...MODULE_TEXTS.eligibility },
});
