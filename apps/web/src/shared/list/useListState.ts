import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ListOptions,
  type ListState,
  readListState,
  type SortDirection,
  withFilters,
  writeListState,
} from './list-state.ts';

/** A list's filters, sort and page kept in the query string: shareable and reload-proof. */
export function useListState<F extends string>(options: ListOptions<F>) {
  const [params, setParams] = useSearchParams();
  // The options are static per list; their identity must not re-run the memo.
  // biome-ignore lint/correctness/useExhaustiveDependencies: options are a module constant
  const state = useMemo(() => readListState(params, options), [params]);
  // Parameters the list does not own (the page's tab…) stay as they are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: options are a module constant
  const go = useCallback(
    (next: ListState<F>) =>
      setParams((current) => {
        const out = writeListState(next);
        const owned = new Set<string>([...options.filters, 'page', 'size', 'sort', 'dir']);
        for (const [k, v] of current) if (!owned.has(k)) out.append(k, v);
        return out;
      }),
    [setParams],
  );
  return {
    state,
    setFilters: (filters: Partial<Record<F, string | undefined>>) => go(withFilters(state, filters)),
    setPage: (page: number) => go({ ...state, page }),
    setSize: (size: number) => go({ ...state, size, page: 1 }),
    setSort: (sort: string | undefined, dir: SortDirection) => go({ ...state, sort, dir, page: 1 }),
    reset: () => go({ filters: {}, page: 1, size: state.size, dir: 'ASC' }),
  };
}
