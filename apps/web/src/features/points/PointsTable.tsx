import type { ListColumn } from '@arflow/domain/api/paging';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { columnsOf } from '../../shared/list/columns.tsx';
import type { ListRequest } from '../../shared/list/list-request.ts';
import { PagedTable, type Paging, usePaging } from '../../shared/widgets/PagedTable.tsx';
import { usePointsList } from './api.ts';

/** One of the points lists: its call, its answer's schema and its declared columns (the domain's). */
export interface PointsList<Row> {
  path: string;
  /** A POST list (filters in `search_condition`) or a GET list (filters in the query). */
  post: boolean;
  schema: z.ZodType<{ data: Row[]; page_info: { total_page: number; total_record: number } }>;
  columns: readonly ListColumn<keyof Row & string>[];
}

function requestOf(
  list: { path: string; post: boolean },
  paging: Paging,
  filters: Record<string, unknown>,
): ListRequest {
  const set = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
  return list.post
    ? { path: list.path, body: { ...paging, search_condition: set } }
    : { path: list.path, query: { ...paging, ...(set as Record<string, string>) } };
}

/**
 * A points list inside the page (a tab, a card): server paging and sorting on the declared
 * columns, the Excel export with the same filters, and the row's own buttons.
 */
export function PointsTable<Row extends { id: number }>(props: {
  list: PointsList<Row>;
  testId: string;
  filters?: Record<string, unknown>;
  actions?: (row: Row) => ReactNode;
  /** Words under the table drawn from the whole answer (a list's `object`). */
  footer?: (answer: unknown) => ReactNode;
  initialSort?: Pick<Paging, 'sort_column' | 'sort_direction'>;
  /** Columns the screen leaves out (a buyer's own name on its own lists); the export keeps them. */
  omit?: readonly string[];
}) {
  const paging = usePaging(props.initialSort);
  const request = requestOf(props.list, paging.body, props.filters ?? {});
  const rows = usePointsList(request, props.list.schema);
  return (
    <>
      <PagedTable<Row>
        columns={columnsOf<Row>(props.list.columns.filter((c) => !props.omit?.includes(c.key)))}
        rowKey="id"
        testId={props.testId}
        sortColumns={props.list.columns.filter((c) => c.sort).map((c) => c.key)}
        paging={paging}
        rows={rows}
        request={request}
        actions={props.actions}
        rowAttributes={(row) => ({ 'data-row-id': String(row.id) })}
      />
      {props.footer && rows.data && props.footer(rows.data)}
    </>
  );
}
