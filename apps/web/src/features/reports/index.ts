import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/** Report-management (spec §2, §6; decision 0080): the funder's reports, with charts where a shape says more than figures. */
export const reportsModule = defineWebModule({
  name: 'reports',
  owns: '/fun/report-management',
  pages: [
    { screen: '/fun/report-management/client-partner', load: () => import('./ClientPartnerPage.tsx') },
    { screen: '/fun/report-management/bussiness-report', load: () => import('./BusinessReportPage.tsx') },
    { screen: '/fun/report-management/resource-money', load: () => import('./ResourceMoneyPage.tsx') },
  ],
  texts: { ns: 'reports', ...MODULE_TEXTS.reports },
});
