import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { type Column, tableColumns } from '../../shared/list/columns.tsx';

/** A read-only table of a detail page from list column configs (no sorting, no paging). */
export function DetailTable<Row extends object>(props: {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: keyof Row & string;
  testId: string;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Table<Row>
      size="small"
      scroll={{ x: true }}
      pagination={false}
      loading={props.loading}
      rowKey={props.rowKey}
      dataSource={[...props.rows]}
      columns={tableColumns(props.columns, { t, f, sortColumns: [], dir: 'ASC', testId: props.testId })}
      data-testid={`${props.testId}-table`}
    />
  );
}
