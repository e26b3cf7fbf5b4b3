import { RECEIVABLES_ACCESS } from '@arflow/domain/access/receivables';
import {
  type ArGroupBody,
  arGroupListResponse,
  type DebtConfirmationForm,
  debtConfirmationDetailResponse,
  debtConfirmationListResponse,
  debtConfirmationSaveResponse,
  RECEIVABLE_SORT_COLUMNS,
  type ReceivableForm,
  receivableDetailResponse,
  type receivableListQuery,
  receivableListResponse,
  receivableSaveResponse,
  type StatBody,
  summaryArHisResponse,
  supplierEligibleResponse,
  tradingBuyersResponse,
} from '@arflow/domain/api/receivables';
import { allows } from '@arflow/domain/permissions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';
import { getList, type ListRequest } from '../../shared/list/list-request.ts';
import type { FiltersOf, ListOptions, ListState } from '../../shared/list/list-state.ts';
import { useSession } from '../../shared/session/session.ts';

/** The receivable lists' URL state: filters of GET /receivables. */
export const AR_LIST = {
  filters: ['keyword', 'status', 'open', 'due_from', 'due_to'],
  sortColumns: RECEIVABLE_SORT_COLUMNS,
} as const satisfies ListOptions<FiltersOf<typeof receivableListQuery>>;
type Filter = (typeof AR_LIST.filters)[number];

export const keys = {
  all: ['receivables'] as const,
  list: (state: ListState<Filter>, query: Record<string, unknown>) =>
    ['receivables', 'list', state, query] as const,
  detail: (id: number) => ['receivables', 'detail', id] as const,
};

/** GET /receivables for the URL's state: the supplier's list, the funder's ledger (and their export). */
export const arRequest = getList<Filter>('/receivables');
/** The same in the history statuses only (spec §4: all but the first three). */
export const arHistoryRequest = getList<Filter>('/receivables', { history: 'true' });

function listHook(request: typeof arRequest) {
  return (state: ListState<Filter>) =>
    useQuery({
      queryKey: keys.list(state, request(state).query ?? {}),
      queryFn: ({ signal }) =>
        call('/receivables', { signal, query: request(state).query, schema: receivableListResponse }),
      placeholderData: keepPreviousData,
    });
}

export const useArList = listHook(arRequest);
export const useArHistoryList = listHook(arHistoryRequest);

/** GET /receivables for a fixed query (the letter form's open receivables of one buyer). */
export function useReceivables(query: Record<string, string | number>, enabled = true) {
  return useQuery({
    queryKey: ['receivables', 'query', query],
    queryFn: ({ signal }) => call('/receivables', { signal, query, schema: receivableListResponse }),
    enabled,
  });
}

export function useReceivable(id: number | null) {
  return useQuery({
    queryKey: keys.detail(id ?? 0),
    queryFn: ({ signal }) => call(`/receivable/${id}`, { signal, schema: receivableDetailResponse }),
    enabled: id !== null && Number.isSafeInteger(id) && id > 0,
  });
}

export function useTradingBuyers(enabled: boolean) {
  return useQuery({
    queryKey: ['receivables', 'buyers'],
    queryFn: ({ signal }) => call('/supplier/ar/buyers', { signal, schema: tradingBuyersResponse }),
    enabled,
  });
}

/** POST /supplier/ar/form (add) or /supplier/ar/form/{id} (edit). */
export function useSaveReceivable(id?: number) {
  return useRefreshingMutation(keys.all, (body: ReceivableForm) =>
    call(id ? `/supplier/ar/form/${id}` : '/supplier/ar/form', {
      method: 'POST',
      body,
      schema: receivableSaveResponse,
    }),
  );
}

export function useDeleteReceivable(id: number) {
  return useRefreshingMutation(keys.all, (reason: string) =>
    call(`/receivable/${id}/delete`, { method: 'POST', body: { reason }, schema: receivableSaveResponse }),
  );
}

export function useCanWriteReceivables(): boolean {
  const { user } = useSession();
  return allows(RECEIVABLES_ACCESS.write, user);
}

// Supplier statistics (spec §7).
const stat = (body: StatBody | ArGroupBody) => ({ method: 'POST' as const, body });

export function useSummaryArHis(body: StatBody) {
  return useQuery({
    queryKey: ['receivables', 'summary-ar-his', body],
    queryFn: ({ signal }) =>
      call('/supplier/statistic/summary-ar-his', { ...stat(body), signal, schema: summaryArHisResponse }),
  });
}

export function useStatList(
  path: 'list-ars-his' | 'list-summary-maturity-ars-details' | 'list-summary-overdue-ars-details',
  body: StatBody,
  enabled = true,
) {
  return useQuery({
    queryKey: ['receivables', path, body],
    queryFn: ({ signal }) =>
      call(`/supplier/statistic/${path}`, { ...stat(body), signal, schema: receivableListResponse }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useStatGroups(
  path: 'list-summary-maturity-ars' | 'list-summary-overdue-ars',
  body: ArGroupBody,
) {
  return useQuery({
    queryKey: ['receivables', path, body],
    queryFn: ({ signal }) =>
      call(`/supplier/statistic/${path}`, { ...stat(body), signal, schema: arGroupListResponse }),
    placeholderData: keepPreviousData,
  });
}

// Debt-confirmation letters.
const letterKeys = ['receivables', 'letters'] as const;

export function useLetters(path: string, body: object) {
  return useQuery({
    queryKey: [...letterKeys, path, body],
    queryFn: ({ signal }) =>
      call(path, { method: 'POST', body, signal, schema: debtConfirmationListResponse }),
    placeholderData: keepPreviousData,
  });
}

export function useLetter(path: string | null) {
  return useQuery({
    queryKey: [...letterKeys, 'detail', path],
    queryFn: ({ signal }) => call(path!, { signal, schema: debtConfirmationDetailResponse }),
    enabled: path !== null,
  });
}

export function useCreateLetter() {
  return useRefreshingMutation(keys.all, (body: DebtConfirmationForm) =>
    call('/supplier/debt-confirmations/form', { method: 'POST', body, schema: debtConfirmationSaveResponse }),
  );
}

/** A letter action: POST `path` with an optional body (reason, otp). */
export function useLetterAction() {
  return useRefreshingMutation(keys.all, (o: { path: string; method?: 'GET' | 'POST'; body?: unknown }) =>
    call(o.path, { method: o.method ?? 'POST', body: o.body, schema: debtConfirmationSaveResponse }),
  );
}

export function useSupplierEligible(body: object) {
  return useQuery({
    queryKey: ['receivables', 'supplier-eligible', body],
    queryFn: ({ signal }) =>
      call('/buy/notifications/supplier-eligible', {
        method: 'POST',
        body,
        signal,
        schema: supplierEligibleResponse,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The Excel export of a letter's receivables as the buyer reads them (POST /buy/notifications/ar-details). */
export const letterReceivablesRequest = (id: number): ListRequest => ({
  path: '/buy/notifications/ar-details',
  body: { search_condition: { id } },
});
