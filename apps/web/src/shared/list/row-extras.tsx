import type { TableColumnsType, TableProps } from 'antd';
import type { ReactNode } from 'react';

/** What a table of a page adds to its column configs: a row's own buttons, words for no rows, row attributes. */
export interface RowExtras<Row> {
  /** The last column: what can be done with the row (edit, remove, open). */
  actions?: (row: Row) => ReactNode;
  /** The heading of the actions column, where the screen names it. */
  actionsTitle?: ReactNode;
  /** Shown instead of antd's "No data" when there are no rows. */
  empty?: ReactNode;
  /** Attributes of a row's `<tr>` (a `data-row-id` the e2e tests find a row by). */
  rowAttributes?: (row: Row) => Record<string, string | number>;
}

/** The antd props for `RowExtras`, shared by DetailTable and PagedTable so both offer the same. */
export function rowExtrasProps<Row>(
  columns: TableColumnsType<Row>,
  extras: RowExtras<Row>,
): Pick<TableProps<Row>, 'columns' | 'locale' | 'onRow'> {
  const { actions, actionsTitle, empty, rowAttributes } = extras;
  return {
    columns: actions
      ? [
          ...columns,
          { key: 'actions', title: actionsTitle ?? '', render: (_: unknown, row: Row) => actions(row) },
        ]
      : columns,
    locale: empty === undefined ? undefined : { emptyText: empty },
    onRow: rowAttributes && ((row: Row) => rowAttributes(row) as React.HTMLAttributes<HTMLElement>),
  };
}
