import { TRANSACTION_COLUMNS } from '@arflow/domain/api/request-transaction';
import type { ExportCase } from '../../../test/export-case.ts';

export const EXPORT_CASES: ExportCase[] = [
  'transactions',
  'confirm-transactions',
  'add-doc-transactions',
  'changes',
]
  .map((path) => `/api/supplier/request-transaction/${path}`)
  // The supplier statistics' transaction history (/supplier/statistic) is the same list.
  .concat('/api/supplier/statistic/list-trans-his')
  .map((url) => ({
    method: 'POST',
    url,
    user: 'supplier1',
    input: { search_condition: {}, sort_column: 'total_ar_amount', sort_direction: 'DESC' },
    columns: TRANSACTION_COLUMNS,
    key: 'trans_code',
  }));
