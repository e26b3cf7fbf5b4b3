import {
  type BuyerTransactionItem,
  buyerTransactionListResponse,
  fundingDocumentsResponse,
} from '@arflow/domain/api/buyer-transactions';
import {
  arGroupListResponse,
  receivableListResponse,
  type StatBody,
  summaryArHisResponse,
} from '@arflow/domain/api/receivables';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type ResponseSchema } from '../../shared/api/client.ts';
import type { ListRequest } from '../../shared/list/list-request.ts';
import type { Paging } from '../../shared/widgets/PagedTable.tsx';

/** Buyer statistics (spec §7), under the area's key so a buyer's decision refreshes them too. */
const key = (...rest: unknown[]) => ['buyer-transactions', 'statistic', ...rest] as const;

/** One POST of /buyer/statistic/…, first page of 50 (a dashboard, not a list). */
function stat<T>(
  path: string,
  schema: ResponseSchema<T>,
  signal: AbortSignal,
  search_condition: StatBody['search_condition'] = {},
) {
  return call(`/buyer/statistic/${path}`, {
    method: 'POST',
    signal,
    body: { search_condition, page_number: 1, page_size: 50 },
    schema,
  });
}

/** POST /buyer/statistic/summary-ar: the buyer's financed receivables by status. */
export function useSummaryAr() {
  return useQuery({
    queryKey: key('summary-ar'),
    queryFn: ({ signal }) => stat('summary-ar', summaryArHisResponse, signal),
  });
}

/** POST /buyer/statistic/list-summary-maturity-ar: what the buyer owes, by due date. */
export function useMaturitySummary() {
  return useQuery({
    queryKey: key('maturity'),
    queryFn: ({ signal }) => stat('list-summary-maturity-ar', arGroupListResponse, signal),
  });
}

/** POST …/list-summary-maturity-ar-details (one due date) and …/announcement-settlement. */
export function useStatReceivables(
  what: 'list-summary-maturity-ar-details' | 'announcement-settlement',
  maturity_date?: string,
) {
  return useQuery({
    queryKey: key(what, maturity_date ?? null),
    queryFn: ({ signal }) =>
      stat(what, receivableListResponse, signal, maturity_date ? { maturity_date } : {}),
  });
}

/** POST /buyer/statistic/debt-sale: the buyer's transactions whose debt the funder bought. */
export function useDebtSales() {
  return useQuery({
    queryKey: key('debt-sale'),
    queryFn: ({ signal }) =>
      call('/buyer/statistic/debt-sale', {
        method: 'POST',
        signal,
        body: { search_condition: {}, page_number: 1, page_size: 50 },
        schema: buyerTransactionListResponse,
      }),
  });
}

/** GET /buyer/statistic/{id}/files: one of those transactions' documents. */
export function useStatFiles(t: BuyerTransactionItem | null) {
  return useQuery({
    queryKey: key('files', t?.id ?? 0),
    queryFn: ({ signal }) =>
      call(`/buyer/statistic/${t!.id}/files`, { signal, schema: fundingDocumentsResponse }),
    enabled: t !== null,
  });
}

/** The receivable lists behind the home's charts: by status (summary-ar-details) or by due date. */
export type HomeListPath = 'summary-ar-details' | 'list-summary-maturity-ar-details';

/** One page of a list behind the home's charts: the table's call and, at …/export, its file's. */
export function homeListRequest(path: HomeListPath, search: StatBody['search_condition'], paging: Paging) {
  return {
    path: `/buyer/statistic/${path}`,
    body: { ...paging, search_condition: search },
  } satisfies ListRequest;
}

export function useHomeList(request: ReturnType<typeof homeListRequest>, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: key('home-list', request),
    queryFn: ({ signal }) =>
      call(request.path, { method: 'POST', signal, body: request.body, schema: receivableListResponse }),
    placeholderData: keepPreviousData,
  });
}
