import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import NotFoundPage from '../../app/pages/NotFoundPage.tsx';
import { DetailHeader } from '../../shared/detail/RecordDetail.tsx';
import { LegalRecordsPanel } from './LegalRecordsPanel.tsx';

/** /fun/supplier/:id/legal-records: one supplier's legal records on their own screen (spec §2). */
export default function SupplierLegalRecordsPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  return (
    <div data-testid="supplier-legal-records-page">
      <DetailHeader
        title={t('legalRecords.page.title')}
        actions={<Link to={`/fun/supplier/${id}`}>{t('legalRecords.page.back')}</Link>}
      />
      <LegalRecordsPanel kind="supplier" entId={id} />
    </div>
  );
}
