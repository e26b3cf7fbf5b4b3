import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ExportsTab } from './ExportsTab.tsx';
import { ReportPage } from './ReportPage.tsx';
import { REPORT_VIEWS, type ReportKey } from './report-views.tsx';

/** The reports this page shows as tabs, by their hash (the other reports have a page each). */
const REPORTS = [
  'monthly-report',
  'monthly-loans',
  'buyer-discount',
  'referral-commission',
  'financial-revenue',
] as const satisfies readonly ReportKey[];
const TABS = [
  ...REPORTS.map((k) => ({ key: k as string, ...REPORT_VIEWS[k] })),
  { key: 'exports', title: 'reports.business.tabs.exports' as const, view: <ExportsTab /> },
];

/**
 * /fun/report-management/bussiness-report: the business reports, one sub-view each (#monthly-report,
 * #monthly-loans, #buyer-discount, #referral-commission, #financial-revenue, #exports).
 */
export default function BusinessReportPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const hash = location.hash.slice(1);
  const current = TABS.some((tab) => tab.key === hash) ? hash : TABS[0]!.key;
  return (
    <ReportPage testId="business-report-page" title="reports.business.title">
      <Tabs
        activeKey={current}
        onChange={(k) => navigate({ hash: k })}
        destroyOnHidden
        items={TABS.map((tab) => ({
          key: tab.key,
          label: <span data-testid={`report-tab-${tab.key}`}>{t(tab.title)}</span>,
          children: tab.view,
        }))}
      />
    </ReportPage>
  );
}
