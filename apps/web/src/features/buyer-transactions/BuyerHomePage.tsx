import type { BuyerTransactionItem } from '@arflow/domain/api/buyer-transactions';
import { RECEIVABLE_STATUS_LABELS } from '@arflow/domain/statuses/receivable';
import { TRANSACTION_STAGE_LABELS } from '@arflow/domain/statuses/transaction';
import { Button, Card, Col, Modal, Row, Spin, Table, type TableProps, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { DocumentList } from './DocumentList.tsx';
import {
  useDebtSales,
  useMaturitySummary,
  useStatFiles,
  useStatReceivables,
  useSummaryAr,
} from './statistics-api.ts';

/** A card's body once its query answered: a spinner before, a retry after a failure. */
function Loaded<T>(props: {
  q: { isPending: boolean; isError: boolean; error: unknown; data?: T; refetch: () => unknown };
  testId: string;
  children: (data: T) => ReactNode;
}) {
  if (props.q.isPending) return <Spin />;
  if (props.q.isError || props.q.data === undefined)
    return <LoadError error={props.q.error} onRetry={() => void props.q.refetch()} testId={props.testId} />;
  return <>{props.children(props.q.data)}</>;
}

/** A dashboard card: one statistics call's rows in a small table, with its spinner and retry. */
function StatCard<R extends object>(props: {
  title: string;
  q: Parameters<typeof Loaded<{ data: R[] }>>[0]['q'];
  testId: string;
  rowKey: keyof R & string;
  columns: ColumnsType<R>;
  /** Which rows to show (all of them by default). */
  rows?: (rows: R[]) => R[];
  expandable?: TableProps<R>['expandable'];
}) {
  const { title, q, testId, rowKey, columns, rows = (all) => all, expandable } = props;
  return (
    <Card size="small" title={title}>
      <Loaded q={q} testId={testId}>
        {(d) => (
          <Table<R>
            size="small"
            rowKey={rowKey}
            pagination={false}
            dataSource={rows(d.data)}
            data-testid={testId}
            expandable={expandable}
            columns={columns}
          />
        )}
      </Loaded>
    </Card>
  );
}

/** The receivables due on one date (list-summary-maturity-ar-details), under its row. */
function MaturityDetails({ date }: { date: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const q = useStatReceivables('list-summary-maturity-ar-details', date);
  return (
    <Loaded q={q} testId="buyer-home-maturity-details">
      {(d) => (
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={d.data}
          data-testid={`buyer-home-maturity-${date}`}
          columns={[
            { key: 'inv', title: t('buyerTransactions.ar.inv_no'), dataIndex: 'inv_no' },
            { key: 'sup', title: t('buyerTransactions.fields.sup_name'), dataIndex: 'sup_name' },
            {
              key: 'amount',
              title: t('buyerTransactions.ar.ar_amount'),
              render: (_, r) => f.vnd(r.ar_amount),
            },
            {
              key: 'status',
              title: t('buyerTransactions.home.status'),
              render: (_, r) => <StatusTag status={RECEIVABLE_STATUS_LABELS[r.status]} code={r.status} />,
            },
          ]}
        />
      )}
    </Loaded>
  );
}

/**
 * /buy/home, the buyer's dashboard (buyer statistics, spec §7): its financed receivables by
 * status, what it owes by due date (each date's receivables on demand), the settlements
 * announced and the debt sold to the funder with each transaction's documents.
 */
export default function BuyerHomePage() {
  const { t } = useTranslation();
  const f = useFormat();
  const summary = useSummaryAr();
  const maturity = useMaturitySummary();
  const settlement = useStatReceivables('announcement-settlement');
  const sales = useDebtSales();
  const [filesOf, setFilesOf] = useState<BuyerTransactionItem | null>(null);
  const files = useStatFiles(filesOf);

  return (
    <div data-testid="buyer-home-page">
      <Typography.Title level={3}>{t('buyerTransactions.home.title')}</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <StatCard
            title={t('buyerTransactions.home.byStatus')}
            q={summary}
            testId="buyer-home-summary"
            rowKey="status"
            rows={(all) => all.filter((r) => r.count > 0)}
            columns={[
              {
                key: 'status',
                title: t('buyerTransactions.home.status'),
                render: (_, r) => <StatusTag status={RECEIVABLE_STATUS_LABELS[r.status]} code={r.status} />,
              },
              { key: 'count', title: t('buyerTransactions.home.count'), dataIndex: 'count' },
              {
                key: 'amount',
                title: t('buyerTransactions.ar.ar_amount'),
                render: (_, r) => f.vnd(r.ar_amount),
              },
            ]}
          />
        </Col>
        <Col xs={24} lg={14}>
          <StatCard
            title={t('buyerTransactions.home.maturity')}
            q={maturity}
            testId="buyer-home-maturity"
            rowKey="key"
            expandable={{
              expandedRowRender: (g) => <MaturityDetails date={g.maturity_date ?? g.key} />,
            }}
            columns={[
              {
                key: 'date',
                title: t('buyerTransactions.home.dueDate'),
                render: (_, g) => f.date(g.maturity_date),
              },
              { key: 'count', title: t('buyerTransactions.home.count'), dataIndex: 'count' },
              {
                key: 'due',
                title: t('buyerTransactions.home.duePayment'),
                render: (_, g) => f.vnd(g.due_payment),
              },
            ]}
          />
        </Col>
        <Col xs={24} lg={10}>
          <StatCard
            title={t('buyerTransactions.home.settlement')}
            q={settlement}
            testId="buyer-home-settlement"
            rowKey="id"
            columns={[
              { key: 'inv', title: t('buyerTransactions.ar.inv_no'), dataIndex: 'inv_no' },
              {
                key: 'date',
                title: t('buyerTransactions.home.dueDate'),
                render: (_, r) => f.date(r.maturity_date),
              },
              {
                key: 'due',
                title: t('buyerTransactions.home.duePayment'),
                render: (_, r) => f.vnd(r.due_payment),
              },
            ]}
          />
        </Col>
        <Col xs={24} lg={14}>
          <StatCard
            title={t('buyerTransactions.home.debtSale')}
            q={sales}
            testId="buyer-home-debt-sale"
            rowKey="id"
            columns={[
              {
                key: 'code',
                title: t('buyerTransactions.fields.trans_code'),
                render: (_, r) => <Link to={`/buy/transaction?open=${r.id}`}>{r.trans_code}</Link>,
              },
              { key: 'sup', title: t('buyerTransactions.fields.sup_name'), dataIndex: 'sup_name' },
              {
                key: 'status',
                title: t('buyerTransactions.home.status'),
                render: (_, r) => <StatusTag status={TRANSACTION_STAGE_LABELS[r.status]} code={r.status} />,
              },
              {
                key: 'amount',
                title: t('buyerTransactions.fields.total_ar_amount'),
                render: (_, r) => f.vnd(r.total_ar_amount),
              },
              {
                key: 'files',
                title: '',
                render: (_, r) => (
                  <Button size="small" onClick={() => setFilesOf(r)} data-testid={`buyer-home-files-${r.id}`}>
                    {t('buyerTransactions.home.files')}
                  </Button>
                ),
              },
            ]}
          />
        </Col>
      </Row>
      <Modal
        open={filesOf !== null}
        title={filesOf ? t('buyerTransactions.home.filesOf', { code: filesOf.trans_code }) : ''}
        onCancel={() => setFilesOf(null)}
        footer={null}
        destroyOnHidden
      >
        {filesOf && (
          <Loaded q={files} testId="buyer-home-files">
            {(d) => <DocumentList transId={filesOf.id} documents={d.data} kind="documents" />}
          </Loaded>
        )}
      </Modal>
    </div>
  );
}
