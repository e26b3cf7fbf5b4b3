import type { ListColumn } from '@arflow/domain/api/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { call } from '../api/client.ts';
import { columnsOf } from '../list/columns.tsx';
import type { ListRequest } from '../list/list-request.ts';
import { PagedTable, type Paging, usePaging } from './PagedTable.tsx';

/** One list a page shows inside itself: its call, its answer's schema and its declared columns (the domain's). */
export interface CallList<Row> {
  path: string;
  /** A POST list (filters in `search_condition`) or a GET list (filters in the query). */
  post: boolean;
  schema: z.ZodType<{ data: Row[]; page_info: { total_page: number; total_record: number } }>;
  columns: readonly ListColumn<keyof Row & string>[];
}

/** One page of a list for its request (GET query or POST body), under the area's query key. */
export function useCallList<S extends z.ZodType>(area: readonly string[], request: ListRequest, schema: S) {
  return useQuery({
    queryKey: [...area, request],
    queryFn: ({ signal }) =>
      call(request.path, {
        signal,
        schema,
        ...(request.body === undefined ? { query: request.query } : { method: 'POST', body: request.body }),
      }) as Promise<z.infer<S>>,
    placeholderData: keepPreviousData,
  });
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
 * A list inside a page (a tab, a card, a popup's screen): server paging and sorting on the
 * declared columns, the Excel export with the same filters, and the row's own buttons.
 */
export function CallTable<Row extends { id: number }>(props: {
  area: readonly string[];
  list: CallList<Row>;
  testId: string;
  filters?: Record<string, unknown>;
  actions?: (row: Row) => ReactNode;
  /** Words under the table drawn from the whole answer (a list's `object`). */
  footer?: (answer: unknown) => ReactNode;
  initialSort?: Pick<Paging, 'sort_column' | 'sort_direction'>;
  /** Columns the screen leaves out (a buyer's own name on its own lists); the export keeps them. */
  omit?: readonly string[];
  /** Columns drawn otherwise than the declaration's (a link…). */
  overrides?: Parameters<typeof columnsOf<Row>>[1];
}) {
  const paging = usePaging(props.initialSort);
  const request = requestOf(props.list, paging.body, props.filters ?? {});
  const rows = useCallList(props.area, request, props.list.schema);
  return (
    <>
      <PagedTable<Row>
        columns={columnsOf<Row>(
          props.list.columns.filter((c) => !props.omit?.includes(c.key)),
          props.overrides,
        )}
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
