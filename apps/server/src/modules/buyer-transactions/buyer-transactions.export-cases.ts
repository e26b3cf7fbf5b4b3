import { BUYER_TRANSACTION_COLUMNS } from '@arflow/domain/api/buyer-transactions';
import type { ExportCase } from '../../../test/export-case.ts';

/** Every view of the buyer's list is one call; the file is the same for each, under its view. */
export const EXPORT_CASES: ExportCase[] = [
  {
    method: 'POST',
    url: '/api/buyer-transactions',
    user: 'buyer1',
    input: { search_condition: {}, sort_column: 'total_ar_amount', sort_direction: 'DESC' },
    columns: BUYER_TRANSACTION_COLUMNS,
    key: 'trans_code',
  },
];
