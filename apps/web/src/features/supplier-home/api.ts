import { supplierHomeResponse } from '@arflow/domain/api/supplier-home';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';

/**
 * GET /supplier/statistic/home: every figure of the home in one answer. Fetched on every visit
 * (no 30 s freshness): the figures sum up other areas' lists, whose changes do not refresh this
 * key, and a figure must count what its link then shows.
 */
export function useSupplierHome() {
  return useQuery({
    queryKey: ['supplier-home'],
    staleTime: 0,
    queryFn: ({ signal }) => call('/supplier/statistic/home', { signal, schema: supplierHomeResponse }),
  });
}
