import { BUYER_TRANSACTION_COLUMNS } from '@arflow/domain/api/buyer-transactions';
import { STAT_RECEIVABLE_COLUMNS } from '@arflow/domain/api/receivables';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

/** Every view of the buyer's list is one call; the file is the same for each, under its view. */
export const EXPORT_CASES: ExportCase[] = [
  listCase({
    url: '/api/buyer-transactions',
    user: 'buyer1',
    sort: ['total_ar_amount'],
    columns: BUYER_TRANSACTION_COLUMNS,
    key: 'trans_code',
  }),
  // The lists behind the buyer home's charts and cards (its own receivables only).
  ...['summary-ar-details', 'list-summary-maturity-ar-details', 'announcement-settlement'].map((path) =>
    listCase({
      url: `/api/buyer/statistic/${path}`,
      user: 'buyer1',
      sort: ['ar_amount'],
      columns: STAT_RECEIVABLE_COLUMNS,
      key: 'inv_no',
    }),
  ),
];
