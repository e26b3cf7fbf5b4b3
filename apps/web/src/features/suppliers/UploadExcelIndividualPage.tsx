import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ExcelImport } from '../../shared/widgets/ExcelImport.tsx';
import { useSupplierRights } from './api.ts';

/** /fun/(ind)supplier/UploadExcelIndividual: the individual-supplier import as a page. */
export default function UploadExcelIndividualPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rights = useSupplierRights();
  const kind = useLocation().pathname.startsWith('/fun/indsupplier') ? 'indsupplier' : 'supplier';
  return (
    <div data-testid="upload-individual-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('suppliers.import.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('suppliers.import.intro')}</Typography.Paragraph>
      <Card>
        {rights.write ? (
          <ExcelImport
            inline
            template="individual"
            path="/supplier/upload-excel-individual"
            testId="individual"
            onImported={() => void queryClient.invalidateQueries({ queryKey: ['suppliers'] })}
          />
        ) : (
          <Typography.Text>{t('suppliers.import.noRight')}</Typography.Text>
        )}
      </Card>
      <Link to="/fun/indsupplier/list">
        <Button type="link" style={{ paddingInline: 0, marginTop: 12 }}>
          {t(kind === 'indsupplier' ? 'suppliers.import.back' : 'suppliers.import.toIndividuals')}
        </Button>
      </Link>
    </div>
  );
}
