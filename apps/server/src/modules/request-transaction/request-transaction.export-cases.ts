import { TRANSACTION_COLUMNS } from '@arflow/domain/api/request-transaction';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

export const EXPORT_CASES: ExportCase[] = [
  'transactions',
  'confirm-transactions',
  'add-doc-transactions',
  'changes',
]
  .map((path) => `/api/supplier/request-transaction/${path}`)
  // The supplier statistics' transaction history (/supplier/statistic) is the same list.
  .concat('/api/supplier/statistic/list-trans-his')
  .map((url) =>
    listCase({
      url,
      user: 'supplier1',
      sort: ['total_ar_amount'],
      columns: TRANSACTION_COLUMNS,
      key: 'trans_code',
    }),
  );
