import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import NotFoundPage from '../../app/pages/NotFoundPage.tsx';
import { LegalRecordsPanel } from './LegalRecordsPanel.tsx';

/** /fun/supplier/:id/legal-records: one supplier's legal records on their own screen (spec §2). */
export default function SupplierLegalRecordsPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  return (
    <Flex vertical gap={16} data-testid="supplier-legal-records-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('legalRecords.page.title')}
        </Typography.Title>
        <Link to={`/fun/supplier/${id}`}>{t('legalRecords.page.back')}</Link>
      </Flex>
      <LegalRecordsPanel kind="supplier" entId={id} />
    </Flex>
  );
}
