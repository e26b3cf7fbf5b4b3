import { SAVINGS_ACCESS } from '@arflow/domain/access/savings';
import {
  nonTermPackForm,
  type PlacementForm,
  placementListResponse,
  placementResponse,
  SAVINGS_PACK_SORT_COLUMNS,
  savingsMemberListResponse,
  savingsPackDetailResponse,
  type savingsPackListQuery,
  savingsPackListResponse,
  savingsPackSaveResponse,
  termPackForm,
} from '@arflow/domain/api/savings';
import type { SavingsPackKind } from '@arflow/domain/statuses/savings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, type ResponseSchema } from '../../shared/api/client.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';
import { getList, type ListRequest, postList } from '../../shared/list/list-request.ts';
import type { FiltersOf, ListState } from '../../shared/list/list-state.ts';
import { recordApi } from '../../shared/record/record-api.ts';

/** Every savings query is under this key: any savings write reloads the lists and details it touched. */
const ALL = ['savings'] as const;

/** A term or non-term pack (savings.routes.ts `packRoutes`): the same record at its own paths and form. */
function packApi<Form>(segment: string, form: z.ZodType<Form>) {
  return recordApi('savings', {
    list: {
      path: `/savings/${segment}`,
      schema: savingsPackListResponse,
      filters: ['keyword', 'status'] satisfies FiltersOf<typeof savingsPackListQuery>[],
      sortColumns: SAVINGS_PACK_SORT_COLUMNS,
      exported: true,
    },
    detail: { path: (id) => `/savings/${segment}/${id}`, schema: savingsPackDetailResponse },
    form,
    save: {
      create: `/savings/${segment}/form`,
      edit: (id) => `/savings/${segment}/form/${id}`,
      schema: savingsPackSaveResponse,
    },
    actions: {
      activate: (id) => `POST /savings/${segment}/${id}/activate`,
      close: (id) => `POST /savings/${segment}/${id}/close`,
    },
    write: SAVINGS_ACCESS.write,
  });
}

/** savesting-packs-management/term and /non-term, by the pack's kind. */
export const PACK_APIS = {
  TERM: packApi('term-packs', termPackForm),
  NON_TERM: packApi('non-term-packs', nonTermPackForm),
} as const satisfies Record<SavingsPackKind, unknown>;
export type PackApi = (typeof PACK_APIS)[SavingsPackKind];

/**
 * A list's call for its URL state and the conditions its screen fixes (the limited packs, one
 * pack's placements): a GET list's in the query string, a POST list's in `search_condition`.
 */
export function listCall<F extends string>(
  method: 'GET' | 'POST',
  path: string,
  state: ListState<F>,
  fixed: Record<string, string | number | undefined>,
): ListRequest {
  return method === 'GET'
    ? getList<F>(path, fixed)(state)
    : postList<F>(path, (filters) => ({ ...filters, ...fixed }))(state);
}

/** A list's rows for a call made by `listCall`. */
export function useListCall<T>(request: ListRequest, method: 'GET' | 'POST', schema: ResponseSchema<T>) {
  const { path, query, body } = request;
  return useQuery({
    queryKey: [...ALL, 'list', path, query ?? body],
    queryFn: ({ signal }) => call(path, { method, signal, query, body, schema }),
    placeholderData: keepPreviousData,
  });
}

/** The packs money may be placed in now (the place-money form's choice), limited or not. */
export function useActivePacks(limited: boolean) {
  return useQuery({
    queryKey: [...ALL, 'active-packs', limited],
    queryFn: ({ signal }) =>
      call('/savings/packs', {
        signal,
        query: { status: 'ACTIVE', limited: String(limited), page_size: 2000, sort_column: 'code' },
        schema: savingsPackListResponse,
      }),
  });
}

/** The active members (the place-money form's choice). */
export function useActiveMembers() {
  return useQuery({
    queryKey: [...ALL, 'active-members'],
    queryFn: ({ signal }) =>
      call('/savings/members', {
        signal,
        query: { active: 'true', page_size: 2000, sort_column: 'code' },
        schema: savingsMemberListResponse,
      }),
  });
}

/** A pack's placements, for its view popup. */
export function usePackPlacements(packId: number) {
  return useListCall(
    { path: '/savings/placements', body: { search_condition: { pack_id: packId }, page_size: 2000 } },
    'POST',
    placementListResponse,
  );
}

/** GET /savings/placement/:id: one placement with the actions the user may take on it now. */
export function usePlacement(id: number) {
  return useQuery({
    queryKey: [...ALL, 'placement', id],
    queryFn: ({ signal }) => call(`/savings/placement/${id}`, { signal, schema: placementResponse }),
    enabled: id > 0,
  });
}

/** POST /savings/placement: a member's money placed in an active pack on the business date. */
export const usePlaceMoney = () =>
  useRefreshingMutation(ALL, (form: PlacementForm) =>
    call('/savings/placement', { method: 'POST', body: form, schema: placementResponse }),
  );

/** POST /savings/placement/:id/close: paid back, matured or withdrawn as the business date decides. */
export const useClosePlacement = (id: number) =>
  useRefreshingMutation(ALL, () =>
    call(`/savings/placement/${id}/close`, { method: 'POST', schema: placementResponse }),
  );
