import { SAMPLE_ACCESS } from '@arflow/domain/access/sample';
import type { Paged } from '@arflow/domain/api/paging';
import {
  SAMPLE_SORT_COLUMNS,
  type SampleForm,
  type SampleItem,
  type SampleSaveResponse,
} from '@arflow/domain/api/sample';
import { PAGING } from '@arflow/domain/constants';
import { allows } from '@arflow/domain/permissions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';
import type { ListOptions, ListState } from '../../shared/list/list-state.ts';
import { useSession } from '../../shared/session/session.ts';

/** GET /sample/{id} (sampleDetailResponse of the domain). */
export interface SampleHistoryEntry {
  id: number;
  action: string;
  from_status: string | null;
  to_status: string | null;
  actor_name: string | null;
  reason: string | null;
  changes: Record<string, unknown> | null;
  created_at: string;
}
export interface SampleDetail {
  data: SampleItem;
  history: SampleHistoryEntry[];
}

export const SAMPLE_FILTERS = ['keyword', 'status'] as const;
export type SampleFilter = (typeof SAMPLE_FILTERS)[number];
export const SAMPLE_LIST: ListOptions<SampleFilter> = {
  filters: SAMPLE_FILTERS,
  sortColumns: SAMPLE_SORT_COLUMNS,
  pageSizes: PAGING.pageSizes,
};

const keys = {
  all: ['sample'] as const,
  list: (state: ListState<SampleFilter>) => ['sample', 'list', state] as const,
  detail: (id: number) => ['sample', 'detail', id] as const,
};

/** GET /samples with the list state of the URL. */
export function useSamples(state: ListState<SampleFilter>) {
  return useQuery({
    queryKey: keys.list(state),
    queryFn: ({ signal }) =>
      call<Paged<SampleItem>>('/samples', {
        signal,
        query: {
          page_number: state.page,
          page_size: state.size,
          sort_column: state.sort,
          sort_direction: state.sort ? state.dir : undefined,
          keyword: state.filters.keyword,
          status: state.filters.status,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSample(id: number) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => call<SampleDetail>(`/sample/${id}`, { signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** POST /sample/form (add) or /sample/form/{id} (edit). */
export function useSaveSample(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SampleForm) =>
      call<SampleSaveResponse>(id ? `/sample/form/${id}` : '/sample/form', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** GET /sample/disable/{id}: the server checks the transition (ACTIVE → DISABLED). */
export function useDisableSample(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call<SampleSaveResponse>(`/sample/disable/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Add, edit and disable show only to users the server lets write samples. */
export function useCanWriteSample(): boolean {
  const { user } = useSession();
  return allows(SAMPLE_ACCESS.write, user);
}
