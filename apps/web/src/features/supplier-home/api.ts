import { supplierHomeResponse } from '@arflow/domain/api/supplier-home';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';

/** GET /supplier/statistic/home: every figure of the home in one answer. */
export function useSupplierHome() {
  return useQuery({
    queryKey: ['supplier-home'],
    queryFn: ({ signal }) => call('/supplier/statistic/home', { signal, schema: supplierHomeResponse }),
  });
}
