import { statisticSummaryResponse } from '@arflow/domain/api/request-transaction';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';

/**
 * The supplier statistics of its transactions (spec §7: summary-trans-his, list-trans-his) as the
 * revision screen shows them: what the transactions draw from the limits being revised.
 */
const key = ['credit-supplier', 'transactions'] as const;

export function useTransactionSummary() {
  return useQuery({
    queryKey: [...key, 'summary'],
    queryFn: ({ signal }) =>
      call('/supplier/statistic/summary-trans-his', {
        method: 'POST',
        signal,
        body: {},
        schema: statisticSummaryResponse,
      }),
  });
}
