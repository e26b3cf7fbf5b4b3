import { LENDING_ACCESS } from '@arflow/domain/access/lending';
import {
  LENDING_COLUMNS,
  type LendingAdjustBody,
  type LendingForm,
  lendingDetailResponse,
  type lendingListBody,
  lendingListResponse,
  lendingPeriodListResponse,
} from '@arflow/domain/api/lending';
import { sortColumnsOf } from '@arflow/domain/api/paging';
import { allows } from '@arflow/domain/permissions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { call } from '../../shared/api/client.ts';
import { upload } from '../../shared/api/upload.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';
import { postList } from '../../shared/list/list-request.ts';
import type { ListOptions, ListState } from '../../shared/list/list-state.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useSession } from '../../shared/session/session.ts';
import type { Paging } from '../../shared/widgets/PagedTable.tsx';

type Filters = keyof NonNullable<z.input<typeof lendingListBody>['search_condition']> & string;
/** The lists' URL state: the POST body's search_condition fields. */
export const LENDING_LIST = {
  filters: ['keyword', 'status'],
  sortColumns: sortColumnsOf(LENDING_COLUMNS),
} as const satisfies ListOptions<Filters>;
export type LendingFilter = (typeof LENDING_LIST.filters)[number];

const keys = { all: ['lending'] as const, detail: (id: number) => ['lending', 'detail', id] as const };

/** Which list: the partner's own (by its id), or one of the funder's partner-payment lists. */
export type LendingListKind =
  | { partnerId: number }
  | { funder: 'list-lending' | 'list-confirmation-notice' | 'list-settlement-notice' };

export const lendingRequest = (kind: LendingListKind, fixed: Record<string, unknown> = {}) =>
  postList<LendingFilter>(
    'partnerId' in kind
      ? `/partner/${kind.partnerId}/list-lending`
      : `/partner-payment/lending/${kind.funder}`,
    ({ keyword, status }) => ({
      ...fixed,
      ...(keyword ? { keyword } : {}),
      // The URL holds the status as text; the body takes a number.
      ...(status !== undefined ? { status: Number(status) } : {}),
    }),
  );

function useLendingList(
  state: ListState<LendingFilter>,
  kind: LendingListKind,
  fixed: Record<string, unknown>,
) {
  const { path, body } = lendingRequest(kind, fixed)(state);
  return useQuery({
    queryKey: [...keys.all, 'list', path, body],
    queryFn: ({ signal }) => call(path, { method: 'POST', signal, body, schema: lendingListResponse }),
    placeholderData: keepPreviousData,
  });
}

/** The list hook of one screen's list (ListPage's `useRows`). */
export const lendingRows =
  (kind: LendingListKind, fixed: Record<string, unknown> = {}) =>
  (state: ListState<LendingFilter>) =>
    useLendingList(state, kind, fixed);

/** GET /partner/lending/{id}: the loan, schedule, extensions, slips, timeline and buttons. */
export function useLending(id: number) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => call(`/partner/lending/${id}`, { signal, schema: lendingDetailResponse }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** POST /partner/lending/{id}/list: the loan's periods with their interest accrued and paid. */
export function useLendingPeriods(id: number, paging: Paging) {
  return useQuery({
    queryKey: [...keys.detail(id), 'periods', paging],
    queryFn: ({ signal }) =>
      call(`/partner/lending/${id}/list`, {
        method: 'POST',
        signal,
        body: paging,
        schema: lendingPeriodListResponse,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAddLending(partnerId: number) {
  return useRefreshingMutation(keys.all, (form: LendingForm) =>
    call(`/partner/${partnerId}/add-lending`, { method: 'POST', body: form, schema: lendingDetailResponse }),
  );
}

export function useAdjustLending(id: number) {
  return useRefreshingMutation(keys.all, (body: LendingAdjustBody) =>
    call(`/partner/lending/${id}/adjust`, { method: 'POST', body, schema: lendingDetailResponse }),
  );
}

export function useSendLendingOtp(id: number) {
  return useRefreshingMutation(keys.all, () =>
    call(`/partner/lending/${id}/sign-otp`, {
      method: 'POST',
      body: {},
      schema: z.object({ data: z.object({ expires_at: z.string() }) }),
    }),
  );
}

/** POST /partner/lending/{id}/payment-slip/upload-file: the slip that takes `action`. */
export function useUploadLendingSlip(id: number) {
  const { locale } = useLocale();
  return useRefreshingMutation(keys.all, ({ file, action }: { file: File; action: string }) =>
    upload(`/partner/lending/${id}/payment-slip/upload-file`, {
      file,
      fields: { action },
      locale,
      schema: lendingDetailResponse,
    }),
  );
}

/** A lending partner's user may add a loan (the server refuses other partners' kinds). */
export function useCanAddLending(): boolean {
  const { user } = useSession();
  return allows(LENDING_ACCESS.add, user);
}
