import { SAMPLE_ACCESS } from '@arflow/domain/access/sample';
import {
  SAMPLE_SORT_COLUMNS,
  type SampleForm,
  sampleDetailResponse,
  type sampleListQuery,
  sampleListResponse,
  sampleSaveResponse,
} from '@arflow/domain/api/sample';
import { allows } from '@arflow/domain/permissions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';
import { type FiltersOf, type ListOptions, type ListState, listQuery } from '../../shared/list/list-state.ts';
import { useSession } from '../../shared/session/session.ts';

/** The list's URL state: its filters are the query schema's own (keyword, status). */
export const SAMPLE_LIST = {
  filters: ['keyword', 'status'],
  sortColumns: SAMPLE_SORT_COLUMNS,
} as const satisfies ListOptions<FiltersOf<typeof sampleListQuery>>;
type Filter = (typeof SAMPLE_LIST.filters)[number];

const keys = {
  all: ['sample'] as const,
  list: (state: ListState<Filter>) => ['sample', 'list', state] as const,
  detail: (id: number) => ['sample', 'detail', id] as const,
};

/** GET /samples with the list state of the URL. */
export function useSamples(state: ListState<Filter>) {
  return useQuery({
    queryKey: keys.list(state),
    queryFn: ({ signal }) =>
      call('/samples', { signal, query: listQuery(state), schema: sampleListResponse }),
    placeholderData: keepPreviousData,
  });
}

/** GET /sample/{id}: the record, its history and the actions the server allows the caller. */
export function useSample(id: number) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => call(`/sample/${id}`, { signal, schema: sampleDetailResponse }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** POST /sample/form (add) or /sample/form/{id} (edit). */
export function useSaveSample(id?: number) {
  return useRefreshingMutation(keys.all, (body: SampleForm) =>
    call(id ? `/sample/form/${id}` : '/sample/form', { method: 'POST', body, schema: sampleSaveResponse }),
  );
}

/** GET /sample/disable/{id}: the server checks the transition (ACTIVE → DISABLED). */
export function useDisableSample(id: number) {
  return useRefreshingMutation(keys.all, () => call(`/sample/disable/${id}`, { schema: sampleSaveResponse }));
}

/** The add button shows only to users the server lets write samples (the list has no actions). */
export function useCanWriteSample(): boolean {
  const { user } = useSession();
  return allows(SAMPLE_ACCESS.write, user);
}
