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
import { call } from '../../shared/api/client.ts';
import { recordQueries } from '../../shared/api/record-queries.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';
import type { FiltersOf, ListOptions } from '../../shared/list/list-state.ts';
import { useSession } from '../../shared/session/session.ts';

/** The list's URL state: its filters are the query schema's own (keyword, status). */
export const SAMPLE_LIST = {
  filters: ['keyword', 'status'],
  sortColumns: SAMPLE_SORT_COLUMNS,
} as const satisfies ListOptions<FiltersOf<typeof sampleListQuery>>;

const samples = recordQueries('sample', {
  list: { path: '/samples', schema: sampleListResponse, filters: SAMPLE_LIST.filters },
  detail: { path: (id) => `/sample/${id}`, schema: sampleDetailResponse },
});
/** GET /samples with the list state of the URL; GET /sample/{id} with its history and actions. */
export const { useList: useSamples, useDetail: useSample } = samples;

/** POST /sample/form (add) or /sample/form/{id} (edit). */
export function useSaveSample(id?: number) {
  return useRefreshingMutation(samples.all, (body: SampleForm) =>
    call(id ? `/sample/form/${id}` : '/sample/form', { method: 'POST', body, schema: sampleSaveResponse }),
  );
}

/** GET /sample/disable/{id}: the server checks the transition (ACTIVE → DISABLED). */
export function useDisableSample(id: number) {
  return useRefreshingMutation(samples.all, () =>
    call(`/sample/disable/${id}`, { schema: sampleSaveResponse }),
  );
}

/** The add button shows only to users the server lets write samples (the list has no actions). */
export function useCanWriteSample(): boolean {
  return allows(SAMPLE_ACCESS.write, useSession().user);
}
