import { EARLY_RATES_ACCESS } from '@arflow/domain/access/early-rates';
import { ELIGIBILITY_ACCESS } from '@arflow/domain/access/eligibility';
import {
  earlyRateOverviewResponse,
  type GroupForm,
  groupResponse,
  requestHistoryResponse,
  supplierSearchResponse,
} from '@arflow/domain/api/early-rates';
import {
  type CriteriaForm,
  eligibilityResponse,
  type SupplierEligibility,
  supplierEligibilityListResponse,
  supplierEntryResponse,
  synthesisResponse,
} from '@arflow/domain/api/eligibility';
import { allows } from '@arflow/domain/permissions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { call } from '../../shared/api/client.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';
import type { ListRequest } from '../../shared/list/list-request.ts';
import { useSession } from '../../shared/session/session.ts';

const idResponse = z.object({ data: z.object({ id: z.number() }) });

/** `buyId` null: the buyer's own self-setup (/buyer/credit/*); a number: the funder's view of that buyer. */
const keys = {
  eligibility: (buyId: number | null) => ['eligibility', buyId] as const,
  rates: (buyId: number) => ['early-rates', buyId] as const,
};

export function useRights() {
  const { user } = useSession();
  return {
    funderWrite: allows(ELIGIBILITY_ACCESS.write, user),
    buyerWrite: allows(ELIGIBILITY_ACCESS.buyerWrite, user),
    draft: allows(EARLY_RATES_ACCESS.draft, user),
  };
}

/** GET /credit-buyer/eligibility/{id}, or the buyer's own GET /buyer/credit/setting-eligibility. */
export function useCriteria(buyId: number | null) {
  return useQuery({
    queryKey: [...keys.eligibility(buyId), 'criteria'],
    enabled: buyId === null || buyId > 0,
    queryFn: ({ signal }) =>
      call(buyId === null ? '/buyer/credit/setting-eligibility' : `/credit-buyer/eligibility/${buyId}`, {
        signal,
        schema: eligibilityResponse,
      }),
  });
}

/** POST /credit-buyer/eligibility (funder's filter) or /buyer/credit/apply (the buyer's own). */
export function useSaveCriteria(buyId: number | null) {
  return useRefreshingMutation(keys.eligibility(buyId), (body: CriteriaForm) =>
    buyId === null
      ? call('/buyer/credit/apply', { method: 'POST', body, schema: eligibilityResponse })
      : call('/credit-buyer/eligibility', {
          method: 'POST',
          body: { ...body, buy_id: buyId },
          schema: eligibilityResponse,
        }),
  );
}

/** The eligible synthesis: counts and every supplier on the buyer's list. */
export function useSynthesis(buyId: number | null) {
  return useQuery({
    queryKey: [...keys.eligibility(buyId), 'synthesis'],
    enabled: buyId === null || buyId > 0,
    queryFn: ({ signal }) =>
      call(
        buyId === null ? '/buyer/credit/eligible-synthesize' : `/credit-buyer/eligible-synthesize/${buyId}`,
        {
          signal,
          schema: synthesisResponse,
        },
      ),
  });
}

const LIST_PATH: Record<SupplierEligibility, string> = {
  ELIGIBLE: '/credit-buyer/supplier-eligible',
  INELIGIBLE: '/credit-buyer/supplier-ineligible',
  BLACKLISTED: '/credit-buyer/supplier-blacklist',
};

/** One of the funder's three supplier lists of a buyer, a page at a time. */
export function useSupplierList(buyId: number, status: SupplierEligibility, page: number, keyword: string) {
  return useQuery({
    queryKey: [...keys.eligibility(buyId), 'list', status, page, keyword],
    queryFn: ({ signal }) =>
      call(LIST_PATH[status], {
        method: 'POST',
        signal,
        body: {
          search_condition: { buy_id: buyId, ...(keyword ? { keyword } : {}) },
          page_number: page,
          page_size: 10,
        },
        schema: supplierEligibilityListResponse,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The buyer picks or drops a supplier of its list. */
export function useSelectSupplier() {
  return useRefreshingMutation(
    keys.eligibility(null),
    (o: {
      sup_id: number;
      selected: boolean;
      trading_frequency?: number | null;
      trading_volume?: number | null;
    }) =>
      o.selected
        ? call('/buyer/credit/supplier-selected', {
            method: 'POST',
            body: {
              sup_id: o.sup_id,
              trading_frequency: o.trading_frequency ?? null,
              trading_volume: o.trading_volume ?? null,
            },
            schema: supplierEntryResponse,
          })
        : call('/buyer/credit/supplier-unselected', {
            method: 'POST',
            body: { sup_id: o.sup_id },
            schema: supplierEntryResponse,
          }),
  );
}

/** The funder blacklists or clears a supplier of a buyer (a reason when blacklisting). */
export function useBlacklist(buyId: number) {
  return useRefreshingMutation(
    keys.eligibility(buyId),
    (o: { sup_id: number; blacklisted: boolean; reason?: string | null }) =>
      call('/credit-buyer/blacklist-supplier', {
        method: 'POST',
        body: { buy_id: buyId, sup_id: o.sup_id, blacklisted: o.blacklisted, reason: o.reason ?? null },
        schema: supplierEntryResponse,
      }),
  );
}

// ---- Early-interest-rate groups ----

const RATES = '/credit-buyer/early-interest-rate';

export function useEarlyRates(buyId: number) {
  return useQuery({
    queryKey: [...keys.rates(buyId), 'overview'],
    queryFn: ({ signal }) => call(`${RATES}/${buyId}`, { signal, schema: earlyRateOverviewResponse }),
  });
}

/** A buyer's last 50 requests; the Excel export has them all. */
export const requestHistoryRequest = (buyId: number): ListRequest => ({
  path: `${RATES}/${buyId}/history`,
  body: { page_size: 50 },
});

export function useRequestHistory(buyId: number) {
  return useQuery({
    queryKey: [...keys.rates(buyId), 'history'],
    queryFn: ({ signal }) => {
      const { path, body } = requestHistoryRequest(buyId);
      return call(path, { method: 'POST', signal, body, schema: requestHistoryResponse });
    },
  });
}

/** GET …/search-sup: the suppliers a group may take under a keyword; at …/export, all of them. */
export const supplierSearchRequest = (
  buyId: number,
  versionId: number,
  groupId: number,
  keyword: string,
): ListRequest => ({
  path: `${RATES}/${buyId}/group/${versionId}/${groupId}/search-sup`,
  query: { keyword: keyword || undefined, page_size: 20 },
});

export function useSupplierSearch(
  buyId: number,
  versionId: number | null,
  groupId: number | null,
  keyword: string,
) {
  return useQuery({
    queryKey: [...keys.rates(buyId), 'search', versionId, groupId, keyword],
    enabled: versionId !== null && groupId !== null,
    queryFn: ({ signal }) => {
      const { path, query } = supplierSearchRequest(buyId, versionId!, groupId!, keyword);
      return call(path, { signal, query, schema: supplierSearchResponse });
    },
  });
}

function usePost<A, T>(
  buyId: number,
  path: (a: A) => string,
  body: (a: A) => unknown,
  schema: { safeParse(v: unknown): unknown },
) {
  return useRefreshingMutation(
    keys.rates(buyId),
    (a: A) =>
      call(`${RATES}/${buyId}${path(a)}`, {
        method: 'POST',
        body: body(a),
        schema: schema as never,
      }) as Promise<T>,
  );
}

type SupplierEdit = { version: number; group: number; sup_id: number };

/** Every change of the groups and every request action; each refreshes the buyer's groups. */
export function useRateActions(buyId: number) {
  return {
    addGroup: usePost(
      buyId,
      () => '/add-group',
      (b: GroupForm) => b,
      groupResponse,
    ),
    updateGroup: usePost(
      buyId,
      () => '/update-group',
      (b: GroupForm & { group_id: number }) => b,
      groupResponse,
    ),
    deleteGroup: usePost(
      buyId,
      () => '/delete-group',
      (group_id: number) => ({ group_id }),
      idResponse,
    ),
    addSupplier: usePost(
      buyId,
      (o: SupplierEdit) => `/group/${o.version}/${o.group}/add-sup`,
      (o) => ({ sup_id: o.sup_id }),
      groupResponse,
    ),
    removeSupplier: usePost(
      buyId,
      (o: SupplierEdit) => `/group/${o.version}/${o.group}/delete-sup`,
      (o) => ({ sup_id: o.sup_id }),
      groupResponse,
    ),
    create: usePost(
      buyId,
      (id: number) => `/request/${id}/create`,
      () => ({}),
      idResponse,
    ),
    approve: usePost(
      buyId,
      (id: number) => `/request/${id}/approve`,
      () => ({}),
      idResponse,
    ),
    cancel: usePost(
      buyId,
      (o: { request: number; reason: string }) => `/request/${o.request}/cancel`,
      (o) => ({ reason: o.reason }),
      idResponse,
    ),
  };
}
