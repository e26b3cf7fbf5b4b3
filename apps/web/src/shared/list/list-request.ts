import type { QueryValue } from '../api/client.ts';
import { type ListState, listQuery } from './list-state.ts';

/**
 * A list's call for a list state: what the table's query sends and, at `<path>/export`, what
 * the Excel export sends, so the file holds what the screen shows (its filters and sort).
 */
export interface ListRequest {
  path: string;
  query?: Record<string, QueryValue>;
  /** A POST list's body (spec §3 paging contract: search_condition and paging). */
  body?: unknown;
}

/** A GET list: filters flattened into the query string, with fixed `extra` parameters. */
export function getList<F extends string>(path: string, extra: Record<string, QueryValue> = {}) {
  return (state: ListState<F>): ListRequest => ({ path, query: { ...listQuery(state), ...extra } });
}

/** A POST list: the filters in `search_condition`, shaped by `conditions` (the URL holds text). */
export function postList<F extends string>(
  path: string,
  conditions: (filters: ListState<F>['filters']) => Record<string, unknown> = (f) => f,
) {
  return (state: ListState<F>): ListRequest => ({
    path,
    body: {
      search_condition: conditions(state.filters),
      page_number: state.page,
      page_size: state.size,
      ...(state.sort ? { sort_column: state.sort, sort_direction: state.dir } : {}),
    },
  });
}

/** The export of a list's call: the same filters and sort at `<path>/export`, without paging. */
export function exportRequest(request: ListRequest): ListRequest {
  const { page_number: _n, page_size: _s, ...query } = request.query ?? {};
  if (request.body === undefined) return { path: `${request.path}/export`, query };
  const { page_number: _bn, page_size: _bs, ...body } = request.body as Record<string, unknown>;
  return { path: `${request.path}/export`, body };
}
