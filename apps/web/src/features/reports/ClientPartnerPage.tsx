import { ReportPage } from './ReportPage.tsx';
import { REPORT_VIEWS } from './report-views.tsx';

const { title, view } = REPORT_VIEWS['client-partner'];

/** /fun/report-management/client-partner: companies by kind, how many are active and how many joined in the period. */
export default function ClientPartnerPage() {
  return (
    <ReportPage testId="client-partner-page" title={title}>
      {view}
    </ReportPage>
  );
}
