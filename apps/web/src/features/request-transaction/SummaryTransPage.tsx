import { TRANSACTION_STAGE_LABELS } from '@arflow/domain/statuses/transaction';
import { Card, Col, Row, Spin, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { useStatisticSummary } from './api.ts';
import { SupplierTransactionList } from './SupplierTransactionList.tsx';

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
        <Col xs={24} md={6}>
          <Card size="small">
            <Statistic title={t('requestTransaction.summary.count')} value={s.total_count} />
          </Card>
        </Col>
        <Col xs={24} md={6}>
          <Card size="small">
            <Statistic
              title={t('requestTransaction.fields.total_ar_amount')}
              value={f.vnd(s.total_ar_amount)}
            />
          </Card>
        </Col>
        <Col xs={24} md={6}>
          <Card size="small">
            <Statistic title={t('requestTransaction.fields.total_advance')} value={f.vnd(s.total_advance)} />
          </Card>
        </Col>
        <Col xs={24} md={6}>
          <Card size="small">
            <Statistic
              title={t('requestTransaction.fields.total_sale_price')}
              value={f.vnd(s.total_sale_price)}
            />
          </Card>
        </Col>
      </Row>
      <Card size="small" title={t('requestTransaction.summary.byStatus')} style={{ marginBottom: 16 }}>
        <Table
          size="small"
          rowKey="status"
          pagination={false}
          dataSource={s.by_status}
          data-testid="summary-by-status"
          columns={[
            {
              key: 'status',
              title: t('requestTransaction.fields.status'),
              render: (_, r) => <StatusTag status={TRANSACTION_STAGE_LABELS[r.status]} code={r.status} />,
            },
            {
              key: 'count',
              title: t('requestTransaction.summary.count'),
              align: 'right',
              dataIndex: 'count',
            },
            {
              key: 'adv',
              title: t('requestTransaction.fields.total_advance'),
              align: 'right',
              render: (_, r) => f.vnd(r.total_advance),
            },
          ]}
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
