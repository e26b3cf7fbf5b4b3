import { PROGRAMME_ACCESS } from '@arflow/domain/access/programme';
import {
  LENDING_PACK_SORT_COLUMNS,
  lendingPackDetailResponse,
  lendingPackForm,
  type lendingPackListQuery,
  lendingPackListResponse,
  lendingPackRatingListResponse,
  lendingPackSaveResponse,
  lendingPartnersResponse,
} from '@arflow/domain/api/lending-packs';
import {
  currentProgrammeResponse,
  discountRateListResponse,
  investOrderListResponse,
  type PromotionSetupBody,
  programmeBuyerListResponse,
  promotionDetailResponse,
  promotionListResponse,
  promotionSaveResponse,
  suppliersByBuyerResponse,
} from '@arflow/domain/api/programme';
import { allows } from '@arflow/domain/permissions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../shared/api/client.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';
import { type ListRequest, postList } from '../../shared/list/list-request.ts';
import type { FiltersOf, ListState } from '../../shared/list/list-state.ts';
import { recordApi } from '../../shared/record/record-api.ts';
import { useSession } from '../../shared/session/session.ts';

const all = ['programme'] as const;

/** A POST list of program-setup: its request for a list state and its query hook. */
function postListApi<F extends string, S extends z.ZodType>(path: string, schema: S) {
  const request = postList<F>(`/program-setup/${path}`);
  // Made once per list at module load below, never during a render: its identity is stable.
  // biome-ignore lint/correctness/noComponentHookFactories: one hook per list, built at module level
  const useRows = (state: ListState<F>) => {
    const { body } = request(state);
    return useQuery({
      queryKey: [...all, path, state],
      queryFn: ({ signal }) => call(`/program-setup/${path}`, { method: 'POST', signal, body, schema }),
      placeholderData: keepPreviousData,
    });
  };
  return { request, useRows };
}

export const promotionList = postListApi<'keyword' | 'status', typeof promotionListResponse>(
  'promotion-list',
  promotionListResponse,
);
export const approvalList = postListApi<'keyword' | 'status', typeof programmeBuyerListResponse>(
  'approval',
  programmeBuyerListResponse,
);
export const priceList = postListApi<'keyword', typeof programmeBuyerListResponse>(
  'price',
  programmeBuyerListResponse,
);
export const investOrderList = postListApi<'keyword', typeof investOrderListResponse>(
  'invest-order',
  investOrderListResponse,
);

/** POST /program-setup/diff-discount-rate for a table inside the price page (its own paging). */
export function useDiscountRates(body: object) {
  return useQuery({
    queryKey: [...all, 'rates', body],
    queryFn: ({ signal }) =>
      call('/program-setup/diff-discount-rate', {
        method: 'POST',
        signal,
        body,
        schema: discountRateListResponse,
      }),
    placeholderData: keepPreviousData,
  });
}
export const discountRateRequest = (body: object): ListRequest => ({
  path: '/program-setup/diff-discount-rate',
  body,
});

export function useCurrentProgramme() {
  return useQuery({
    queryKey: [...all, 'current'],
    queryFn: ({ signal }) => call('/program-setup/current', { signal, schema: currentProgrammeResponse }),
  });
}

/** The buyers with a programme in force (the promotion form's buyer choice). */
export function useProgrammeBuyers() {
  return useQuery({
    queryKey: [...all, 'buyers'],
    queryFn: ({ signal }) =>
      call('/program-setup/buyer', {
        method: 'POST',
        signal,
        body: { page_size: 500, sort_column: 'buy_name' },
        schema: programmeBuyerListResponse,
      }),
  });
}

/** GET /program-setup/supplier_by_buyer/{id}: the suppliers a promotion on that buyer may target. */
export function useSuppliersByBuyer(buyId: number | undefined) {
  return useQuery({
    queryKey: [...all, 'suppliers', buyId],
    queryFn: ({ signal }) =>
      call(`/program-setup/supplier_by_buyer/${buyId}`, { signal, schema: suppliersByBuyerResponse }),
    enabled: buyId !== undefined,
  });
}

export function usePromotion(id: number) {
  return useQuery({
    queryKey: [...all, 'promotion', id],
    queryFn: ({ signal }) =>
      call(`/program-setup/promotion-details/${id}`, { signal, schema: promotionDetailResponse }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** POST /program-setup/promotion-setup: a new promotion, or the waiting one `id` edited. */
export const useSavePromotion = (id?: number) =>
  useRefreshingMutation(all, (form: Omit<PromotionSetupBody, 'id'>) =>
    call('/program-setup/promotion-setup', {
      method: 'POST',
      body: id ? { ...form, id } : form,
      schema: promotionSaveResponse,
    }),
  );

/** Delete a waiting promotion or stop an applied one (with its reason). */
export const usePromotionAction = (id: number) =>
  useRefreshingMutation(all, ({ action, reason }: { action: 'delete' | 'stop'; reason?: string }) =>
    call(`/program-setup/promotion/${id}/${action}`, {
      method: 'POST',
      body: reason === undefined ? {} : { reason },
      schema: promotionSaveResponse,
    }),
  );

export function useCanSetPromotions(): boolean {
  return allows(PROGRAMME_ACCESS.write, useSession().user);
}

/* ---------------------------------------- lending packs ---------------------------------------- */

const pack = (id: number) => `/program-setup/lending-pack/${id}`;
/** The packs' list, one pack, its form (terms while a draft), its activation and close (decision 0108). */
export const lendingPacks = recordApi('programme', {
  list: {
    path: '/program-setup/lending-packs',
    schema: lendingPackListResponse,
    filters: ['keyword', 'status'] satisfies FiltersOf<typeof lendingPackListQuery>[],
    sortColumns: LENDING_PACK_SORT_COLUMNS,
    exported: true,
  },
  detail: { path: pack, schema: lendingPackDetailResponse },
  form: lendingPackForm,
  save: {
    create: '/program-setup/lending-pack/form',
    edit: (id) => `/program-setup/lending-pack/form/${id}`,
    schema: lendingPackSaveResponse,
  },
  actions: {
    activate: (id) => `POST /program-setup/lending-pack/${id}/activate`,
    close: (id) => `POST /program-setup/lending-pack/${id}/close`,
  },
  write: PROGRAMME_ACCESS.write,
});

/** detail-pack: every pack's ratings with their partners and quotes. */
export const lendingPackRatingList = postListApi<'keyword' | 'status', typeof lendingPackRatingListResponse>(
  'lending-pack/ratings',
  lendingPackRatingListResponse,
);

/** The lending partners a pack may take (add-doi-tac-modal). */
export function useLendingPartners(enabled: boolean) {
  return useQuery({
    queryKey: [...all, 'lending-partners'],
    queryFn: ({ signal }) =>
      call('/program-setup/lending-partners', { signal, schema: lendingPartnersResponse }),
    enabled,
  });
}

/** add-doi-tac-modal and add-rating-modal: a part of a draft pack. */
export const usePackPart = <B>(id: number, part: 'partner' | 'rating') =>
  useRefreshingMutation(all, (body: B) =>
    call(`${pack(id)}/${part}`, { method: 'POST', body, schema: lendingPackSaveResponse }),
  );

/** A row's remove button of a draft pack: a partner (by its id) or a rating (by its class) leaves it. */
export const useRemovePackPart = (id: number, part: 'partner' | 'rating') =>
  useRefreshingMutation(all, (key: number | string) =>
    call(`${pack(id)}/${part}/${encodeURIComponent(key)}`, {
      method: 'DELETE',
      schema: lendingPackSaveResponse,
    }),
  );
