import { SUPPLIER_CREDIT_COLUMNS } from '@arflow/domain/api/credit-supplier';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

const credits = { columns: SUPPLIER_CREDIT_COLUMNS, key: 'id', sort: ['id'] } as const;

/** The funder's two credit lists (corporate and individual suppliers' files) and the credit history. */
export const EXPORT_CASES: ExportCase[] = [
  ...['supplier', 'indsupplier'].map((kind) =>
    listCase({ ...credits, url: '/api/credit-supplier/list', user: 'camanager', filters: { kind } }),
  ),
  // The credit history: the funder's of every supplier, a supplier's of its own credits.
  ...['camanager', 'supplier1'].map((user) =>
    listCase({ ...credits, url: '/api/credit-supplier/credit-buyer/histories', user }),
  ),
];
