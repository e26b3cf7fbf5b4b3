import { SUPPLIER_COLUMNS } from '@arflow/domain/api/suppliers';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

const suppliers = { url: '/api/supplier/list', user: 'crm', columns: SUPPLIER_COLUMNS, key: 'code' } as const;

/** The funder's two supplier screens: companies (legal forms 1-5) and people (6, 7). */
export const EXPORT_CASES: ExportCase[] = [
  listCase({ ...suppliers, filters: { ent_type: [1, 2, 3, 4, 5] }, sort: ['id'] }),
  listCase({ ...suppliers, filters: { ent_type: [6, 7] }, sort: ['name', 'ASC'] }),
];
