import { CREDIT_LIST_COLUMNS, CREDIT_VERSION_COLUMNS } from '@arflow/domain/api/credit-buyer';
import type { ExportCase } from '../../../test/export-case.ts';

/** The funder's buyer credit list (/fun/buyer/credit). */
export const EXPORT_CASES: ExportCase[] = [
  {
    method: 'POST',
    url: '/api/credit-buyer/list',
    user: 'camanager',
    input: { search_condition: {}, sort_column: 'name', sort_direction: 'ASC' },
    columns: CREDIT_LIST_COLUMNS,
    key: 'code',
  },
  // BUY01's credit versions (its id is 2 in every seeded database: the demo world's second company).
  {
    method: 'POST',
    url: '/api/credit-buyer/limit-rate/history',
    user: 'camanager',
    input: { search_condition: { buyer_id: 2 }, sort_column: 'version', sort_direction: 'DESC' },
    columns: CREDIT_VERSION_COLUMNS,
    key: 'version',
  },
];
