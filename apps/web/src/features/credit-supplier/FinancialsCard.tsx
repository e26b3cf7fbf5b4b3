import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Table, Tag, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../shared/api/api-error.ts';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useSupplierDocuments, useUploadFinancial } from './api.ts';
import { FileLink } from './FileLink.tsx';

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
  const f = useFormat();
  const { locale } = useLocale();
  const docs = useSupplierDocuments(supId);
  const send = useUploadFinancial(forSupplier ? 0 : supId);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const data = docs.data?.data;
  const rows = (data?.years ?? []).map((year) => ({
    year,
    file: data?.financials.find((x) => x.year === year),
  }));
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
      <Table
        size="small"
        rowKey="year"
        pagination={false}
        loading={docs.isFetching}
        dataSource={rows}
        columns={[
          { key: 'year', title: t('creditSupplier.financials.year'), dataIndex: 'year' },
          {
            key: 'file',
            title: t('creditSupplier.financials.file'),
            render: (_, r) =>
              r.file ? (
                <FileLink
                  fileId={r.file.file_id}
                  name={r.file.file_name}
                  onError={(e) => setError(refusalText(e))}
                />
              ) : (
                <Tag color="orange">{t('creditSupplier.financials.none')}</Tag>
              ),
          },
          {
            key: 'at',
            title: t('creditSupplier.financials.updated'),
            render: (_, r) => f.dateTime(r.file?.updated_at),
          },
          ...(canUpload
            ? [
                {
                  key: 'upload',
                  title: '',
                  render: (_: unknown, r: { year: number }) => (
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
                  ),
                },
              ]
            : []),
        ]}
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
