import { CREDIT_LIST_COLUMNS, CREDIT_VERSION_COLUMNS } from '@arflow/domain/api/credit-buyer';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

/** The funder's buyer credit list (/fun/buyer/credit) and a buyer's credit versions. */
export const EXPORT_CASES: ExportCase[] = [
  listCase({
    url: '/api/credit-buyer/list',
    user: 'camanager',
    sort: ['name', 'ASC'],
    columns: CREDIT_LIST_COLUMNS,
    key: 'code',
  }),
  // BUY01's credit versions (its id is 2 in every seeded database: the demo world's second company).
  listCase({
    url: '/api/credit-buyer/limit-rate/history',
    user: 'camanager',
    filters: { buyer_id: 2 },
    sort: ['version'],
    columns: CREDIT_VERSION_COLUMNS,
    key: 'version',
  }),
];
