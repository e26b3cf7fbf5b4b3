import { TRANSACTION_STAGE_LABELS } from '@arflow/domain/statuses/transaction';
import { Card, Descriptions, Spin, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { useTransactionHistory, useTransactionSummary } from './transactions-api.ts';

/**
 * The revision screen's transactions panel: how many transactions the supplier has, what they
 * advanced and, per transaction, what each holds of its limits now (`limit_drawn`, given back
 * when a transaction is rejected or settled), so a revision is asked for knowing the use.
 */
export function TransactionsPanel() {
  const { t } = useTranslation();
  const f = useFormat();
  const [page, setPage] = useState(1);
  const summary = useTransactionSummary();
  const list = useTransactionHistory(page);
  if (summary.isPending || list.isPending) return <Spin />;
  if (summary.isError || list.isError)
    return (
      <LoadError
        error={summary.error ?? list.error}
        onRetry={() => void Promise.all([summary.refetch(), list.refetch()])}
        testId="revision-transactions"
      />
    );
  const s = summary.data.data;
  return (
    <Card
      size="small"
      title={t('creditSupplier.revision.transactions.title')}
      style={{ marginBottom: 16 }}
      data-testid="revision-transactions"
    >
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('creditSupplier.revision.transactions.count')}>
          <span data-testid="revision-transactions-count">{s.total_count}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('creditSupplier.revision.transactions.arAmount')}>
          {f.vnd(s.total_ar_amount)}
        </Descriptions.Item>
        <Descriptions.Item label={t('creditSupplier.revision.transactions.advance')}>
          {f.vnd(s.total_advance)}
        </Descriptions.Item>
      </Descriptions>
      <Table
        size="small"
        rowKey="id"
        dataSource={list.data.data}
        data-testid="revision-transactions-table"
        pagination={{
          current: page,
          pageSize: 10,
          total: list.data.page_info.total_record,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { key: 'code', title: t('creditSupplier.revision.transactions.code'), dataIndex: 'trans_code' },
          { key: 'buy', title: t('creditSupplier.fields.buy_name'), dataIndex: 'buy_name' },
          {
            key: 'status',
            title: t('creditSupplier.fields.status'),
            render: (_, r) => <StatusTag status={TRANSACTION_STAGE_LABELS[r.status]} code={r.status} />,
          },
          {
            key: 'advance',
            title: t('creditSupplier.revision.transactions.advance'),
            render: (_, r) => f.vnd(r.total_advance),
          },
          {
            key: 'drawn',
            title: t('creditSupplier.revision.transactions.drawn'),
            render: (_, r) => f.vnd(r.limit_drawn),
          },
        ]}
      />
    </Card>
  );
}
