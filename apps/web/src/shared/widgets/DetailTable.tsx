import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../hooks/useFormat.ts';
import { type Column, tableColumns } from '../list/columns.tsx';
import { type RowExtras, rowExtrasProps } from '../list/row-extras.tsx';

/**
 * A table of records a page already holds (a detail's lines, a selection grid), drawn from list
 * column configs like every list: no sorting; paged only when the caller pages it.
 */
export function DetailTable<Row extends object>(
  props: RowExtras<Row> & {
    rows: readonly Row[];
    columns: readonly Column<Row>[];
    /** A field of the row, or the key made from several when no field alone is unique. */
    rowKey: (keyof Row & string) | ((row: Row) => string);
    testId: string;
    /** The table's own test id when it is not `${testId}-table`. */
    tableTestId?: string;
    loading?: boolean;
    size?: TableProps<Row>['size'];
    rowSelection?: TableProps<Row>['rowSelection'];
    pagination?: TableProps<Row>['pagination'];
    expandable?: TableProps<Row>['expandable'];
    /** A closing row under the lines (totals). */
    summary?: TableProps<Row>['summary'];
    rowClassName?: TableProps<Row>['rowClassName'];
  },
) {
  const { t } = useTranslation();
  const f = useFormat();
  const columns = tableColumns(props.columns, { t, f, sortColumns: [], dir: 'ASC', testId: props.testId });
  return (
    <Table<Row>
      size={props.size ?? 'small'}
      scroll={{ x: true }}
      pagination={props.pagination ?? false}
      loading={props.loading}
      rowKey={props.rowKey}
      rowSelection={props.rowSelection}
      expandable={props.expandable}
      summary={props.summary}
      rowClassName={props.rowClassName}
      dataSource={[...props.rows]}
      {...rowExtrasProps(columns, props)}
      data-testid={props.tableTestId ?? `${props.testId}-table`}
    />
  );
}
