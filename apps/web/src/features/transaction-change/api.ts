import { TRANSACTION_CHANGE_ACCESS } from '@arflow/domain/access/transaction-change';
import {
  type CalculateBody,
  calculateResponse,
  changeDetailsResponse,
} from '@arflow/domain/api/transaction-change';
import { allows } from '@arflow/domain/permissions';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';
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

/** POST /transaction-change/{id}/funding-notice: opens the change (start_change). */
export function useFundingNotice(id: number) {
  return useRefreshingMutation(keys.all, (reason: string) =>
    call(`/transaction-change/${id}/funding-notice`, {
      method: 'POST',
      body: { reason },
      schema: changeDetailsResponse,
    }),
  );
}

export function useCanCalculate(): boolean {
  const { user } = useSession();
  return allows(TRANSACTION_CHANGE_ACCESS.read, user);
}
