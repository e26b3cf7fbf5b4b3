import { MONTHLY_LOAN_COLUMNS, MONTHLY_REPORT_COLUMNS, REVENUE_COLUMNS } from '@arflow/domain/api/reports';
import { Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ExportsTab } from './ExportsTab.tsx';
import { BuyerDiscountTab, ReferralCommissionTab } from './PeriodReports.tsx';
import { YearReport } from './YearReport.tsx';

/** The sub-views by their hash, each with its tab's text. */
const TAB_LABELS = {
  'monthly-report': 'reports.business.tabs.monthly-report',
  'monthly-loans': 'reports.business.tabs.monthly-loans',
  'buyer-discount': 'reports.business.tabs.buyer-discount',
  'referral-commission': 'reports.business.tabs.referral-commission',
  'financial-revenue': 'reports.business.tabs.financial-revenue',
  exports: 'reports.business.tabs.exports',
} as const;
const TABS = Object.keys(TAB_LABELS) as (keyof typeof TAB_LABELS)[];
type Tab = keyof typeof TAB_LABELS;

/**
 * /fun/report-management/bussiness-report: the business reports, one sub-view each (#monthly-report,
 * #monthly-loans, #buyer-discount, #referral-commission, #financial-revenue, #exports).
 */
export default function BusinessReportPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const hash = location.hash.slice(1);
  const current: Tab = hash in TAB_LABELS ? (hash as Tab) : 'monthly-report';
  const view: Record<Tab, React.ReactNode> = {
    'monthly-report': (
      <YearReport
        path="monthly-report"
        columns={MONTHLY_REPORT_COLUMNS}
        chart={{
          title: t('reports.business.charts.monthly-report'),
          kind: 'bar',
          series: ['total_advance', 'total_discount'],
        }}
      />
    ),
    'monthly-loans': (
      <YearReport
        path="monthly-loans"
        columns={MONTHLY_LOAN_COLUMNS}
        chart={{
          title: t('reports.business.charts.monthly-loans'),
          kind: 'line',
          series: ['outstanding', 'disbursed', 'collected'],
        }}
      />
    ),
    'buyer-discount': <BuyerDiscountTab />,
    'referral-commission': <ReferralCommissionTab />,
    'financial-revenue': (
      <YearReport
        path="financial-revenue"
        columns={REVENUE_COLUMNS}
        chart={{
          title: t('reports.business.charts.financial-revenue'),
          kind: 'bar',
          series: ['discount_income', 'platform_fee_income', 'penal_income'],
          stacked: true,
        }}
      />
    ),
    exports: <ExportsTab />,
  };
  return (
    <div data-testid="business-report-page">
      <Typography.Title level={3}>{t('reports.business.title')}</Typography.Title>
      <Card>
        <Tabs
          activeKey={current}
          onChange={(k) => navigate({ hash: k })}
          destroyOnHidden
          items={TABS.map((k) => ({
            key: k,
            label: <span data-testid={`report-tab-${k}`}>{t(TAB_LABELS[k])}</span>,
            children: view[k],
          }))}
        />
      </Card>
    </div>
  );
}
