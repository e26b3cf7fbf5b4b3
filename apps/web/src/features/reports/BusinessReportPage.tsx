import {
  MONTHLY_LOAN_COLUMNS,
  MONTHLY_REPORT_COLUMNS,
  REVENUE_COLUMNS,
} from '@arflow/domain/api/reports';
import { Card, Tabs, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ExportsTab } from './ExportsTab.tsx';
import { BuyerDiscountTab, ReferralCommissionTab } from './PeriodReports.tsx';
import { YearReport } from './YearReport.tsx';

const TABS = [
  'monthly-report',
  'monthly-loans',
  'buyer-discount',
  'referral-commission',
  'financial-revenue',
  'exports',
] as const;
type Tab = (typeof TABS)[number];

/**
 * /fun/report-management/bussiness-report: the business reports, one sub-view each (#monthly-report,
 * #monthly-loans, #buyer-discount, #referral-commission, #financial-revenue, #exports).
 */
export default function BusinessReportPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const hash = location.hash.slice(1);
  const current: Tab = (TABS as readonly string[]).includes(hash) ? (hash as Tab) : TABS[0];
  const chart = (tab: 'monthly-report' | 'monthly-loans' | 'financial-revenue') => t(`reports.business.charts.${tab}`);
  const view: Record<Tab, React.ReactNode> = {
    'monthly-report': (
      <YearReport
        path="monthly-report"
        columns={MONTHLY_REPORT_COLUMNS}
        chart={{ title: chart('monthly-report'), kind: 'bar', series: ['total_advance', 'total_discount'] }}
      />
    ),
    'monthly-loans': (
      <YearReport
        path="monthly-loans"
        columns={MONTHLY_LOAN_COLUMNS}
        chart={{ title: chart('monthly-loans'), kind: 'line', series: ['outstanding', 'disbursed', 'collected'] }}
      />
    ),
    'buyer-discount': <BuyerDiscountTab />,
    'referral-commission': <ReferralCommissionTab />,
    'financial-revenue': (
      <YearReport
        path="financial-revenue"
        columns={REVENUE_COLUMNS}
        chart={{
          title: chart('financial-revenue'),
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
            label: <span data-testid={`report-tab-${k}`}>{t(`reports.business.tabs.${k}`)}</span>,
            children: view[k],
          }))}
        />
      </Card>
    </div>
  );
}
