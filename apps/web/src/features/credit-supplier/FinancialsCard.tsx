import { UploadOutlined } from '@ant-design/icons';
import type { FinancialItem } from '@arflow/domain/api/credit-supplier';
import { Alert, Button, Card, Tag, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../shared/api/api-error.ts';
import type { Column } from '../../shared/list/columns.tsx';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { useSupplierDocuments, useUploadFinancial } from './api.ts';
import { FileLink } from './FileLink.tsx';

/** A year asked for, with its statement when one was uploaded. */
type YearRow = { year: number; file: FinancialItem | undefined };

/**
 * The financial statements of the last 4 years (spec §9), one line per year asked for; whoever
 * may upload gets a button per year (a new file replaces the year's). A wrong file is refused
 * by the server with its message, shown under the table.
 */
export function FinancialsCard({
  supId,
  canUpload,
  forSupplier,
}: {
  supId: number;
  canUpload: boolean;
  forSupplier?: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const docs = useSupplierDocuments(supId);
  const send = useUploadFinancial(forSupplier ? 0 : supId);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const data = docs.data?.data;
  const rows: YearRow[] = (data?.years ?? []).map((year) => ({
    year,
    file: data?.financials.find((x) => x.year === year),
  }));
  const columns: Column<YearRow>[] = [
    { key: 'year', label: 'creditSupplier.financials.year' },
    {
      key: 'file',
      label: 'creditSupplier.financials.file',
      render: (file) =>
        file ? (
          <FileLink fileId={file.file_id} name={file.file_name} onError={(e) => setError(refusalText(e))} />
        ) : (
          <Tag color="orange">{t('creditSupplier.financials.none')}</Tag>
        ),
    },
    {
      key: 'file',
      label: 'creditSupplier.financials.updated',
      render: (file, _r, f) => f.dateTime(file?.updated_at),
    },
  ];
  const put = async (year: number, file: File) => {
    setBusy(year);
    setError(null);
    try {
      await send({ file, year, locale });
    } catch (e) {
      setError(refusalText(e));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card
      size="small"
      title={t('creditSupplier.financials.title')}
      data-testid="credit-financials"
      style={{ marginBottom: 16 }}
    >
      {data && data.missing_years.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          message={t('creditSupplier.financials.missing', { years: data.missing_years.join(', ') })}
        />
      )}
      <DetailTable<YearRow>
        rows={rows}
        columns={columns}
        rowKey="year"
        testId="credit-financial"
        loading={docs.isFetching}
        actions={
          canUpload
            ? (r) => (
                <Upload
                  accept=".pdf,.png,.jpg,.jpeg,.gif"
                  showUploadList={false}
                  beforeUpload={(file) => {
                    void put(r.year, file);
                    return false;
                  }}
                >
                  <Button
                    size="small"
                    icon={<UploadOutlined />}
                    loading={busy === r.year}
                    data-testid={`credit-financial-upload-${r.year}`}
                  >
                    {t('creditSupplier.financials.upload')}
                  </Button>
                </Upload>
              )
            : undefined
        }
      />
      {error && (
        <Alert
          type="error"
          showIcon
          message={error}
          style={{ marginTop: 8 }}
          data-testid="credit-financial-error"
        />
      )}
    </Card>
  );
}
