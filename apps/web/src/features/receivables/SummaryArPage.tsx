import {
  AR_GROUP_SORT_COLUMNS,
  type ArGroup,
  type ArGroupBody,
  MATURITY_GROUP_COLUMNS,
  OVERDUE_GROUP_COLUMNS,
  RECEIVABLE_SORT_COLUMNS,
  type ReceivableItem,
  STAT_RECEIVABLE_COLUMNS,
  type StatBody,
} from '@arflow/domain/api/receivables';
import { RECEIVABLE_STATUS_LABELS } from '@arflow/domain/statuses/receivable';
import { Card, Col, Empty, Row, Statistic, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useText } from '../../shared/hooks/useText.ts';
import { columnsOf } from '../../shared/list/columns.tsx';
import { PagedTable, usePaging } from '../../shared/widgets/PagedTable.tsx';
import { useStatGroups, useStatList, useSummaryArHis } from './api.ts';

type Search = StatBody['search_condition'];

const GROUP_COLUMNS = {
  maturity: columnsOf<ArGroup>(MATURITY_GROUP_COLUMNS),
  overdue: columnsOf<ArGroup>(OVERDUE_GROUP_COLUMNS),
};

const AR_COLUMNS = columnsOf<ReceivableItem>(STAT_RECEIVABLE_COLUMNS);

function ArTable({ path, search }: { path: Parameters<typeof useStatList>[0]; search: Search }) {
  const paging = usePaging();
  const body = { ...paging.body, search_condition: search } as StatBody;
  const rows = useStatList(path, body);
  return (
    <PagedTable
      columns={AR_COLUMNS}
      rowKey="id"
      testId={`summary-${path}`}
      tableTestId={`summary-${path}`}
      sortColumns={RECEIVABLE_SORT_COLUMNS}
      paging={paging}
      rows={rows}
      request={{ path: `/supplier/statistic/${path}`, body }}
    />
  );
}

function Groups({ kind }: { kind: 'maturity' | 'overdue' }) {
  const paging = usePaging();
  const path = kind === 'maturity' ? 'list-summary-maturity-ars' : 'list-summary-overdue-ars';
  const body = { ...paging.body, search_condition: {} } as ArGroupBody;
  const groups = useStatGroups(path, body);
  return (
    <PagedTable
      columns={GROUP_COLUMNS[kind]}
      rowKey="key"
      testId={`summary-${kind}`}
      tableTestId={`summary-${kind}`}
      sortColumns={AR_GROUP_SORT_COLUMNS}
      paging={paging}
      rows={groups}
      request={{ path: `/supplier/statistic/${path}`, body }}
      expandable={{
        expandedRowRender: (g) => (
          <ArTable
            path={
              kind === 'maturity' ? 'list-summary-maturity-ars-details' : 'list-summary-overdue-ars-details'
            }
            search={
              kind === 'maturity'
                ? { maturity_date: g.maturity_date ?? undefined }
                : { buy_id: g.buy_id ?? undefined }
            }
          />
        ),
      }}
    />
  );
}

/** /sup/summary/ar and /indsup/summary/ar: the supplier's receivables by status, maturing and overdue. */
export default function SummaryArPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const show = useText();
  const summary = useSummaryArHis({
    search_condition: {},
    page_number: 1,
    page_size: 10,
    sort_direction: 'ASC',
  });
  const cards = (summary.data?.data ?? []).filter((s) => s.count > 0);
  return (
    <div data-testid="summary-ar-page">
      <Typography.Title level={3}>{t('receivables.summary.title')}</Typography.Title>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {cards.length === 0 && !summary.isPending && <Empty description={t('receivables.summary.empty')} />}
        {cards.map((s) => (
          <Col key={s.status} xs={24} sm={12} lg={6}>
            <Card size="small" data-testid={`summary-card-${s.status}`}>
              <Statistic title={show(RECEIVABLE_STATUS_LABELS[s.status].label)} value={f.vnd(s.ar_amount)} />
              <Typography.Text type="secondary">
                {t('receivables.summary.count')}: {s.count}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      <Card>
        <Tabs
          items={[
            {
              key: 'history',
              label: t('receivables.summary.tabs.history'),
              children: <ArTable path="list-ars-his" search={{}} />,
            },
            {
              key: 'maturity',
              label: t('receivables.summary.tabs.maturity'),
              children: <Groups kind="maturity" />,
            },
            {
              key: 'overdue',
              label: t('receivables.summary.tabs.overdue'),
              children: <Groups kind="overdue" />,
            },
          ]}
        />
      </Card>
    </div>
  );
}
