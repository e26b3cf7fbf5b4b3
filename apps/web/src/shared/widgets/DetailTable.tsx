import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../hooks/useFormat.ts';
import { type Column, tableColumns } from '../list/columns.tsx';

/**
 * A table of records a page already holds (a detail's lines, a selection grid), drawn from list
 * column configs like every list: no sorting; paged only when the caller pages it.
 */
export function DetailTable<Row extends object>(props: {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: keyof Row & string;
  testId: string;
  /** The table's own test id when it is not `${testId}-table`. */
  tableTestId?: string;
  loading?: boolean;
  rowSelection?: TableProps<Row>['rowSelection'];
  pagination?: TableProps<Row>['pagination'];
  expandable?: TableProps<Row>['expandable'];
}) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Table<Row>
      size="small"
      scroll={{ x: true }}
      pagination={props.pagination ?? false}
      loading={props.loading}
      rowKey={props.rowKey}
      rowSelection={props.rowSelection}
      expandable={props.expandable}
      dataSource={[...props.rows]}
      columns={tableColumns(props.columns, { t, f, sortColumns: [], dir: 'ASC', testId: props.testId })}
      data-testid={props.tableTestId ?? `${props.testId}-table`}
    />
  );
}
