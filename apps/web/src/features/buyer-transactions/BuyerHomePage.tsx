import type { BuyerTransactionItem } from '@arflow/domain/api/buyer-transactions';
import { RECEIVABLE_STATUS_LABELS } from '@arflow/domain/statuses/receivable';
import { TRANSACTION_STAGE_LABELS } from '@arflow/domain/statuses/transaction';
import { Button, Card, Col, Modal, Row, Spin, type TableProps, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import {
  Bar,
  type CartesianChartProps,
  Doughnut,
  type DoughnutChartProps,
} from '../../shared/charts/index.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useText } from '../../shared/hooks/useText.ts';
import type { Column } from '../../shared/list/columns.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { DocumentList } from './DocumentList.tsx';
import { HomeReceivables, homeListHref } from './HomeReceivables.tsx';
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

type Drawn<P> = Omit<P, 'title' | 'testId' | 'money'>;
/** A chart of a card's rows: titled as the card, in money, its test id the card's with `-chart`. */
type CardChart<R> =
  | { doughnut: (rows: R[]) => Drawn<DoughnutChartProps> }
  | { bar: (rows: R[]) => Drawn<CartesianChartProps> };

function StatChart<R>(props: { chart: CardChart<R>; rows: R[]; title: string; testId: string }) {
  const common = { title: props.title, testId: `${props.testId}-chart`, money: true };
  const { chart, rows } = props;
  return 'bar' in chart ? (
    <Bar {...common} {...chart.bar(rows)} />
  ) : (
    <Doughnut {...common} {...chart.doughnut(rows)} />
  );
}

/** A dashboard card: one statistics call's rows in a small table, with its spinner and retry. */
function StatCard<R extends object>(props: {
  title: string;
  q: Parameters<typeof Loaded<{ data: R[] }>>[0]['q'];
  testId: string;
  rowKey: keyof R & string;
  columns: readonly Column<R>[];
  /** Which rows to show (all of them by default). */
  rows?: (rows: R[]) => R[];
  expandable?: TableProps<R>['expandable'];
  /** A chart of the same rows above the table. */
  chart?: CardChart<R>;
}) {
  const { title, q, testId, rowKey, columns, rows = (all) => all, expandable, chart } = props;
  return (
    <Card size="small" title={title}>
      <Loaded q={q} testId={testId}>
        {(d) => (
          <>
            {chart && rows(d.data).length > 0 && (
              <StatChart chart={chart} rows={rows(d.data)} title={title} testId={testId} />
            )}
            <DetailTable<R>
              rowKey={rowKey}
              rows={rows(d.data)}
              testId={testId}
              tableTestId={testId}
              expandable={expandable}
              columns={columns}
            />
          </>
        )}
      </Loaded>
    </Card>
  );
}

/** The receivables due on one date (list-summary-maturity-ar-details), under its row. */
function MaturityDetails({ date }: { date: string }) {
  const q = useStatReceivables('list-summary-maturity-ar-details', date);
  return (
    <Loaded q={q} testId="buyer-home-maturity-details">
      {(d) => (
        <DetailTable
          rowKey="id"
          rows={d.data}
          testId={`buyer-home-maturity-${date}`}
          tableTestId={`buyer-home-maturity-${date}`}
          columns={[
            { key: 'inv_no', label: 'buyerTransactions.ar.inv_no' },
            { key: 'sup_name', label: 'buyerTransactions.fields.sup_name' },
            { key: 'ar_amount', label: 'buyerTransactions.ar.ar_amount', kind: 'money' },
            { key: 'status', label: 'buyerTransactions.home.status', statuses: RECEIVABLE_STATUS_LABELS },
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
  const show = useText();
  const fmt = useFormat();
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
        <Col xs={24}>
          <HomeReceivables />
        </Col>
        <Col xs={24} lg={10}>
          <StatCard
            title={t('buyerTransactions.home.byStatus')}
            q={summary}
            testId="buyer-home-summary"
            rowKey="status"
            rows={(all) => all.filter((r) => r.count > 0)}
            chart={{
              doughnut: (rows) => ({
                labels: rows.map((r) => show(RECEIVABLE_STATUS_LABELS[r.status].label)),
                values: rows.map((r) => r.ar_amount),
                hrefs: rows.map((r) => homeListHref({ status: r.status })),
              }),
            }}
            columns={[
              { key: 'status', label: 'buyerTransactions.home.status', statuses: RECEIVABLE_STATUS_LABELS },
              {
                key: 'count',
                label: 'buyerTransactions.home.count',
                link: (r) => homeListHref({ status: r.status }),
              },
              { key: 'ar_amount', label: 'buyerTransactions.ar.ar_amount', kind: 'money' },
            ]}
          />
        </Col>
        <Col xs={24} lg={14}>
          <StatCard
            title={t('buyerTransactions.home.maturity')}
            q={maturity}
            testId="buyer-home-maturity"
            rowKey="key"
            chart={{
              bar: (rows) => ({
                labels: rows.map((r) => fmt.date(r.maturity_date ?? r.key)),
                series: [
                  {
                    label: t('buyerTransactions.home.duePayment'),
                    values: rows.map((r) => r.due_payment ?? 0),
                  },
                ],
                hrefs: rows.map((r) => homeListHref({ maturity_date: r.maturity_date ?? r.key })),
              }),
            }}
            expandable={{
              expandedRowRender: (g) => <MaturityDetails date={g.maturity_date ?? g.key} />,
            }}
            columns={[
              { key: 'maturity_date', label: 'buyerTransactions.home.dueDate', kind: 'date' },
              {
                key: 'count',
                label: 'buyerTransactions.home.count',
                link: (r) => homeListHref({ maturity_date: r.maturity_date ?? r.key }),
              },
              { key: 'due_payment', label: 'buyerTransactions.home.duePayment', kind: 'money' },
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
              { key: 'inv_no', label: 'buyerTransactions.ar.inv_no' },
              { key: 'maturity_date', label: 'buyerTransactions.home.dueDate', kind: 'date' },
              { key: 'due_payment', label: 'buyerTransactions.home.duePayment', kind: 'money' },
            ]}
          />
        </Col>
        <Col xs={24} lg={14}>
          <StatCard
            title={t('buyerTransactions.home.debtSale')}
            q={sales}
            testId="buyer-home-debt-sale"
            rowKey="id"
            chart={{
              bar: (rows) => ({
                horizontal: true,
                height: Math.max(120, 32 * rows.length + 48),
                labels: rows.map((r) => `${r.trans_code} · ${r.sup_name}`),
                series: [
                  {
                    label: t('buyerTransactions.fields.total_ar_amount'),
                    values: rows.map((r) => r.total_ar_amount),
                  },
                ],
                hrefs: rows.map((r) => `/buy/transaction?open=${r.id}`),
              }),
            }}
            columns={[
              {
                key: 'trans_code',
                label: 'buyerTransactions.fields.trans_code',
                link: (r) => `/buy/transaction?open=${r.id}`,
              },
              { key: 'sup_name', label: 'buyerTransactions.fields.sup_name' },
              { key: 'status', label: 'buyerTransactions.home.status', statuses: TRANSACTION_STAGE_LABELS },
              { key: 'total_ar_amount', label: 'buyerTransactions.fields.total_ar_amount', kind: 'money' },
              {
                key: 'id',
                label: 'buyerTransactions.home.files',
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
