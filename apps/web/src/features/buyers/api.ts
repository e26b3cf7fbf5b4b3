import { BUYERS_ACCESS } from '@arflow/domain/access/buyers';
import {
  BUYER_SORT_COLUMNS,
  type BuyerForm,
  buyerDetailResponse,
  type buyerListQuery,
  buyerListResponse,
  buyerSaveResponse,
  noteListResponse,
  signerListResponse,
} from '@arflow/domain/api/buyers';
import {
  type BankForm,
  bankListResponse,
  bankSaveResponse,
  type NoteForm,
  noteSaveResponse,
  type ReportForm,
  type StatusActionForm,
  statusResponse,
} from '@arflow/domain/api/companies';
import { allows } from '@arflow/domain/permissions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';
import { getList, type ListRequest } from '../../shared/list/list-request.ts';
import type { FiltersOf, ListOptions, ListState } from '../../shared/list/list-state.ts';
import { useSession } from '../../shared/session/session.ts';
import type { Paging } from '../../shared/widgets/PagedTable.tsx';

/** The buyer list's URL state: the query schema's filters; `group` is the tab. */
export const BUYER_LIST = {
  filters: ['keyword', 'name', 'mst', 'status', 'group'],
  sortColumns: BUYER_SORT_COLUMNS,
} as const satisfies ListOptions<FiltersOf<typeof buyerListQuery>>;
export type BuyerFilter = (typeof BUYER_LIST.filters)[number];

const keys = {
  all: ['buyers'] as const,
  list: (state: ListState<BuyerFilter>) => ['buyers', 'list', state] as const,
  detail: (id: number) => ['buyers', 'detail', id] as const,
  sub: (id: number, what: string) => ['buyers', 'detail', id, what] as const,
};

/** GET /buyer/list; newest first unless the user sorts (the funder's list starts with new leads). */
export function buyerRequest(state: ListState<BuyerFilter>): ListRequest {
  const request = getList<BuyerFilter>('/buyer/list')(state);
  if (state.sort) return request;
  return { ...request, query: { ...request.query, sort_column: 'id', sort_direction: 'DESC' } };
}

export function useBuyers(state: ListState<BuyerFilter>) {
  return useQuery({
    queryKey: keys.list(state),
    queryFn: ({ signal }) => {
      const { path, query } = buyerRequest(state);
      return call(path, { signal, query, schema: buyerListResponse });
    },
    placeholderData: keepPreviousData,
  });
}

const validId = (id: number) => Number.isSafeInteger(id) && id > 0;

/** GET /buyer/{id}: the record with its frequencies, history and allowed record actions. */
export function useBuyer(id: number) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => call(`/buyer/${id}`, { signal, schema: buyerDetailResponse }),
    enabled: validId(id),
  });
}

/** POST /buyer/form (new) or /buyer/form/{id} (edit). */
export function useSaveBuyer(id?: number) {
  return useRefreshingMutation(keys.all, (body: BuyerForm) =>
    call(id ? `/buyer/form/${id}` : '/buyer/form', { method: 'POST', body, schema: buyerSaveResponse }),
  );
}

/** GET /buyer/{id}/status: pipeline status, its history and the steps this user may take. */
export function useBuyerPipeline(id: number) {
  return useQuery({
    queryKey: keys.sub(id, 'status'),
    queryFn: ({ signal }) => call(`/buyer/${id}/status`, { signal, schema: statusResponse }),
    enabled: validId(id),
  });
}

/** POST /buyer/{id}/status: one pipeline step with its reason. */
export function useChangeBuyerPipeline(id: number) {
  return useRefreshingMutation(keys.all, (body: StatusActionForm) =>
    call(`/buyer/${id}/status`, { method: 'POST', body, schema: statusResponse }),
  );
}

/** POST /buyer/list-signer for a page of the buyer's signers: the table's call and its export's. */
export const signersRequest = (id: number, paging: Paging): ListRequest => ({
  path: '/buyer/list-signer',
  body: { search_condition: { buyer_id: id }, ...paging },
});

/** POST /buyer/list-signer: the buyer's users who may sign. */
export function useSigners(id: number, paging: Paging) {
  return useQuery({
    queryKey: [...keys.sub(id, 'signers'), paging],
    queryFn: ({ signal }) => {
      const { path, body } = signersRequest(id, paging);
      return call(path, { method: 'POST', signal, body, schema: signerListResponse });
    },
    enabled: validId(id),
    placeholderData: keepPreviousData,
  });
}

export function useBuyerBanks(id: number) {
  return useQuery({
    queryKey: keys.sub(id, 'banks'),
    queryFn: ({ signal }) => call(`/buyer/${id}/banks`, { signal, schema: bankListResponse }),
    enabled: validId(id),
  });
}

export function useSaveBuyerBank(id: number) {
  return useRefreshingMutation(keys.detail(id), (body: BankForm) =>
    call(`/buyer/${id}/bank`, { body, schema: bankSaveResponse }),
  );
}

export type NoteKind = 'report' | 'note';

/** POST /buyer/list_report or /buyer/list_note, newest first. */
export function useBuyerNotes(id: number, kind: NoteKind, paging: Paging) {
  return useQuery({
    queryKey: [...keys.sub(id, kind), paging],
    queryFn: ({ signal }) =>
      call(`/buyer/list_${kind}`, {
        signal,
        body: {
          search_condition: { buyer_id: id },
          ...paging,
        },
        schema: noteListResponse,
      }),
    enabled: validId(id),
    placeholderData: keepPreviousData,
  });
}

export function useAddBuyerNote<K extends NoteKind>(id: number, kind: K) {
  return useRefreshingMutation(keys.detail(id), (body: K extends 'report' ? ReportForm : NoteForm) =>
    call(`/buyer/${id}/${kind}`, { body, schema: noteSaveResponse }),
  );
}

/** The new and import buttons show only to users the server lets write buyers. */
export function useCanWriteBuyer(): boolean {
  const { user } = useSession();
  return allows(BUYERS_ACCESS.write, user);
}
