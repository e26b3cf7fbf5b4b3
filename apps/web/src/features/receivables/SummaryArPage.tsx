import type { StatBody } from '@arflow/domain/api/receivables';
import { RECEIVABLE_STATUS_LABELS } from '@arflow/domain/statuses/receivable';
import { Card, Col, Empty, Row, Statistic, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useText } from '../../shared/hooks/useText.ts';
import { useStatGroups, useStatList, useSummaryArHis } from './api.ts';
import { useArColumns } from './ar-columns.tsx';

// No sort: the default order of each list, so one body serves the receivables and the groups.
const body = (page: number, search: StatBody['search_condition'] = {}): Omit<StatBody, 'sort_column'> => ({
  search_condition: search,
  page_number: page,
  page_size: 10,
  sort_direction: 'ASC',
});

function ArTable({
  path,
  search,
}: {
  path: Parameters<typeof useStatList>[0];
  search: StatBody['search_condition'];
}) {
  const { t } = useTranslation();
  const _f = useFormat();
  const [page, setPage] = useState(1);
  const rows = useStatList(path, body(page, search));
  const columns = useArColumns([
    { key: 'buy_name', dataIndex: 'buy_name', title: t('receivables.fields.buy_name') },
  ]);
  return (
    <Table
      size="small"
      rowKey="id"
      loading={rows.isFetching}
      dataSource={rows.data?.data ?? []}
      data-testid={`summary-${path}`}
      pagination={{
        current: page,
        pageSize: 10,
        total: rows.data?.page_info.total_record ?? 0,
        onChange: setPage,
      }}
      columns={columns}
    />
  );
}

function Groups({ kind }: { kind: 'maturity' | 'overdue' }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [page, setPage] = useState(1);
  const path = kind === 'maturity' ? 'list-summary-maturity-ars' : 'list-summary-overdue-ars';
  const groups = useStatGroups(path, body(page));
  return (
    <Table
      size="small"
      rowKey="key"
      loading={groups.isFetching}
      dataSource={groups.data?.data ?? []}
      data-testid={`summary-${kind}`}
      pagination={{
        current: page,
        pageSize: 10,
        total: groups.data?.page_info.total_record ?? 0,
        onChange: setPage,
      }}
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
      columns={[
        kind === 'maturity'
          ? {
              key: 'maturity_date',
              dataIndex: 'maturity_date',
              title: t('receivables.fields.maturity_date'),
              render: (v: string) => f.date(v),
            }
          : { key: 'buy_name', dataIndex: 'buy_name', title: t('receivables.fields.buy_name') },
        { key: 'count', dataIndex: 'count', title: t('receivables.summary.count') },
        {
          key: 'ar_amount',
          dataIndex: 'ar_amount',
          title: t('receivables.fields.ar_amount'),
          render: (v: number) => f.vnd(v),
        },
        {
          key: 'due_payment',
          dataIndex: 'due_payment',
          title: t('receivables.fields.due_payment'),
          render: (v: number) => f.vnd(v),
        },
        ...(kind === 'overdue'
          ? [{ key: 'max_days', dataIndex: 'max_days', title: t('receivables.summary.maxDays') }]
          : []),
      ]}
    />
  );
}

/** /sup/summary/ar and /indsup/summary/ar: the supplier's receivables by status, maturing and overdue. */
export default function SummaryArPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const show = useText();
  const summary = useSummaryArHis(body(1));
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
