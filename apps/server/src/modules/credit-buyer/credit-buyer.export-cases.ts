import { CREDIT_LIST_COLUMNS } from '@arflow/domain/api/credit-buyer';
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
];
