import type { BuyerTransactionItem } from '@arflow/domain/api/buyer-transactions';
import type { ArGroup } from '@arflow/domain/api/receivables';
import { RECEIVABLE_STATUS_LABELS } from '@arflow/domain/statuses/receivable';
import { TRANSACTION_STAGE_LABELS } from '@arflow/domain/statuses/transaction';
import { Button, Card, Col, Modal, Row, Spin, type TableProps, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { Bar, Doughnut } from '../../shared/charts/index.tsx';
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

/** The fields of a card's row that hold an amount. */
type AmountKey<R> = {
  [K in keyof R & string]: R[K] extends number | null | undefined ? K : never;
}[keyof R & string];

/**
 * A chart of a card's rows, a bar or slice a row: its label, its amount (the card's `value`
 * column, which also names a bar chart's one series) and the list it opens (the card's linked
 * column's, so a bar and its row lead to the same place). Titled as the card, its test id the
 * card's with `-chart`; horizontal bars (long labels) grow with the rows.
 */
type CardChart<R> = {
  label: (row: R) => string;
  value: AmountKey<R>;
} & ({ kind: 'doughnut' } | { kind: 'bar'; horizontal?: boolean });

function StatChart<R>({
  chart,
  rows,
  columns,
  ...props
}: {
  chart: CardChart<R>;
  rows: R[];
  columns: readonly Column<R>[];
  title: string;
  testId: string;
}) {
  const show = useText();
  const link = columns.find((c) => c.link)?.link;
  const common = {
    title: props.title,
    testId: `${props.testId}-chart`,
    money: true,
    labels: rows.map(chart.label),
    hrefs: link && rows.map(link),
  };
  const values = rows.map((r) => Number(r[chart.value] ?? 0));
  if (chart.kind === 'doughnut') return <Doughnut {...common} values={values} />;
  const amount = columns.find((c) => c.key === chart.value);
  const series = amount ? show(amount.label as Parameters<typeof show>[0]) : '';
  const sized = chart.horizontal ? { horizontal: true, height: Math.max(120, 32 * rows.length + 48) } : {};
  return <Bar {...common} {...sized} series={[{ label: series, values }]} />;
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
              <StatChart chart={chart} rows={rows(d.data)} columns={columns} title={title} testId={testId} />
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

/** Where a card's row leads: its linked column, and so its bar or slice. */
const byStatus = (r: { status: keyof typeof RECEIVABLE_STATUS_LABELS }) => homeListHref({ status: r.status });
const byDueDate = (r: ArGroup) => homeListHref({ maturity_date: r.maturity_date ?? r.key });
const openTransaction = (r: { id: number }) => `/buy/transaction?open=${r.id}`;
/** A group's receivable count, opening the same list as the group's bar or slice. */
// The cast only names the row: TypeScript cannot resolve a column's key union for a generic row.
const countColumn = <R,>(link: (row: R) => string) =>
  ({ key: 'count', label: 'buyerTransactions.home.count', link }) as Column<R & { count: number }>;

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
              kind: 'doughnut',
              label: (r) => show(RECEIVABLE_STATUS_LABELS[r.status].label),
              value: 'ar_amount',
            }}
            columns={[
              { key: 'status', label: 'buyerTransactions.home.status', statuses: RECEIVABLE_STATUS_LABELS },
              countColumn(byStatus),
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
            chart={{ kind: 'bar', label: (r) => fmt.date(r.maturity_date ?? r.key), value: 'due_payment' }}
            expandable={{
              expandedRowRender: (g) => <MaturityDetails date={g.maturity_date ?? g.key} />,
            }}
            columns={[
              { key: 'maturity_date', label: 'buyerTransactions.home.dueDate', kind: 'date' },
              countColumn(byDueDate),
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
              kind: 'bar',
              horizontal: true,
              label: (r) => `${r.trans_code} · ${r.sup_name}`,
              value: 'total_ar_amount',
            }}
            columns={[
              {
                key: 'trans_code',
                label: 'buyerTransactions.fields.trans_code',
                link: openTransaction,
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
