import { SUPPLIERS_ACCESS } from '@arflow/domain/access/suppliers';
import { assessmentResponse } from '@arflow/domain/api/appraisal';
import {
  type BankForm,
  bankListResponse,
  bankSaveResponse,
  type StatusActionForm,
  statusResponse,
} from '@arflow/domain/api/companies';
import {
  type EkycForm,
  ekycResponse,
  SUPPLIER_SORT_COLUMNS,
  type SupplierListInput,
  type SupplierUpdateForm,
  supplierDetailResponse,
  supplierListResponse,
  supplierSaveResponse,
} from '@arflow/domain/api/suppliers';
import { CORPORATE_ENT_TYPES, INDIVIDUAL_ENT_TYPES } from '@arflow/domain/ent-types';
import { allows } from '@arflow/domain/permissions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';
import type { ListRequest } from '../../shared/list/list-request.ts';
import type { ListOptions, ListState } from '../../shared/list/list-state.ts';
import { useSession } from '../../shared/session/session.ts';

type Filters = keyof SupplierListInput['search_condition'] & string;

/** The supplier list's URL state: the filters of spec §3 (name, mst, status, locality, ent_type). */
export const SUPPLIER_LIST = {
  filters: ['name', 'mst', 'status', 'locality', 'ent_type'],
  sortColumns: SUPPLIER_SORT_COLUMNS,
} as const satisfies ListOptions<Filters>;
export type SupplierFilter = (typeof SUPPLIER_LIST.filters)[number];

/** Corporate suppliers (legal forms 1-5) or individual ones (6, 7): the two funder screens. */
export type SupplierKind = 'supplier' | 'indsupplier';
const KIND_ENT_TYPES = { supplier: CORPORATE_ENT_TYPES, indsupplier: INDIVIDUAL_ENT_TYPES } as const;

const keys = {
  all: ['suppliers'] as const,
  list: (kind: SupplierKind, state: ListState<SupplierFilter>) => ['suppliers', 'list', kind, state] as const,
  detail: (id: number) => ['suppliers', 'detail', id] as const,
  sub: (id: number, what: string) => ['suppliers', 'detail', id, what] as const,
};

/** The list body for a URL state: a chosen legal form, or every form of the screen's kind. */
export function supplierListBody(kind: SupplierKind, state: ListState<SupplierFilter>) {
  const { ent_type, status, ...rest } = state.filters;
  return {
    search_condition: {
      ...rest,
      ...(status && { status: status as 'NEW' | 'ONBOARDED' }),
      ent_type: ent_type ? Number(ent_type) : [...KIND_ENT_TYPES[kind]],
    },
    page_number: state.page,
    page_size: state.size,
    // Spec §9: newest first unless the user sorts.
    sort_column: (state.sort as (typeof SUPPLIER_SORT_COLUMNS)[number] | undefined) ?? 'id',
    sort_direction: state.sort ? state.dir : 'DESC',
  } satisfies SupplierListInput;
}

/** POST /supplier/list for one of the two screens: what the table and the Excel export send. */
export const supplierRequest =
  (kind: SupplierKind) =>
  (state: ListState<SupplierFilter>): ListRequest => ({
    path: '/supplier/list',
    body: supplierListBody(kind, state),
  });

/** POST /supplier/list for one of the two screens. */
function supplierListOptions(kind: SupplierKind, state: ListState<SupplierFilter>) {
  return {
    queryKey: keys.list(kind, state),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      call('/supplier/list', { signal, body: supplierListBody(kind, state), schema: supplierListResponse }),
    placeholderData: keepPreviousData,
  };
}
export const useCorporateSuppliers = (state: ListState<SupplierFilter>) =>
  useQuery(supplierListOptions('supplier', state));
export const useIndividualSuppliers = (state: ListState<SupplierFilter>) =>
  useQuery(supplierListOptions('indsupplier', state));

const validId = (id: number) => Number.isSafeInteger(id) && id > 0;

/** GET /supplier/update/{id}: the supplier and its history. */
export function useSupplier(id: number) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => call(`/supplier/update/${id}`, { signal, schema: supplierDetailResponse }),
    enabled: validId(id),
  });
}

function useSupplierMutation<B>(path: string) {
  return useRefreshingMutation(keys.all, (body: B) => call(path, { body, schema: supplierSaveResponse }));
}

export const useUpdateSupplier = () => useSupplierMutation<SupplierUpdateForm>('/supplier/update');
export const useSetPosition = () =>
  useSupplierMutation<{ id: number; position: string | null }>('/supplier/position');
export const useSetTotalLimit = () =>
  useSupplierMutation<{ id: number; total_limit: number }>('/supplier/update-total-limit');

export function useSupplierBanks(id: number) {
  return useQuery({
    queryKey: keys.sub(id, 'banks'),
    queryFn: ({ signal }) => call(`/supplier/${id}/banks`, { signal, schema: bankListResponse }),
    enabled: validId(id),
  });
}

/** POST /funder-supplier/bank/: add or edit an account (the designated-bank rule is the server's). */
export function useSaveSupplierBank(id: number) {
  return useRefreshingMutation(keys.detail(id), (body: BankForm) =>
    call('/funder-supplier/bank/', { body: { sup_id: id, ...body }, schema: bankSaveResponse }),
  );
}

/** GET /individual/{id}/ekyc: the eKYC status, its history and the decisions allowed now. */
export function useEkyc(id: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.sub(id, 'ekyc'),
    queryFn: ({ signal }) => call(`/individual/${id}/ekyc`, { signal, schema: ekycResponse }),
    enabled: enabled && validId(id),
  });
}

export function useDecideEkyc(id: number) {
  return useRefreshingMutation(keys.all, (body: EkycForm) =>
    call(`/individual/${id}/ekyc`, { body, schema: ekycResponse }),
  );
}

export function useSupplierRights() {
  const { user } = useSession();
  return { write: allows(SUPPLIERS_ACCESS.write, user), limit: allows(SUPPLIERS_ACCESS.limit, user) };
}

/** GET /supplier/{id}/status: the supplier's pipeline status, history and the steps this user may take. */
export function useSupplierPipeline(id: number) {
  return useQuery({
    queryKey: keys.sub(id, 'status'),
    queryFn: ({ signal }) => call(`/supplier/${id}/status`, { signal, schema: statusResponse }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** POST /supplier/{id}/status: one pipeline step with its reason and documents. */
export function useChangeSupplierPipeline(id: number) {
  return useRefreshingMutation(keys.detail(id), (body: StatusActionForm) =>
    call(`/supplier/${id}/status`, { method: 'POST', body, schema: statusResponse }),
  );
}

/** GET /supplier/{id}/assessment-items: what the appraisal checks, each PASS/FAIL/PENDING. */
export function useAssessment(id: number) {
  return useQuery({
    queryKey: keys.sub(id, 'assessment'),
    queryFn: ({ signal }) => call(`/supplier/${id}/assessment-items`, { signal, schema: assessmentResponse }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
