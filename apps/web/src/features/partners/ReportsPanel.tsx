import { PlusOutlined } from '@ant-design/icons';
import type { NoteItem } from '@arflow/domain/api/companies';
import { reportForm } from '@arflow/domain/api/companies';
import { Button, Card, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { NEWEST_FIRST, PagedTable, usePaging } from '../../shared/widgets/PagedTable.tsx';
import { useAddPartnerReport, useCanWritePartners, usePartnerReports } from './api.ts';
import { REPORT_COLUMNS, REPORT_FIELDS } from './config.tsx';

/** The relationship reports kept on a partner (spec §7 list_report, report), with who wrote last. */
export function ReportsPanel({ id }: { id: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const paging = usePaging(NEWEST_FIRST);
  const reports = usePartnerReports(id, paging.body);
  const add = useAddPartnerReport(id);
  const canWrite = useCanWritePartners();
  const [adding, setAdding] = useState(false);

  if (reports.isError) {
    return (
      <LoadError
        error={reports.error}
        onRetry={() => void reports.refetch()}
        testId="partner-reports-error"
      />
    );
  }
  const last = reports.data?.object;
  return (
    <Card
      size="small"
      title={t('partners.reports.title')}
      data-testid="partner-reports"
      extra={
        canWrite && (
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="partner-report-add">
            {t('partners.reports.add')}
          </Button>
        )
      }
    >
      {last?.last_update_date && (
        <Typography.Paragraph type="secondary">
          {t('partners.reports.lastUpdate', {
            date: f.dateTime(last.last_update_date),
            name: [last.last_user_full_name, last.last_user_position].filter(Boolean).join(', '),
          })}
        </Typography.Paragraph>
      )}
      <PagedTable<NoteItem>
        columns={REPORT_COLUMNS}
        rowKey="id"
        testId="partner-report"
        paging={paging}
        rows={reports}
        empty={t('partners.reports.empty')}
      />
      <Modal
        open={adding}
        title={t('partners.reports.add')}
        footer={null}
        onCancel={() => setAdding(false)}
        destroyOnHidden
        width={640}
      >
        {adding && (
          <SchemaForm
            id="partner-report"
            schema={reportForm}
            fields={REPORT_FIELDS}
            submit={(body) => add.mutateAsync(body)}
            saving={add.isPending}
            onSaved={() => setAdding(false)}
            onCancel={() => setAdding(false)}
          />
        )}
      </Modal>
    </Card>
  );
}
