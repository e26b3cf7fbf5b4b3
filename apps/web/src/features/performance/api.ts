import {
  caMonthResponse,
  crmMonthResponse,
  type KpiForm,
  kpiDetailResponse,
  kpiListResponse,
  kpiSaveResponse,
  staffMonthsResponse,
} from '@arflow/domain/api/performance';
import { useQuery } from '@tanstack/react-query';
import { call, type ResponseSchema } from '../../shared/api/client.ts';
import { recordQueries } from '../../shared/api/record-queries.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';
import { getList } from '../../shared/list/list-request.ts';

/** GET /internal/kpi's URL state. */
export const KPI_LIST = {
  filters: ['keyword', 'level', 'status'] as const,
  sortColumns: [
    'name',
    'level',
    'start_month',
    'close_month',
    'target',
    'status',
    'id',
    'updated_at',
  ] as const,
};
const kpi = recordQueries('performance', {
  list: { path: '/internal/kpi', schema: kpiListResponse, filters: KPI_LIST.filters },
  detail: { path: (id) => `/internal/kpi/${id}`, schema: kpiDetailResponse },
});
export const useKpiList = kpi.useList;
export const useKpiDetail = kpi.useDetail;
export const kpiListRequest = getList<(typeof KPI_LIST.filters)[number]>('/internal/kpi');

/** POST /internal/kpi/form or /form/{id}: the server checks the §5 rules. */
export const useSaveKpi = (id?: number) =>
  useRefreshingMutation(kpi.all, (body: KpiForm) =>
    call(id ? `/internal/kpi/form/${id}` : '/internal/kpi/form', {
      method: 'POST',
      body,
      schema: kpiSaveResponse,
    }),
  );

/** A staff list of one month: its URL state (the month and a name) and its call. */
export const STAFF_LIST = {
  filters: ['month', 'keyword'] as const,
  sortColumns: [
    'full_name',
    'trades',
    'actual',
    'booked',
    'target',
    'achievement',
    'commission',
    'id',
  ] as const,
};
type StaffFilter = (typeof STAFF_LIST.filters)[number];

function staffList<L>(path: string, schema: ResponseSchema<L>) {
  const q = recordQueries(`performance${path}`, {
    list: { path, schema, filters: STAFF_LIST.filters },
    detail: { path: (id) => `${path}/${id}`, schema: staffMonthsResponse },
  });
  return { useList: q.useList, useMonths: q.useDetail, request: getList<StaffFilter>(path) };
}

export const CRM_COMMISSION = staffList('/internal/crm-commission', crmMonthResponse);
export const CUSTOMER_RELATION = staffList('/effective-management/customer-relation', crmMonthResponse);
export const EXPERTISE = staffList('/effective-management/expertise', caMonthResponse);

/** GET /kpi/follow or /kpi/history: the signed-in staff member's own months. */
export const useOwnMonths = (path: '/kpi/follow' | '/kpi/history') =>
  useQuery({
    queryKey: ['performance', path],
    queryFn: ({ signal }) => call(path, { signal, schema: staffMonthsResponse }),
  });
