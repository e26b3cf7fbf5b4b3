import { TRANSACTION_CHANGE_ACCESS } from '@arflow/domain/access/transaction-change';
import {
  type CalculateBody,
  calculateResponse,
  changeDetailsResponse,
} from '@arflow/domain/api/transaction-change';
import { allows } from '@arflow/domain/permissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';
import { useSession } from '../../shared/session/session.ts';

const keys = {
  all: ['transaction-change'] as const,
  detail: (id: number) => ['transaction-change', 'detail', id] as const,
};

/** GET /transaction-change/change-details/{id}. */
export function useChangeDetails(id: number) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) =>
      call(`/transaction-change/change-details/${id}`, { signal, schema: changeDetailsResponse }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** POST /transaction-change/{id}/calculate: nothing is written, so nothing is refreshed. */
export function useCalculateChange(id: number) {
  return useMutation({
    mutationFn: (body: CalculateBody) =>
      call(`/transaction-change/${id}/calculate`, { method: 'POST', body, schema: calculateResponse }),
  });
}

export type ChangeStep = 'funding-notice' | 'approve-change' | 'cancel-change';

/**
 * POST /transaction-change/{id}/funding-notice (start_change), approve-change, cancel-change.
 * The change is shown on the adjustment screen and on the funder's transaction detail, so a step
 * reloads both areas' queries.
 */
export function useChangeStep(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (o: { step: ChangeStep; reason?: string }) =>
      call(`/transaction-change/${id}/${o.step}`, {
        method: 'POST',
        body: o.reason === undefined ? {} : { reason: o.reason },
        schema: changeDetailsResponse,
      }),
    onSuccess: () =>
      Promise.all(
        [keys.all, ['funder-transactions']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

export function useCanCalculate(): boolean {
  const { user } = useSession();
  return allows(TRANSACTION_CHANGE_ACCESS.read, user);
}
