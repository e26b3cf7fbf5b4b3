import { PAYMENTS_ACCESS } from '@arflow/domain/access/payments';
import { bankListResponse } from '@arflow/domain/api/companies';
import {
  CLEARING_EARLY_SORT,
  CLEARING_SETTLEMENT_SORT,
  clearingEarlyResponse,
  clearingSettlementResponse,
  firstPaymentGeneralResponse,
  firstPaymentResponse,
  firstPaymentUploadResponse,
  OVERDUE_SORT,
  overdueAnnouncementResponse,
  PAYMENT_SORT_COLUMNS,
  type PaymentList,
  paymentListResponse,
  settlementDetailResponse,
  settlementGeneralResponse,
  settlementUploadResponse,
} from '@arflow/domain/api/payments';
import { allows } from '@arflow/domain/permissions';
import type { Locale } from '@arflow/domain/text';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type ResponseSchema } from '../../shared/api/client.ts';
import { download, upload } from '../../shared/api/upload.ts';
import { type ListRequest, postList } from '../../shared/list/list-request.ts';
import type { ListOptions, ListState } from '../../shared/list/list-state.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useSession } from '../../shared/session/session.ts';

/** The payment lists' URL state: `list` is the tab, the rest the body's search_condition. */
export const PAYMENT_LIST = {
  filters: ['list', 'trans_code', 'sup_name', 'buy_name', 'due_from', 'due_to'],
  sortColumns: PAYMENT_SORT_COLUMNS,
} as const satisfies ListOptions<string>;
export type PaymentFilter = (typeof PAYMENT_LIST.filters)[number];

export const CLEARING_EARLY_LIST = {
  filters: ['trans_code', 'sup_name', 'from_date', 'to_date'],
  sortColumns: CLEARING_EARLY_SORT,
} as const satisfies ListOptions<string>;
export const CLEARING_SETTLEMENT_LIST = {
  filters: ['trans_code', 'sup_name', 'from_date', 'to_date'],
  sortColumns: CLEARING_SETTLEMENT_SORT,
} as const satisfies ListOptions<string>;
export type ClearingFilter = (typeof CLEARING_EARLY_LIST.filters)[number];

const LIST_PATHS: Record<PaymentList, string> = {
  'early-unpaid': '/transactions/early-unpaid',
  'early-paid': '/transactions/early-paid',
  settlement: '/transactions/settlement',
  'settlement-paid': '/transactions/settlement/paid',
};

const keys = {
  all: ['payments'] as const,
  list: (what: string, state: unknown) => ['payments', 'list', what, state] as const,
  detail: (id: number, what: string) => ['payments', 'detail', id, what] as const,
};
const validId = (id: number) => Number.isSafeInteger(id) && id > 0;

/** A POST list's call for a screen's state; `screen` names the filters the URL keeps for the screen (its tab). */
export function paymentsList<F extends string>(path: string, ...screen: F[]) {
  return postList<F>(path, (f) =>
    Object.fromEntries(Object.entries(f).filter(([k]) => !(screen as string[]).includes(k))),
  );
}

/** A list's rows for the URL's state, by its call (the same call its Excel export sends). */
export function useListCall<T>(
  queryKey: readonly unknown[],
  request: ListRequest,
  schema: ResponseSchema<T>,
) {
  return useQuery({
    queryKey: [...queryKey, request],
    queryFn: ({ signal }) => call(request.path, { method: 'POST', signal, body: request.body, schema }),
    placeholderData: keepPreviousData,
  });
}

/** One of the four payment lists (spec §4): the tab chosen by the URL's `list`, else `fallback`. */
export function paymentRequest(fallback: PaymentList) {
  return (state: ListState<PaymentFilter>) => {
    const list = (state.filters.list as PaymentList | undefined) ?? fallback;
    return paymentsList<PaymentFilter>(LIST_PATHS[list] ?? LIST_PATHS[fallback], 'list')(state);
  };
}
export const earlyPaymentRequest = paymentRequest('early-unpaid');
export const settlementRequest = paymentRequest('settlement');

/** The early-payment tabs: unpaid (default) and paid. */
export function useEarlyPayments(state: ListState<PaymentFilter>) {
  return useListCall(keys.list('early', state), earlyPaymentRequest(state), paymentListResponse);
}

/** The settlement tabs: waiting for settlement (default) and settled. */
export function useSettlements(state: ListState<PaymentFilter>) {
  return useListCall(keys.list('settlement', state), settlementRequest(state), paymentListResponse);
}

export const clearingEarlyRequest = paymentsList<ClearingFilter>('/payments/clearing-early');
export const clearingSettlementRequest = paymentsList<ClearingFilter>('/payments/clearing-settlement');

export function useClearingEarly(state: ListState<ClearingFilter>) {
  return useListCall(keys.list('clearing-early', state), clearingEarlyRequest(state), clearingEarlyResponse);
}

export function useClearingSettlement(state: ListState<ClearingFilter>) {
  return useListCall(
    keys.list('clearing-settlement', state),
    clearingSettlementRequest(state),
    clearingSettlementResponse,
  );
}

function useDetail<T>(id: number, path: string, schema: ResponseSchema<T>) {
  return useQuery({
    queryKey: keys.detail(id, path),
    queryFn: ({ signal }) => call(path.replace(':id', String(id)), { signal, schema }),
    enabled: validId(id),
  });
}

export const useFirstPaymentGeneral = (id: number) =>
  useDetail(id, '/transactions/:id/first-payment/general-info', firstPaymentGeneralResponse);
export const useFirstPayment = (id: number) =>
  useDetail(id, '/transactions/:id/first-payment', firstPaymentResponse);
export const useSupplierBanks = (id: number) =>
  useDetail(id, '/transactions/:id/supplier/bank', bankListResponse);
export const useSettlementGeneral = (id: number) =>
  useDetail(id, '/payments/:id/settlement-payment/general-info', settlementGeneralResponse);
export const useSettlement = (id: number) =>
  useDetail(id, '/payments/:id/settlement-payment', settlementDetailResponse);
export const usePaymentSupplierBanks = (id: number) =>
  useDetail(id, '/payments/:id/supplier/bank', bankListResponse);
export const useReceiveBanks = (id: number) =>
  useDetail(id, '/payments/:id/supplier/receive-bank', bankListResponse);

/**
 * GET /transactions/early-unpaid/export: the bank's batch file of the chosen transactions, its
 * headers in the portal's language (a user who never chose one has no locale cookie, and the
 * browser's own language would otherwise pick them).
 */
export function exportBatch(ids: readonly number[], bankId: number | undefined, locale: Locale) {
  return download(
    '/transactions/early-unpaid/export',
    { ids: ids.join(','), bank_id: bankId },
    'thanh-toan-som.xlsx',
    { locale },
  );
}

// ---- The supplier's announcements (the tab stays in the URL, out of the body) ----------------

/**
 * One tab of the supplier's announcements as a list api (`RecordList`): its URL state with the
 * tab, its call and the rows of that call; the three tabs differed only in path, filters and schema.
 */
function announcement<const F extends string, T>(
  tab: string,
  list: { filters: readonly F[]; sortColumns: readonly string[] },
  schema: ResponseSchema<T>,
) {
  const options: ListOptions<F | 'tab'> = { ...list, filters: ['tab', ...list.filters] };
  const listRequest = paymentsList<F | 'tab'>(`/supplier-manage-announcement/${tab}/announcement`, 'tab');
  return {
    list: options,
    listRequest,
    // Made once per tab at module load below, never during a render: its identity is stable.
    useList: (state: ListState<F | 'tab'>) => useListCall(keys.list(tab, state), listRequest(state), schema),
  };
}

export const ANNOUNCED_EARLY = announcement(
  'clearing-early',
  { filters: ['trans_code', 'from_date', 'to_date'], sortColumns: CLEARING_EARLY_SORT },
  clearingEarlyResponse,
);
export const ANNOUNCED_SETTLEMENT = announcement(
  'clearing-settlement',
  { filters: ['trans_code', 'from_date', 'to_date'], sortColumns: CLEARING_SETTLEMENT_SORT },
  clearingSettlementResponse,
);
export const ANNOUNCED_OVERDUE = announcement(
  'debt-overdue',
  { filters: ['inv_no', 'buy_name'], sortColumns: OVERDUE_SORT },
  overdueAnnouncementResponse,
);

/** The funder's own accounts (SelectBank): its bank info, kept on the profile's bank-info screen. */
export function useFunderBanks() {
  return useQuery({
    queryKey: ['payments', 'funder-banks'],
    queryFn: ({ signal }) =>
      call('/company-info/list-bank', { method: 'POST', signal, body: {}, schema: bankListResponse }),
  });
}

/**
 * A payment call with one Idempotency-Key per form opening: a double click or a retry after a
 * lost answer sends the same key, and the server moves the money once.
 */
function usePaymentUpload<T>(path: string, schema: ResponseSchema<T>) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (o: { file: File; fields: Record<string, string>; key: string }) =>
      upload(path, { file: o.file, fields: o.fields, headers: { 'Idempotency-Key': o.key }, locale, schema }),
    // A buyer's payment changes the collection screens too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.all }),
        queryClient.invalidateQueries({ queryKey: ['collections'] }),
      ]),
  });
}

export const usePayFirst = (id: number) =>
  usePaymentUpload(`/transactions/${id}/first-payment/upload`, firstPaymentUploadResponse);
/** The buyer's payment on a receivable: a settlement, or a collection once it is overdue. */
export const useSettlePayment = (o: { transId: number; arId: number; collect?: boolean }) =>
  usePaymentUpload(
    o.collect ? `/debt-collection/${o.arId}/collect` : `/payments/${o.transId}/settlement-payment/upload`,
    settlementUploadResponse,
  );

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** Whether the user may move money (the lists and details are open to the whole payment menu). */
export function useCanPay(): boolean {
  const { user } = useSession();
  return allows(PAYMENTS_ACCESS.pay, user);
}
