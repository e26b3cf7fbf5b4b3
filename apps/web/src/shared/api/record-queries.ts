import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ListState, listQuery } from '../list/list-state.ts';
import { call, type ResponseSchema } from './client.ts';

/**
 * The reads of a module's records, written once: a GET list driven by the list state of the
 * URL (the previous page stays on screen while the next loads) and one record by id. Each answer
 * is checked against its domain schema in development and tests. `all` is the area's query key,
 * which a write refreshes (`useRefreshingMutation(all, …)`). The keys hold the paths too: an area
 * with several records (savings: classes, members, packs) would otherwise share one cache entry
 * between lists in the same state, and a page would show another list's rows for 30 seconds.
 */
export function recordQueries<F extends string, L, D>(
  area: string,
  opts: {
    /** `filters` are the list's URL filters (its ListOptions'), for the state's type. */
    list: { path: string; schema: ResponseSchema<L>; filters: readonly F[] };
    detail: { path: (id: number) => string; schema: ResponseSchema<D> };
  },
) {
  const all = [area] as const;
  return {
    all,
    useList: (state: ListState<F>) =>
      useQuery({
        queryKey: [area, 'list', opts.list.path, state],
        queryFn: ({ signal }) =>
          call(opts.list.path, { signal, query: listQuery(state), schema: opts.list.schema }),
        placeholderData: keepPreviousData,
      }),
    useDetail: (id: number) =>
      useQuery({
        queryKey: [area, 'detail', opts.detail.path(id)],
        queryFn: ({ signal }) => call(opts.detail.path(id), { signal, schema: opts.detail.schema }),
        enabled: Number.isSafeInteger(id) && id > 0,
      }),
  };
}
