import { BUYER_TRANSACTION_COLUMNS } from '@arflow/domain/api/buyer-transactions';
import { STAT_RECEIVABLE_COLUMNS } from '@arflow/domain/api/receivables';
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
  // The lists behind the buyer home's charts and cards (its own receivables only).
  ...['summary-ar-details', 'list-summary-maturity-ar-details', 'announcement-settlement'].map(
    (path): ExportCase => ({
      method: 'POST',
      url: `/api/buyer/statistic/${path}`,
      user: 'buyer1',
      input: { search_condition: {}, sort_column: 'ar_amount', sort_direction: 'DESC' },
      columns: STAT_RECEIVABLE_COLUMNS,
      key: 'inv_no',
    }),
  ),
];
