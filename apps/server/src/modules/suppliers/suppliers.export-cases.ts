import { SUPPLIER_COLUMNS } from '@arflow/domain/api/suppliers';
import type { ExportCase } from '../../../test/export-case.ts';

/** The funder's two supplier screens: companies (legal forms 1-5) and people (6, 7). */
export const EXPORT_CASES: ExportCase[] = [
  {
    method: 'POST',
    url: '/api/supplier/list',
    user: 'crm',
    input: { search_condition: { ent_type: [1, 2, 3, 4, 5] }, sort_column: 'id', sort_direction: 'DESC' },
    columns: SUPPLIER_COLUMNS,
    key: 'code',
  },
  {
    method: 'POST',
    url: '/api/supplier/list',
    user: 'crm',
    input: { search_condition: { ent_type: [6, 7] }, sort_column: 'name', sort_direction: 'ASC' },
    columns: SUPPLIER_COLUMNS,
    key: 'code',
  },
];
