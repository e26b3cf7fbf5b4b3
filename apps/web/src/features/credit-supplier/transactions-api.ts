import { statisticSummaryResponse, transactionListResponse } from '@arflow/domain/api/request-transaction';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

export function useTransactionHistory(page: number) {
  return useQuery({
    queryKey: [...key, 'list', page],
    queryFn: ({ signal }) =>
      call('/supplier/statistic/list-trans-his', {
        method: 'POST',
        signal,
        body: { search_condition: {}, page_number: page, page_size: 10, sort_direction: 'DESC' },
        schema: transactionListResponse,
      }),
    placeholderData: keepPreviousData,
  });
}
