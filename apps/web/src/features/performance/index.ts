import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

const staff = () => import('./StaffPages.tsx');
const months = () => import('./MonthsPages.tsx');

/**
 * CRM commission, KPI settings, effective management and a staff member's KPI follow-up and
 * history (spec §2 internal, effective-management, profile follow-kpi and historykpi).
 */
export const performanceModule = defineWebModule({
  name: 'performance',
  owns: /^\/fun\/(internal\/(crm-commission|kpi)|effective-management|profile\/(follow-kpi|historykpi))(\/|$)/,
  pages: [
    { screen: '/fun/internal/kpi', load: () => import('./KpiListPage.tsx') },
    { screen: '/fun/internal/kpi/settingkpi', load: () => import('./KpiSettingPage.tsx') },
    {
      screen: '/fun/internal/crm-commission',
      load: () => staff().then((m) => ({ default: m.CrmCommissionPage })),
    },
    {
      screen: '/fun/effective-management/customer-relation',
      load: () => staff().then((m) => ({ default: m.CustomerRelationPage })),
    },
    {
      screen: '/fun/effective-management/expertise',
      load: () => staff().then((m) => ({ default: m.ExpertisePage })),
    },
    {
      screen: '/fun/effective-management/customer-relation/:id',
      load: () => months().then((m) => ({ default: m.CustomerRelationDetailPage })),
    },
    {
      screen: '/fun/effective-management/expertise/:id',
      load: () => months().then((m) => ({ default: m.ExpertiseDetailPage })),
    },
    {
      screen: '/fun/effective-management/follow-kpi',
      load: () => months().then((m) => ({ default: m.FollowKpiPage })),
    },
    { screen: '/fun/profile/follow-kpi', load: () => months().then((m) => ({ default: m.FollowKpiPage })) },
    { screen: '/fun/profile/historykpi', load: () => months().then((m) => ({ default: m.HistoryKpiPage })) },
  ],
  texts: { ns: 'performance', ...MODULE_TEXTS.performance },
});
