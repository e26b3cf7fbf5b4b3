import { CREDIT_SUPPLIER_ACCESS } from '@arflow/domain/access/credit-supplier';
import {
  type AddDocConfirmForm,
  type AddDocRequestForm,
  type CreditApplicationForm,
  type CreditApproveForm,
  type CreditReasonForm,
  creditAssignResponse,
  creditBuyerResponse,
  limitSummaryResponse,
  SUPPLIER_CREDIT_SORT_COLUMNS,
  type SupplierCreditKind,
  type SupplierCreditListBody,
  supplierBuyersResponse,
  supplierCreditDetailResponse,
  supplierCreditListResponse,
  supplierDocumentsResponse,
} from '@arflow/domain/api/credit-supplier';
import { caListResponse } from '@arflow/domain/api/organisation';
import { allows } from '@arflow/domain/permissions';
import type { SupplierCreditStatus } from '@arflow/domain/statuses/supplier-credit';
import type { Locale } from '@arflow/domain/text';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';
import { upload } from '../../shared/api/upload.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';
import type { ListRequest } from '../../shared/list/list-request.ts';
import type { ListOptions, ListState } from '../../shared/list/list-state.ts';
import { useSession } from '../../shared/session/session.ts';

/** The funder list's URL state: keyword (name or tax code), status, overdue only. */
export const CREDIT_LIST = {
  filters: ['keyword', 'status', 'overdue'],
  sortColumns: SUPPLIER_CREDIT_SORT_COLUMNS,
} as const satisfies ListOptions<string>;
export type CreditFilter = (typeof CREDIT_LIST.filters)[number];

const keys = {
  all: ['credit-supplier'] as const,
  list: (kind: SupplierCreditKind, state: ListState<CreditFilter>) =>
    ['credit-supplier', 'list', kind, state] as const,
  detail: (id: number) => ['credit-supplier', 'detail', id] as const,
  supplier: (supId: number, what: string, more?: number) =>
    ['credit-supplier', 'supplier', supId, what, more] as const,
  summary: ['credit-supplier', 'summary'] as const,
};
const validId = (id: number) => Number.isSafeInteger(id) && id > 0;

export function creditListBody(
  kind: SupplierCreditKind,
  state: ListState<CreditFilter>,
): SupplierCreditListBody {
  const { keyword, status, overdue } = state.filters;
  return {
    search_condition: {
      kind,
      ...(keyword && { keyword }),
      ...(status && { status: status as SupplierCreditStatus }),
      ...(overdue === 'yes' && { overdue: true }),
    },
    page_number: state.page,
    page_size: state.size,
    sort_column: (state.sort as (typeof SUPPLIER_CREDIT_SORT_COLUMNS)[number] | undefined) ?? 'id',
    sort_direction: state.sort ? state.dir : 'DESC',
  };
}

/** POST /credit-supplier/list for one of the two funder screens: the table's and the export's call. */
export const creditListRequest =
  (kind: SupplierCreditKind) =>
  (state: ListState<CreditFilter>): ListRequest => ({
    path: '/credit-supplier/list',
    body: creditListBody(kind, state),
  });

/** POST /credit-supplier/list for one of the two funder screens. */
function listOptions(kind: SupplierCreditKind, state: ListState<CreditFilter>) {
  return {
    queryKey: keys.list(kind, state),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      call('/credit-supplier/list', {
        signal,
        body: creditListBody(kind, state),
        schema: supplierCreditListResponse,
      }),
    placeholderData: keepPreviousData,
  };
}
export const useSupplierCredits = (state: ListState<CreditFilter>) =>
  useQuery(listOptions('supplier', state));
export const useIndSupplierCredits = (state: ListState<CreditFilter>) =>
  useQuery(listOptions('indsupplier', state));

/** GET /credit-supplier/details/history/{id}: one credit with documents, timeline and actions. */
export function useCredit(id: number) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) =>
      call(`/credit-supplier/details/history/${id}`, { signal, schema: supplierCreditDetailResponse }),
    enabled: validId(id),
  });
}

/** GET /credit-supplier/credit-buyer/{supId}/{buyId or 0}: a supplier's credits and limits. */
export function useCreditBuyer(supId: number, buyId: number) {
  return useQuery({
    queryKey: keys.supplier(supId, 'credit-buyer', buyId),
    queryFn: ({ signal }) =>
      call(`/credit-supplier/credit-buyer/${supId}/${buyId}`, { signal, schema: creditBuyerResponse }),
    enabled: validId(supId),
  });
}

/** GET /credit-supplier/buyer/{sup_id}: every buyer with the supplier's current credit there. */
export function useSupplierBuyers(supId: number) {
  return useQuery({
    queryKey: keys.supplier(supId, 'buyers'),
    queryFn: ({ signal }) =>
      call(`/credit-supplier/buyer/${supId}`, { signal, schema: supplierBuyersResponse }),
    enabled: validId(supId),
  });
}

/** GET /credit-supplier/documents-supplier/{sup_id}: the financial statements of the last 4 years. */
export function useSupplierDocuments(supId: number) {
  return useQuery({
    queryKey: keys.supplier(supId, 'documents'),
    queryFn: ({ signal }) =>
      call(`/credit-supplier/documents-supplier/${supId}`, { signal, schema: supplierDocumentsResponse }),
    enabled: validId(supId),
  });
}

/** GET /supplier/summary-limit: the signed-in supplier's limits. */
export function useLimitSummary() {
  return useQuery({
    queryKey: keys.summary,
    queryFn: ({ signal }) => call('/supplier/summary-limit', { signal, schema: limitSummaryResponse }),
  });
}

/** POST /credit-supplier/upload: one year's statement, with its progress. */
export function useUploadFinancial(supId: number) {
  const queryClient = useQueryClient();
  return (o: { file: File | Blob; year: number; locale: Locale; onProgress?: (p: number) => void }) =>
    upload('/credit-supplier/upload', {
      file: o.file,
      fields: { year: String(o.year), ...(supId > 0 ? { sup_id: String(supId) } : {}) },
      locale: o.locale,
      ...(o.onProgress ? { onProgress: o.onProgress } : {}),
      schema: supplierDocumentsResponse,
    }).then(async (res) => {
      await queryClient.invalidateQueries({ queryKey: keys.all });
      return res;
    });
}

/** Every write answers the credit after the step; the lists and overviews refresh. */
function useCreditCall<B>(path: (b: B) => string, body: (b: B) => unknown = (b) => b) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (b: B) =>
      call(path(b), { method: 'POST', body: body(b), schema: supplierCreditDetailResponse }),
    onSuccess: async (res) => {
      queryClient.setQueryData(keys.detail(res.data.id), res);
      await queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
}

export const useSaveApplication = () => useCreditCall<CreditApplicationForm>(() => '/credit-supplier/update');
export const useRequestDocuments = () =>
  useCreditCall<AddDocRequestForm>(() => '/credit-supplier/request/add-doc');
export const useProvideDocuments = () =>
  useCreditCall<AddDocConfirmForm>(() => '/credit-supplier/request/add-doc/confirm');
export const useRefuseDocuments = () =>
  useCreditCall<CreditReasonForm>(() => '/credit-supplier/request/add-doc/reject');
export const useApproveCredit = () => useCreditCall<CreditApproveForm>(() => '/credit-supplier/approve');
export const useRejectCredit = () =>
  useCreditCall<CreditReasonForm>(
    (b) => `/credit-supplier/reject/${b.id}`,
    (b) => ({ reason: b.reason }),
  );
export const useConfirmOffer = () =>
  useCreditCall<{ id: number }>(() => '/credit-supplier/credit-buyer/request/confirm');
export const useDeclineOffer = () =>
  useCreditCall<CreditReasonForm>(() => '/credit-supplier/credit-buyer/request/reject');

/** Whether the signed-in user may upload financial statements (credit staff, or the supplier itself). */
export function useCanUploadFinancials(): boolean {
  const user = useSession().user;
  return user !== null && allows(CREDIT_SUPPLIER_ACCESS.upload, user);
}

/** Whether the signed-in user may assign files (credit approvers). */
export function useCanAssign(): boolean {
  const user = useSession().user;
  return user !== null && allows(CREDIT_SUPPLIER_ACCESS.decide, user);
}

/** The active members of the CA pool (POST /user/funder/ca_assigned): who may receive a file. */
export function useCaPool(enabled: boolean) {
  return useQuery({
    queryKey: ['credit-supplier', 'ca-pool'],
    queryFn: ({ signal }) =>
      call('/user/funder/ca_assigned', {
        method: 'POST',
        signal,
        body: { search_condition: { active: true }, page_size: 1000 },
        schema: caListResponse,
      }),
    enabled,
  });
}

/** POST /credit-supplier/assign: files to one credit officer. */
export function useAssignCredits() {
  return useRefreshingMutation(keys.all, (body: { ids: number[]; user_id: number }) =>
    call('/credit-supplier/assign', { method: 'POST', body, schema: creditAssignResponse }),
  );
}
