import {
  arListResponse,
  buyerListResponse,
  docsResponse,
  draftResponse,
  otpIssuedResponse,
  type SelectionItem,
  selectionResponse,
  type statisticListBody,
  statisticSummaryResponse,
  synthesisResponse,
  TRANSACTION_SORT_COLUMNS,
  transactionDetailResponse,
  type transactionListBody,
  transactionListResponse,
} from '@arflow/domain/api/request-transaction';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../shared/api/client.ts';
import { upload } from '../../shared/api/upload.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';
import { postList } from '../../shared/list/list-request.ts';
import type { ListOptions, ListState } from '../../shared/list/list-state.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';

const P = '/supplier/request-transaction';
export const keys = { all: ['request-transaction'] as const };
const key = (...more: unknown[]) => [...keys.all, ...more] as const;

export const useBuyerList = () =>
  useQuery({
    queryKey: key('buyers'),
    queryFn: ({ signal }) => call(`${P}/buyer-list`, { signal, schema: buyerListResponse }),
  });

export const useSynthesis = (buyId: number | null) =>
  useQuery({
    queryKey: key('synthesis', buyId),
    queryFn: ({ signal }) => call(`${P}/synthesize/${buyId}`, { signal, schema: synthesisResponse }),
    enabled: buyId !== null,
  });

export type ArFilters = Record<string, string | number | undefined>;
export const useArSelection = (buyId: number | null, filters: ArFilters, page: number) =>
  useQuery({
    queryKey: key('ars', buyId, filters, page),
    queryFn: ({ signal }) =>
      call(`${P}/ar-selection`, {
        signal,
        body: {
          search_condition: {
            buy_id: buyId,
            ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '')),
          },
          page_number: page,
          page_size: 10,
        },
        schema: arListResponse,
      }),
    enabled: buyId !== null,
    placeholderData: keepPreviousData,
  });

export const useSelectionSet = (buyId: number | null, items: SelectionItem[], whatIf: string | null) =>
  useQuery({
    queryKey: key('selection', buyId, items, whatIf),
    queryFn: ({ signal }) =>
      call(`${P}/ar-selection-set`, {
        signal,
        body: { buy_id: buyId, items, ...(whatIf ? { what_if_date: whatIf } : {}) },
        schema: selectionResponse,
      }),
    enabled: buyId !== null && items.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useDraft = (supId: number, buyId: number | null) =>
  useQuery({
    queryKey: key('draft', supId, buyId),
    queryFn: ({ signal }) =>
      call(`${P}/${supId}/draft-transaction/${buyId}`, { signal, schema: draftResponse }),
    enabled: buyId !== null && supId > 0,
  });

export const useTransaction = (id: number | null) =>
  useQuery({
    queryKey: key('transaction', id),
    queryFn: ({ signal }) => call(`${P}/transaction/${id}`, { signal, schema: transactionDetailResponse }),
    enabled: id !== null,
  });

type TransactionFilter = keyof NonNullable<z.input<typeof transactionListBody>['search_condition']> &
  keyof NonNullable<z.input<typeof statisticListBody>['search_condition']> &
  string;
/** The supplier's transaction lists' URL state: the filters and sort columns every one of them takes. */
export const TRANSACTION_LIST = {
  filters: ['trans_code', 'buy_id', 'status', 'from_date', 'to_date'],
  sortColumns: TRANSACTION_SORT_COLUMNS,
} as const satisfies ListOptions<TransactionFilter>;
export type TransactionListState = ListState<(typeof TRANSACTION_LIST.filters)[number]>;

/** One of the supplier's transaction lists' call (a POST of the paging contract) for the URL's state. */
export const transactionRequest = (path: string) =>
  // The URL holds the buyer's id as text; the body takes a number.
  postList<(typeof TRANSACTION_LIST.filters)[number]>(path, (f) => ({
    ...f,
    buy_id: f.buy_id ? Number(f.buy_id) : undefined,
  }));

function useTransactionList(path: string, state: TransactionListState) {
  return useQuery({
    queryKey: key('list', path, state),
    queryFn: ({ signal }) =>
      call(path, { signal, body: transactionRequest(path)(state).body, schema: transactionListResponse }),
    placeholderData: keepPreviousData,
  });
}

/** The list hook of each list path, made once so ListPage always calls the same hook. */
const rowHooks = new Map<string, (state: TransactionListState) => ReturnType<typeof useTransactionList>>();
export function transactionRows(path: string) {
  let hook = rowHooks.get(path);
  if (!hook) {
    hook = (state) => useTransactionList(path, state);
    rowHooks.set(path, hook);
  }
  return hook;
}

export const useStatisticSummary = () =>
  useQuery({
    queryKey: key('summary'),
    queryFn: ({ signal }) =>
      call('/supplier/statistic/summary-trans-his', { signal, body: {}, schema: statisticSummaryResponse }),
  });

export function useRequestMutations() {
  const { locale } = useLocale();
  return {
    createDraft: useRefreshingMutation(
      keys.all,
      (body: { buy_id: number; sup_id: number; transaction_date: string }) =>
        call(`${P}/draft-transaction`, { body, schema: transactionDetailResponse }),
    ),
    confirmSelection: useRefreshingMutation(keys.all, (items: SelectionItem[]) =>
      call(`${P}/ar-selection-confirm`, { body: items, schema: transactionDetailResponse }),
    ),
    deleteDraft: useRefreshingMutation(keys.all, (id: number) =>
      call(`${P}/draft-transaction`, { method: 'DELETE', query: { id }, schema: transactionDetailResponse }),
    ),
    uploadDoc: useRefreshingMutation(
      keys.all,
      (o: { id: number; file: File; signedDate: string; onProgress: (p: number) => void }) =>
        upload(`${P}/upload-docs/${o.id}`, {
          file: o.file,
          fields: { signed_date: o.signedDate },
          locale,
          schema: docsResponse,
          onProgress: o.onProgress,
        }),
    ),
    confirmDocs: useRefreshingMutation(keys.all, (o: { id: number; docIds: number[] }) =>
      call(`${P}/upload-docs/confirm/${o.id}`, { body: o.docIds, schema: docsResponse }),
    ),
    confirmContracts: useRefreshingMutation(keys.all, (id: number) =>
      call(`${P}/confirm/${id}`, { method: 'POST', body: {}, schema: transactionDetailResponse }),
    ),
    sign: useRefreshingMutation(keys.all, (o: { id: number; file: File; onProgress: (p: number) => void }) =>
      upload(`${P}/confirm-transactions/sign`, {
        file: o.file,
        fields: { id: String(o.id) },
        locale,
        schema: transactionDetailResponse,
        onProgress: o.onProgress,
      }),
    ),
    issueOtp: useRefreshingMutation(keys.all, (id: number) =>
      call(`${P}/confirm-transactions/ind-sign`, { body: { id }, schema: otpIssuedResponse }),
    ),
    confirmOtp: useRefreshingMutation(keys.all, (o: { id: number; otp: string }) =>
      call(`${P}/confirm-transactions/confirm-otp`, { body: o, schema: transactionDetailResponse }),
    ),
    reject: useRefreshingMutation(keys.all, (o: { id: number; reason: string; addDoc: boolean }) =>
      call(`${P}/${o.addDoc ? 'add-doc-transactions' : 'confirm-transactions'}/reject`, {
        body: { id: o.id, reason: o.reason },
        schema: transactionDetailResponse,
      }),
    ),
    answerAddDoc: useRefreshingMutation(
      keys.all,
      (o: { id: number; file: File; signedDate: string; onProgress: (p: number) => void }) =>
        upload(`${P}/add-doc-transactions/${o.id}/approve`, {
          file: o.file,
          fields: { signed_date: o.signedDate },
          locale,
          schema: transactionDetailResponse,
          onProgress: o.onProgress,
        }),
    ),
  };
}
