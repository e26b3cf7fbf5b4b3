import type { StatisticSummary } from '@arflow/domain/api/request-transaction';
import { TRANSACTION_STAGE_LABELS } from '@arflow/domain/statuses/transaction';
import { Card, Col, Row, Spin, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import type { TextKey } from '../../shared/i18n-keys.ts';
import type { Column } from '../../shared/list/columns.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { useStatisticSummary } from './api.ts';
import { SupplierTransactionList } from './SupplierTransactionList.tsx';

/** The summary's four figures: the count, then the sums in VND. */
const TOTALS = [
  ['total_count', 'requestTransaction.summary.count'],
  ['total_ar_amount', 'requestTransaction.fields.total_ar_amount'],
  ['total_advance', 'requestTransaction.fields.total_advance'],
  ['total_sale_price', 'requestTransaction.fields.total_sale_price'],
] as const satisfies readonly (readonly [Exclude<keyof StatisticSummary, 'by_status'>, TextKey])[];

const BY_STATUS_COLUMNS = [
  { key: 'status', label: 'requestTransaction.fields.status', statuses: TRANSACTION_STAGE_LABELS },
  { key: 'count', label: 'requestTransaction.summary.count' },
  { key: 'total_advance', label: 'requestTransaction.fields.total_advance', kind: 'money' },
] as const satisfies readonly Column<StatisticSummary['by_status'][number]>[];

/**
 * /sup/summary/trans and /indsup/summary/trans: the supplier's transactions summed by stage, and
 * their history as the shared list (filters, sort, page size and paginator in the URL).
 */
export default function SummaryTransPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const summary = useStatisticSummary();
  if (summary.isPending) return <Spin />;
  if (summary.isError)
    return <LoadError error={summary.error} onRetry={() => void summary.refetch()} testId="summary-error" />;
  const s = summary.data.data;
  return (
    <div data-testid="summary-trans-page">
      <Typography.Title level={3}>{t('requestTransaction.summary.title')}</Typography.Title>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        {TOTALS.map(([key, title]) => (
          <Col key={key} xs={24} md={6}>
            <Card size="small">
              <Statistic title={t(title)} value={key === 'total_count' ? s[key] : f.vnd(s[key])} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title={t('requestTransaction.summary.byStatus')} style={{ marginBottom: 16 }}>
        <DetailTable
          rows={s.by_status}
          columns={BY_STATUS_COLUMNS}
          rowKey="status"
          testId="summary-by-status"
          tableTestId="summary-by-status"
        />
      </Card>
      <SupplierTransactionList
        id="summary-history"
        title="requestTransaction.summary.history"
        path={'/supplier/statistic/list-trans-his'}
      />
    </div>
  );
}
