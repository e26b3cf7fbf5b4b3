import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../api/LoadError.tsx';
import { useFormat } from '../hooks/useFormat.ts';
import { type Column, tableColumns } from '../list/columns.tsx';
import { type RowExtras, rowExtrasProps } from '../list/row-extras.tsx';

/**
 * A table of records a page already holds (a detail's lines, a selection grid), drawn from list
 * column configs like every list: no sorting; paged only when the caller pages it.
 */
/** A call that answers the rows (`{ data: [...] }`), as react-query hands it over. */
interface RowsQuery<Row> {
  data?: { data: readonly Row[] };
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A field of the row, or the key made from several when no field alone is unique; a row with an
 * `id` is keyed by it unless told otherwise.
 */
type RowKeyProp<Row> = { rowKey?: RowKey<Row> } & ('id' extends keyof Row
  ? unknown
  : // Required without an id; typed by the member above (typing it here too loses a callback's row type).
    { rowKey: unknown });
type RowKey<Row> = (keyof Row & string) | ((row: Row) => string);

export function DetailTable<Row extends object>(
  props: RowExtras<Row> &
    RowKeyProp<Row> & {
      /** The rows, or the call that answers them: its spinner while it runs, its error with a retry. */
      rows: readonly Row[] | RowsQuery<Row>;
      columns: readonly Column<Row>[];
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
  const query = 'isFetching' in props.rows ? props.rows : null;
  if (query?.isError) {
    return (
      <LoadError error={query.error} onRetry={() => void query.refetch()} testId={`${props.testId}-error`} />
    );
  }
  const rows = query ? (query.data?.data ?? []) : (props.rows as readonly Row[]);
  return (
    <Table<Row>
      size={props.size ?? 'small'}
      scroll={{ x: true }}
      pagination={props.pagination ?? false}
      loading={props.loading ?? query?.isFetching}
      rowKey={(props.rowKey ?? 'id') as RowKey<Row>}
      rowSelection={props.rowSelection}
      expandable={props.expandable}
      summary={props.summary}
      rowClassName={props.rowClassName}
      dataSource={[...rows]}
      {...rowExtrasProps(columns, props)}
      data-testid={props.tableTestId ?? `${props.testId}-table`}
    />
  );
}
