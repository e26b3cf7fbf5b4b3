import { BUYER_TRANSACTION_COLUMNS } from '@arflow/domain/api/buyer-transactions';
import { type ExportCase, postListCase } from '../../../test/export-case.ts';

/** Every view of the buyer's list is one call; the file is the same for each, under its view. */
export const EXPORT_CASES: ExportCase[] = [
  postListCase(
    '/api/buyer-transactions',
    'buyer1',
    BUYER_TRANSACTION_COLUMNS,
    'trans_code',
    'total_ar_amount',
    'DESC',
  ),
];
