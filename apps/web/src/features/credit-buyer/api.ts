import { CREDIT_BUYER_ACCESS } from '@arflow/domain/access/credit-buyer';
import {
  buyerProgrammeResponse,
  CREDIT_LIST_SORT_COLUMNS,
  type CreditSetupForm,
  creditDataUpdateResponse,
  type creditListBody,
  creditListResponse,
  creditSetupSaveResponse,
  creditTotalsResponse,
  type DebtSettingsForm,
  debtSettingsResponse,
  type MaturityForm,
  maturityResponse,
  maturitySaveResponse,
  ownProgrammeResponse,
  type SupplierRatesBody,
  supplierRatesResponse,
} from '@arflow/domain/api/credit-buyer';
import { allows } from '@arflow/domain/permissions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../shared/api/client.ts';
import { postList } from '../../shared/list/list-request.ts';
import type { ListOptions, ListState } from '../../shared/list/list-state.ts';
import { useSession } from '../../shared/session/session.ts';

type ListFilters = keyof NonNullable<z.input<typeof creditListBody>['search_condition']> & string;
/** The buyer credit list's URL state: the POST body's search_condition fields. */
export const CREDIT_LIST = {
  filters: ['keyword', 'status', 'in_force'],
  sortColumns: CREDIT_LIST_SORT_COLUMNS,
} as const satisfies ListOptions<ListFilters>;
export type CreditFilter = (typeof CREDIT_LIST.filters)[number];

const keys = {
  all: ['credit-buyer'] as const,
  list: (state: ListState<CreditFilter>) => ['credit-buyer', 'list', state] as const,
  totals: ['credit-buyer', 'totals'] as const,
  buyer: (id: number, what: string) => ['credit-buyer', 'buyer', id, what] as const,
  own: ['credit-buyer', 'own'] as const,
};
const validId = (id: number) => Number.isSafeInteger(id) && id > 0;

/** POST /credit-buyer/list with the URL's list state (filters in search_condition). */
export const creditBuyersRequest = postList<CreditFilter>('/credit-buyer/list');

export function useCreditBuyers(state: ListState<CreditFilter>) {
  return useQuery({
    queryKey: keys.list(state),
    queryFn: ({ signal }) =>
      call('/credit-buyer/list', {
        method: 'POST',
        signal,
        body: creditBuyersRequest(state).body,
        schema: creditListResponse,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /credit-buyer/limit-rate/view: totals over the programmes in force. */
export function useCreditTotals() {
  return useQuery({
    queryKey: keys.totals,
    queryFn: ({ signal }) => call('/credit-buyer/limit-rate/view', { signal, schema: creditTotalsResponse }),
  });
}

/** GET /credit-buyer/limit-rate/view/{buyer_id}/buyer: the buyer's programme. */
export function useProgramme(buyerId: number) {
  return useQuery({
    queryKey: keys.buyer(buyerId, 'programme'),
    queryFn: ({ signal }) =>
      call(`/credit-buyer/limit-rate/view/${buyerId}/buyer`, { signal, schema: buyerProgrammeResponse }),
    enabled: validId(buyerId),
  });
}

/** GET /credit-buyer/limit-rate/data-update/{buyer_id}/buyer: where a new proposal starts from. */
export function useProposalValues(buyerId: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.buyer(buyerId, 'values'),
    queryFn: ({ signal }) =>
      call(`/credit-buyer/limit-rate/data-update/${buyerId}/buyer`, {
        signal,
        schema: creditDataUpdateResponse,
      }),
    enabled: enabled && validId(buyerId),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}

/** POST /credit-buyer/setup: a new version, or (with id) a rejected one corrected. */
export function useProposeSetup(buyerId: number) {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (body: CreditSetupForm & { id?: number | null }) =>
      call('/credit-buyer/setup', {
        method: 'POST',
        body: { ...body, buyer_id: buyerId },
        schema: creditSetupSaveResponse,
      }),
    onSuccess,
  });
}

export type SetupDecision =
  | { action: 'approve' }
  | { action: 'activate' }
  | { action: 'reject'; reason: string };

/** GET /credit-buyer/applied/{id}, POST /credit-buyer/rejected/, POST /credit-buyer/activate/{id}. */
export function useDecideSetup() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: SetupDecision }) => {
      if (decision.action === 'approve')
        return call(`/credit-buyer/applied/${id}`, { schema: creditSetupSaveResponse });
      if (decision.action === 'activate') {
        return call(`/credit-buyer/activate/${id}`, {
          method: 'POST',
          body: {},
          schema: creditSetupSaveResponse,
        });
      }
      return call('/credit-buyer/rejected/', {
        method: 'POST',
        body: { id, reason: decision.reason },
        schema: creditSetupSaveResponse,
      });
    },
    onSuccess,
  });
}

/** GET /credit-buyer/debt/{buyer_id} and POST /credit-buyer/setup-debt. */
export function useDebt(buyerId: number) {
  return useQuery({
    queryKey: keys.buyer(buyerId, 'debt'),
    queryFn: ({ signal }) => call(`/credit-buyer/debt/${buyerId}`, { signal, schema: debtSettingsResponse }),
    enabled: validId(buyerId),
  });
}
export function useSaveDebt(buyerId: number) {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (body: DebtSettingsForm) =>
      call('/credit-buyer/setup-debt', {
        method: 'POST',
        body: { ...body, buyer_id: buyerId },
        schema: debtSettingsResponse,
      }),
    onSuccess,
  });
}

/** GET /credit-buyer/maturity/{buyer_id}; setup-, request- and confirm-maturity. */
export function useMaturity(buyerId: number) {
  return useQuery({
    queryKey: keys.buyer(buyerId, 'maturity'),
    queryFn: ({ signal }) => call(`/credit-buyer/maturity/${buyerId}`, { signal, schema: maturityResponse }),
    enabled: validId(buyerId),
  });
}
export function useSetupMaturity(buyerId: number) {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (body: MaturityForm) =>
      call('/credit-buyer/setup-maturity', {
        method: 'POST',
        body: { ...body, buyer_id: buyerId },
        schema: maturitySaveResponse,
      }),
    onSuccess,
  });
}
export function useMoveMaturity() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'request' | 'confirm' }) =>
      call(`/credit-buyer/${action}-maturity`, {
        method: 'POST',
        body: { id },
        schema: maturitySaveResponse,
      }),
    onSuccess,
  });
}

/** GET and POST the supplier rate settings of the buyer's maturity draft. */
export function useSupplierRates(buyerId: number) {
  return useQuery({
    queryKey: keys.buyer(buyerId, 'rates'),
    queryFn: ({ signal }) =>
      call(`/credit-buyer/maturity/${buyerId}/supplier-rate-settings`, {
        signal,
        schema: supplierRatesResponse,
      }),
    enabled: validId(buyerId),
  });
}
export function useSaveSupplierRates(buyerId: number) {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (body: SupplierRatesBody) =>
      call(`/credit-buyer/maturity/${buyerId}/request-supplier-rate-settings`, {
        method: 'POST',
        body,
        schema: supplierRatesResponse,
      }),
    onSuccess,
  });
}

/** GET /buy/buyer-credit/view: the signed-in buyer's programme in force. */
export function useOwnProgramme() {
  return useQuery({
    queryKey: keys.own,
    queryFn: ({ signal }) => call('/buy/buyer-credit/view', { signal, schema: ownProgrammeResponse }),
  });
}
/** POST /buy/buyer-credit/confirm-structure. */
export function useConfirmStructure() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (body: { id: number; transaction_structure: 1 | 2 }) =>
      call('/buy/buyer-credit/confirm-structure', { method: 'POST', body, schema: ownProgrammeResponse }),
    onSuccess,
  });
}

/** Whether the signed-in user may propose (credit appraisal staff). */
export function useCanPropose(): boolean {
  const { user } = useSession();
  return allows(CREDIT_BUYER_ACCESS.propose, user);
}
