import type { BuyerTransactionDocument } from '@arflow/domain/api/buyer-transactions';
import type { Paged } from '@arflow/domain/api/paging';
import {
  AR_GROUP_SORT_COLUMNS,
  type ArGroup,
  arGroupListResponse,
  MATURITY_GROUP_COLUMNS,
  RECEIVABLE_SORT_COLUMNS,
  type ReceivableItem,
  receivableListResponse,
  STAT_RECEIVABLE_COLUMNS,
} from '@arflow/domain/api/receivables';
import { partnerTransListResponse } from '@arflow/domain/api/reports';
import {
  TRANSACTION_COLUMNS,
  TRANSACTION_SORT_COLUMNS,
  type TransactionItem,
} from '@arflow/domain/api/request-transaction';
import { RECEIVABLE_STATUS_LABELS } from '@arflow/domain/statuses/receivable';
import { Button, Card, Flex, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponseSchema } from '../../shared/api/client.ts';
import { download } from '../../shared/api/upload.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { type Column, columnsOf } from '../../shared/list/columns.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { PagedTable, usePaging } from '../../shared/widgets/PagedTable.tsx';
import { PARTNER_PATHS, type PartnerKindPath } from './kinds.ts';
import {
  type ArPath,
  partnerStatRequest,
  usePartnerStat,
  usePartnerSummaryAr,
  usePartnerTransFiles,
} from './statistics-api.ts';

const AR_COLUMNS = columnsOf<ReceivableItem>(STAT_RECEIVABLE_COLUMNS);
const GROUP_COLUMNS = columnsOf<ArGroup>(MATURITY_GROUP_COLUMNS);
const TRANS_COLUMNS = columnsOf<TransactionItem>(TRANSACTION_COLUMNS);
const FILE_COLUMNS = [
  { key: 'doc_name', label: 'partners.statistics.fileName' },
  { key: 'original_name', label: 'partners.statistics.fileOriginal' },
  { key: 'signed_date', label: 'partners.statistics.fileSigned', kind: 'date' },
] as const;

/** A file's name downloads it (…/statistic/{trans}/files/{doc}), its errors in the result dialog. */
function fileColumns(kind: PartnerKindPath, transId: number, failed: (e: unknown) => void) {
  return FILE_COLUMNS.map((c) =>
    c.key === 'original_name'
      ? {
          ...c,
          render: (name: unknown, row: BuyerTransactionDocument) => (
            <Button
              type="link"
              style={{ padding: 0 }}
              data-testid={`partner-stat-file-${row.id}`}
              onClick={() =>
                void download(
                  `${PARTNER_PATHS[kind].api}/statistic/${transId}/files/${row.id}`,
                  {},
                  String(name),
                ).catch(failed)
              }
            >
              {String(name)}
            </Button>
          ),
        }
      : c,
  );
}

type Props = { kind: PartnerKindPath; id: number };

/** A paged table of one statistics call, with its own paging; `expand` opens a row's details. */
function StatTable<Row extends object>(props: {
  testId: string;
  columns: readonly Column<Row>[];
  rowKey: keyof Row & string;
  sortColumns: readonly string[];
  /** The call: the partner, its statistics path, its answer's schema and extra conditions. */
  call: Props & { path: string; schema: ResponseSchema<Paged<Row>>; extra?: Record<string, unknown> };
  expand?: (row: Row) => ReactNode;
  /** The list's server export: the lists behind the tab's figures (not the grouped maturity). */
  exported?: boolean;
}) {
  const paging = usePaging();
  const { kind, id, path, schema, extra } = props.call;
  const rows = usePartnerStat(kind, id, path, schema, paging.body, extra);
  const request = props.exported ? partnerStatRequest(kind, id, path, paging.body, extra) : undefined;
  return (
    <PagedTable
      columns={props.columns}
      rowKey={props.rowKey}
      testId={props.testId}
      sortColumns={props.sortColumns}
      paging={paging}
      rows={rows}
      {...(request && { request })}
      {...(props.expand && { expandable: { expandedRowRender: props.expand } })}
    />
  );
}

/** The partner's funded receivables: all, to be settled, or of one due date. */
function Receivables({ kind, id, path, extra }: Props & { path: ArPath; extra?: Record<string, unknown> }) {
  return (
    <StatTable
      columns={AR_COLUMNS}
      rowKey="id"
      testId={`partner-stat-${path}`}
      sortColumns={RECEIVABLE_SORT_COLUMNS}
      exported
      call={{ kind, id, path, schema: receivableListResponse, ...(extra && { extra }) }}
    />
  );
}

/** What is to be paid, by due date; a date opens its receivables. */
function Maturity({ kind, id }: Props) {
  return (
    <StatTable
      columns={GROUP_COLUMNS}
      rowKey="key"
      testId="partner-stat-maturity"
      sortColumns={AR_GROUP_SORT_COLUMNS}
      call={{ kind, id, path: 'list-summary-maturity-ar', schema: arGroupListResponse }}
      expand={(g) => (
        <Receivables
          kind={kind}
          id={id}
          path="list-summary-maturity-ar-details"
          extra={{ maturity_date: g.maturity_date ?? undefined }}
        />
      )}
    />
  );
}

function Files({ kind, transId }: { kind: PartnerKindPath; transId: number }) {
  const files = usePartnerTransFiles(kind, transId);
  const dialog = useResultDialog();
  return (
    <DetailTable<BuyerTransactionDocument>
      rows={files}
      columns={fileColumns(kind, transId, (e) => void dialog.error(e))}
      rowKey="id"
      testId={`partner-stat-files-${transId}`}
    />
  );
}

/** The debt sales of the transactions the partner funds; a transaction opens its files. */
function DebtSales({ kind, id }: Props) {
  return (
    <StatTable
      columns={TRANS_COLUMNS}
      rowKey="id"
      testId="partner-stat-debt-sale"
      sortColumns={TRANSACTION_SORT_COLUMNS}
      exported
      call={{ kind, id, path: 'debt-sale', schema: partnerTransListResponse }}
      expand={(t) => <Files kind={kind} transId={t.id} />}
    />
  );
}

/**
 * The partner detail's statistics tab: the receivables of the transactions it funds by status,
 * their maturity schedule, the settlement announcements, every receivable and the debt sales with
 * their files (spec §7 /corporate|person/statistic/*).
 */
export function StatisticsPanel({ kind, id }: Props) {
  const { t } = useTranslation();
  const summary = usePartnerSummaryAr(kind, id);
  return (
    <Flex vertical gap={16} data-testid="partner-statistics">
      <Card size="small" title={t('partners.statistics.byStatus')}>
        <DetailTable
          rows={{ ...summary, data: summary.data && { data: summary.data.data.filter((r) => r.count > 0) } }}
          rowKey="status"
          testId="partner-stat-summary"
          columns={[
            { key: 'status', label: 'partners.statistics.status', statuses: RECEIVABLE_STATUS_LABELS },
            { key: 'count', label: 'partners.statistics.count' },
            { key: 'ar_amount', label: 'partners.statistics.amount', kind: 'money' },
          ]}
        />
      </Card>
      <Card size="small">
        <Tabs
          items={[
            {
              key: 'maturity',
              label: t('partners.statistics.maturity'),
              children: <Maturity kind={kind} id={id} />,
            },
            {
              key: 'settlement',
              label: t('partners.statistics.settlement'),
              children: <Receivables kind={kind} id={id} path="announcement-settlement" />,
            },
            {
              key: 'receivables',
              label: t('partners.statistics.receivables'),
              children: <Receivables kind={kind} id={id} path="summary-ar-details" />,
            },
            {
              key: 'debt-sale',
              label: t('partners.statistics.debtSale'),
              children: <DebtSales kind={kind} id={id} />,
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
