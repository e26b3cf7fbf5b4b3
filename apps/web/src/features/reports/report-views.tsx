import type { REPORT_TABLES } from '@arflow/domain/api/reports';
import type { ComponentProps, ReactNode } from 'react';
import type { TextKey } from '../../shared/i18n-keys.ts';
import type { PeriodReportPath, YearReportPath } from './api.ts';
import { ClientPartnerReport } from './ClientPartnerReport.tsx';
import { PeriodReport } from './PeriodReport.tsx';
import { YearReport } from './YearReport.tsx';

const yearView = <P extends YearReportPath>(
  path: P,
  chart: ComponentProps<typeof YearReport<P>>['chart'],
) => <YearReport path={path} chart={chart} />;
const periodView = <P extends PeriodReportPath>(
  path: P,
  rowKey: ComponentProps<typeof PeriodReport<P>>['rowKey'],
  chart: ComponentProps<typeof PeriodReport<P>>['chart'],
) => <PeriodReport path={path} rowKey={rowKey} chart={chart} />;

export type ReportKey = keyof typeof REPORT_TABLES;

/**
 * Each report of the domain's REPORT_TABLES on screen: its title's text key and its view (which
 * takes the columns from REPORT_TABLES). The business report's tabs, the single-report pages and
 * the exports tab all read this table, so a report is added here once.
 */
export const REPORT_VIEWS: Record<ReportKey, { title: TextKey; view: ReactNode }> = {
  'monthly-report': {
    title: 'reports.business.tabs.monthly-report',
    view: yearView('monthly-report', {
      title: 'reports.business.charts.monthly-report',
      kind: 'bar',
      series: ['total_advance', 'total_discount'],
    }),
  },
  'monthly-loans': {
    title: 'reports.business.tabs.monthly-loans',
    view: yearView('monthly-loans', {
      title: 'reports.business.charts.monthly-loans',
      kind: 'line',
      series: ['outstanding', 'disbursed', 'collected'],
    }),
  },
  'buyer-discount': {
    title: 'reports.business.tabs.buyer-discount',
    view: periodView('buyer-discount', 'buy_id', {
      title: 'reports.business.charts.buyer-discount',
      label: (r) => r.buy_name,
      series: ['discount_income', 'platform_fee_income'],
      stacked: true,
    }),
  },
  'referral-commission': {
    title: 'reports.business.tabs.referral-commission',
    view: periodView('referral-commission', 'appendix_id', {
      title: 'reports.business.charts.referral-commission',
      label: (r) => `${r.code} · ${r.partner_name}`,
      series: ['commission'],
    }),
  },
  'financial-revenue': {
    title: 'reports.business.tabs.financial-revenue',
    view: yearView('financial-revenue', {
      title: 'reports.business.charts.financial-revenue',
      kind: 'bar',
      series: ['discount_income', 'platform_fee_income', 'penal_income'],
      stacked: true,
    }),
  },
  'resource-money': {
    title: 'reports.resourceMoney.title',
    view: yearView('resource-money', {
      title: 'reports.resourceMoney.chart',
      kind: 'bar',
      series: ['own_funds', 'partner_funds'],
      stacked: true,
    }),
  },
  'client-partner': { title: 'reports.clientPartner.title', view: <ClientPartnerReport /> },
};
