import { SAMPLE_ACCESS } from '@arflow/domain/access/sample';
import {
  SAMPLE_SORT_COLUMNS,
  sampleDetailResponse,
  sampleForm,
  type sampleListQuery,
  sampleListResponse,
  sampleSaveResponse,
} from '@arflow/domain/api/sample';
import type { FiltersOf } from '../../shared/list/list-state.ts';
import { recordApi } from '../../shared/record/record-api.ts';

/**
 * GET /samples with the URL's list state (filters: the query schema's keyword and status);
 * GET /sample/{id} with its history and actions; POST /sample/form (add) or /sample/form/{id}
 * (edit); GET /sample/disable/{id}, where the server checks the transition (ACTIVE → DISABLED).
 * Only users the server lets write samples see the add button.
 */
export const samples = recordApi('sample', {
  list: {
    path: '/samples',
    schema: sampleListResponse,
    filters: ['keyword', 'status'] satisfies FiltersOf<typeof sampleListQuery>[],
    sortColumns: SAMPLE_SORT_COLUMNS,
    exported: true,
  },
  detail: { path: (id) => `/sample/${id}`, schema: sampleDetailResponse },
  form: sampleForm,
  save: { create: '/sample/form', edit: (id) => `/sample/form/${id}`, schema: sampleSaveResponse },
  actions: { disable: (id) => `GET /sample/disable/${id}` },
  write: SAMPLE_ACCESS.write,
});
