import { ReportPage } from './ReportPage.tsx';
import { REPORT_VIEWS } from './report-views.tsx';

const { title, view } = REPORT_VIEWS['resource-money'];

/** /fun/report-management/resource-money: each month's advances by source of funds. */
export default function ResourceMoneyPage() {
  return (
    <ReportPage testId="resource-money-page" title={title}>
      {view}
    </ReportPage>
  );
}
