import { REQUEST_HISTORY_COLUMNS } from '@arflow/domain/api/early-rates';
import { type ExportCase, postListCase } from '../../../test/export-case.ts';

/**
 * BUY01's early-rate request history as its own buyer reads it (early-rates.demo.ts seeds its
 * versions). BUY01 is the demo world's second company, so its id is 2 in every seeded database.
 */
export const EXPORT_CASES: ExportCase[] = [
  postListCase(
    '/api/credit-buyer/early-interest-rate/2/history',
    'buyer1',
    REQUEST_HISTORY_COLUMNS,
    'approver_name',
    'sent_at',
    'DESC',
  ),
];
