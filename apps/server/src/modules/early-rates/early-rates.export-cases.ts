import { GROUP_SUPPLIER_COLUMNS, REQUEST_HISTORY_COLUMNS } from '@arflow/domain/api/early-rates';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

/**
 * BUY01's early-rate request history as its own buyer reads it (early-rates.demo.ts seeds its
 * versions). BUY01 is the demo world's second company, so its id is 2 in every seeded database.
 */
export const EXPORT_CASES: ExportCase[] = [
  listCase({
    url: '/api/credit-buyer/early-interest-rate/2/history',
    user: 'buyer1',
    sort: ['sent_at'],
    columns: REQUEST_HISTORY_COLUMNS,
    key: 'approver_name',
  }),
  // The suppliers the approved version's (id 2) first group (id 2) may take: those in none of its groups.
  listCase({
    method: 'GET',
    url: '/api/credit-buyer/early-interest-rate/2/group/2/2/search-sup',
    user: 'camanager',
    sort: ['sup_name'],
    columns: GROUP_SUPPLIER_COLUMNS,
    key: 'sup_name',
  }),
];
