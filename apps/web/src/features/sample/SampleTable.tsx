import type { SampleItem } from '@arflow/domain/api/sample';
import { SAMPLE_STATUS_LABELS } from '@arflow/domain/statuses/sample';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import type { SortDirection } from '../../shared/list/list-state.ts';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';

export interface SampleTableProps {
  rows: SampleItem[];
  loading: boolean;
  sort?: string;
  dir: SortDirection;
  onSort: (sort: string | undefined, dir: SortDirection) => void;
}

const SORTABLE = new Set(['code', 'name', 'amount', 'rate', 'effective_date', 'status', 'updated_at']);

/** The sample rows; sorting is done by the server and kept in the URL by the page. */
export function SampleTable({ rows, loading, sort, dir, onSort }: SampleTableProps) {
  const { t } = useTranslation();
  const f = useFormat();

  const sortable = (key: string) =>
    SORTABLE.has(key)
      ? {
          sorter: true,
          sortOrder: sort === key ? (dir === 'DESC' ? ('descend' as const) : ('ascend' as const)) : null,
        }
      : {};

  const columns: TableColumnsType<SampleItem> = [
    {
      key: 'code',
      dataIndex: 'code',
      title: t('sample.fields.code'),
      ...sortable('code'),
      render: (code: string, row) => (
        <Link to={`/sample/${row.id}`} data-testid="sample-row-link">
          {code}
        </Link>
      ),
    },
    { key: 'name', dataIndex: 'name', title: t('sample.fields.name'), ...sortable('name') },
    { key: 'email', dataIndex: 'email', title: t('sample.fields.email') },
    { key: 'phone', dataIndex: 'phone', title: t('sample.fields.phone') },
    {
      key: 'amount',
      dataIndex: 'amount',
      title: t('sample.fields.amount'),
      align: 'right',
      ...sortable('amount'),
      render: (v: number) => f.vnd(v),
    },
    {
      key: 'rate',
      dataIndex: 'rate',
      title: t('sample.fields.rate'),
      align: 'right',
      ...sortable('rate'),
      render: (v: number) => f.rate(v),
    },
    {
      key: 'effective_date',
      dataIndex: 'effective_date',
      title: t('sample.fields.effectiveDate'),
      ...sortable('effective_date'),
      render: (v: string) => f.date(v),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('sample.fields.status'),
      ...sortable('status'),
      render: (v: SampleItem['status']) => <StatusTag status={SAMPLE_STATUS_LABELS[v]} code={v} />,
    },
    {
      key: 'updated_at',
      dataIndex: 'updated_at',
      title: t('sample.fields.updatedAt'),
      ...sortable('updated_at'),
      render: (v: string) => f.dateTime(v),
    },
  ];

  const onChange: TableProps<SampleItem>['onChange'] = (_p, _f, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    if (!s?.order) onSort(undefined, 'ASC');
    else onSort(String(s.columnKey), s.order === 'descend' ? 'DESC' : 'ASC');
  };

  return (
    <Table<SampleItem>
      data-testid="sample-table"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      onChange={onChange}
      scroll={{ x: 'max-content' }}
      onRow={(row) => ({ 'data-row-id': row.id }) as React.HTMLAttributes<HTMLElement>}
    />
  );
}
