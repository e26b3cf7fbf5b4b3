import { PAGING } from '@arflow/domain/constants';
import type { z } from 'zod';

export type SortDirection = 'ASC' | 'DESC';

/** A list's state as it lives in the URL query string (architecture house rule 3). */
export interface ListState<F extends string> {
  filters: Partial<Record<F, string>>;
  page: number;
  size: number;
  sort?: string;
  dir: SortDirection;
}

export interface ListOptions<F extends string> {
  filters: readonly F[];
  sortColumns: readonly string[];
  pageSizes?: readonly number[];
}

const positiveInt = (raw: string | null): number | null => {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
};

/** Reads a list state from the query string; anything invalid falls back to the default. */
export function readListState<F extends string>(
  params: URLSearchParams,
  options: ListOptions<F>,
): ListState<F> {
  const filters: Partial<Record<F, string>> = {};
  for (const f of options.filters) {
    const v = params.get(f)?.trim();
    if (v) filters[f] = v;
  }
  const sizes = options.pageSizes ?? PAGING.pageSizes;
  const size = positiveInt(params.get('size'));
  const sort = params.get('sort') ?? undefined;
  return {
    filters,
    page: positiveInt(params.get('page')) ?? PAGING.defaultPage,
    size: size !== null && sizes.includes(size) ? size : PAGING.defaultPageSize,
    sort: sort && options.sortColumns.includes(sort) ? sort : undefined,
    dir: params.get('dir') === 'DESC' ? 'DESC' : 'ASC',
  };
}

/** Writes a list state as a query string, leaving defaults out so URLs stay short. */
export function writeListState<F extends string>(state: ListState<F>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(state.filters) as [string, string | undefined][]) {
    if (v) params.set(k, v);
  }
  if (state.page !== PAGING.defaultPage) params.set('page', String(state.page));
  if (state.size !== PAGING.defaultPageSize) params.set('size', String(state.size));
  if (state.sort) {
    params.set('sort', state.sort);
    params.set('dir', state.dir);
  }
  return params;
}

/** Changing a filter goes back to page 1 (house rule 3). */
export function withFilters<F extends string>(
  state: ListState<F>,
  filters: Partial<Record<F, string | undefined>>,
): ListState<F> {
  const next: Partial<Record<F, string>> = { ...state.filters };
  for (const [k, v] of Object.entries(filters) as [F, string | undefined][]) {
    if (v?.trim()) next[k] = v.trim();
    else delete next[k];
  }
  return { ...state, filters: next, page: 1 };
}

type PagingKey = 'page_number' | 'page_size' | 'sort_column' | 'sort_direction';

/** The filter names of a GET list's query schema (pagedQuery): a filter it lacks is a type error. */
export type FiltersOf<S extends z.ZodType> = Exclude<keyof z.input<S>, PagingKey> & string;

/** The query string of a GET list call (spec §3 paging contract) for a list state. */
export function listQuery<F extends string>(
  state: ListState<F>,
): Record<string, string | number | undefined> {
  return {
    ...state.filters,
    page_number: state.page,
    page_size: state.size,
    sort_column: state.sort,
    sort_direction: state.sort ? state.dir : undefined,
  };
}
