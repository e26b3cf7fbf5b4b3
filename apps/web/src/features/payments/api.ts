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

/** A list screen's state as the POST list body of the paging contract (spec §3). */
export function pagedBody<F extends string>(state: ListState<F>, omit: readonly string[] = []) {
  const search = Object.fromEntries(Object.entries(state.filters).filter(([k]) => !omit.includes(k)));
  return {
    search_condition: search,
    page_number: state.page,
    page_size: state.size,
    ...(state.sort ? { sort_column: state.sort, sort_direction: state.dir } : {}),
  };
}

/** One of the four payment lists (spec §4): the tab chosen by the URL's `list`, else `fallback`. */
function usePayments(state: ListState<PaymentFilter>, fallback: PaymentList) {
  const list = (state.filters.list as PaymentList | undefined) ?? fallback;
  return useQuery({
    queryKey: keys.list(list, state),
    queryFn: ({ signal }) =>
      call(LIST_PATHS[list] ?? LIST_PATHS[fallback], {
        method: 'POST',
        signal,
        body: pagedBody(state, ['list']),
        schema: paymentListResponse,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The early-payment tabs: unpaid (default) and paid. */
export function useEarlyPayments(state: ListState<PaymentFilter>) {
  return usePayments(state, 'early-unpaid');
}

/** The settlement tabs: waiting for settlement (default) and settled. */
export function useSettlements(state: ListState<PaymentFilter>) {
  return usePayments(state, 'settlement');
}

export function useClearingEarly(state: ListState<ClearingFilter>) {
  return useQuery({
    queryKey: keys.list('clearing-early', state),
    queryFn: ({ signal }) =>
      call('/payments/clearing-early', {
        method: 'POST',
        signal,
        body: pagedBody(state),
        schema: clearingEarlyResponse,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useClearingSettlement(state: ListState<ClearingFilter>) {
  return useQuery({
    queryKey: keys.list('clearing-settlement', state),
    queryFn: ({ signal }) =>
      call('/payments/clearing-settlement', {
        method: 'POST',
        signal,
        body: pagedBody(state),
        schema: clearingSettlementResponse,
      }),
    placeholderData: keepPreviousData,
  });
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

export const ANNOUNCE_EARLY_LIST = {
  filters: ['tab', 'trans_code', 'from_date', 'to_date'],
  sortColumns: CLEARING_EARLY_SORT,
} as const satisfies ListOptions<string>;
export const ANNOUNCE_SETTLEMENT_LIST = {
  filters: ['tab', 'trans_code', 'from_date', 'to_date'],
  sortColumns: CLEARING_SETTLEMENT_SORT,
} as const satisfies ListOptions<string>;
export const ANNOUNCE_OVERDUE_LIST = {
  filters: ['tab', 'inv_no', 'buy_name'],
  sortColumns: OVERDUE_SORT,
} as const satisfies ListOptions<string>;

function useAnnouncements<T, F extends string>(what: string, state: ListState<F>, schema: ResponseSchema<T>) {
  return useQuery({
    queryKey: keys.list(`announce-${what}`, state),
    queryFn: ({ signal }) =>
      call(`/supplier-manage-announcement/${what}/announcement`, {
        method: 'POST',
        signal,
        body: pagedBody(state, ['tab']),
        schema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAnnouncedEarly(state: ListState<(typeof ANNOUNCE_EARLY_LIST.filters)[number]>) {
  return useAnnouncements('clearing-early', state, clearingEarlyResponse);
}
export function useAnnouncedSettlement(state: ListState<(typeof ANNOUNCE_SETTLEMENT_LIST.filters)[number]>) {
  return useAnnouncements('clearing-settlement', state, clearingSettlementResponse);
}
export function useAnnouncedOverdue(state: ListState<(typeof ANNOUNCE_OVERDUE_LIST.filters)[number]>) {
  return useAnnouncements('debt-overdue', state, overdueAnnouncementResponse);
}

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
