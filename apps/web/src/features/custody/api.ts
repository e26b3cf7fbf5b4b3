import { CUSTODY_ACCESS } from '@arflow/domain/access/custody';
import {
  CUSTODY_SORT_COLUMNS,
  type CustodyForm,
  type CustodyThresholds,
  custodyDetailResponse,
  custodyForm,
  type custodyListQuery,
  custodyListResponse,
  custodySaveResponse,
  custodyStaffResponse,
  custodyThresholdsResponse,
} from '@arflow/domain/api/custody';
import { allows } from '@arflow/domain/permissions';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';
import { recordQueries } from '../../shared/api/record-queries.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';
import { getList } from '../../shared/list/list-request.ts';
import type { FiltersOf } from '../../shared/list/list-state.ts';
import { useSession } from '../../shared/session/session.ts';

/** The list's URL state: the view tab and the filters of GET /document-storage. */
export const CUSTODY_LIST = {
  filters: ['keyword', 'view', 'status', 'doc_type', 'return_timing'] satisfies FiltersOf<
    typeof custodyListQuery
  >[],
  sortColumns: CUSTODY_SORT_COLUMNS,
};

const queries = recordQueries('custody', {
  list: { path: '/document-storage', schema: custodyListResponse, filters: CUSTODY_LIST.filters },
  detail: { path: (id) => `/document-storage/${id}`, schema: custodyDetailResponse },
});

export const useCustodyList = queries.useList;
export const useCustodyDetail = queries.useDetail;
export const custodyListRequest = getList<(typeof CUSTODY_LIST.filters)[number]>('/document-storage');

/** POST /document-storage/form (a new document) or /form/{id}. */
export const useSaveCustody = (id?: number) =>
  useRefreshingMutation(queries.all, (body: CustodyForm) =>
    call(id ? `/document-storage/form/${id}` : '/document-storage/form', {
      method: 'POST',
      body,
      schema: custodySaveResponse,
    }),
  );

/** POST /document-storage/{id}/{action} with its body; the server's transition table decides. */
export const useCustodyAction = (id: number) =>
  useRefreshingMutation(queries.all, ({ path, body }: { path: string; body: object }) =>
    call(`/document-storage/${id}/${path}`, { method: 'POST', body, schema: custodySaveResponse }),
  );

export const useCustodyStaff = () =>
  useQuery({
    queryKey: ['custody', 'staff'],
    queryFn: ({ signal }) => call('/document-storage/staff', { signal, schema: custodyStaffResponse }),
  });

export const useCustodyThresholds = () =>
  useQuery({
    queryKey: ['custody', 'thresholds'],
    queryFn: ({ signal }) =>
      call('/document-storage/thresholds', { signal, schema: custodyThresholdsResponse }),
  });

export const useSaveThresholds = () =>
  useRefreshingMutation(queries.all, (body: CustodyThresholds) =>
    call('/document-storage/thresholds', { method: 'POST', body, schema: custodyThresholdsResponse }),
  );

export const refreshCustody = queries.all;

export function useCustodyRights() {
  const { user } = useSession();
  return {
    write: allows(CUSTODY_ACCESS.write, user),
    authority: allows(CUSTODY_ACCESS.authority, user),
    thresholds: allows(CUSTODY_ACCESS.thresholds, user),
  };
}

export { custodyForm };
