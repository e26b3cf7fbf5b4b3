import { SUPPLIER_CREDIT_COLUMNS } from '@arflow/domain/api/credit-supplier';
import type { ExportCase } from '../../../test/export-case.ts';

/** The funder's two credit lists: corporate and individual suppliers' files, newest first. */
export const EXPORT_CASES: ExportCase[] = [
  ...(['supplier', 'indsupplier'] as const).map(
    (kind): ExportCase => ({
      method: 'POST',
      url: '/api/credit-supplier/list',
      user: 'camanager',
      input: { search_condition: { kind }, sort_column: 'id', sort_direction: 'DESC' },
      columns: SUPPLIER_CREDIT_COLUMNS,
      key: 'id',
    }),
  ),
  // The credit history: the funder's of every supplier, a supplier's of its own credits.
  ...['camanager', 'supplier1'].map(
    (user): ExportCase => ({
      method: 'POST',
      url: '/api/credit-supplier/credit-buyer/histories',
      user,
      input: { search_condition: {}, sort_column: 'id', sort_direction: 'DESC' },
      columns: SUPPLIER_CREDIT_COLUMNS,
      key: 'id',
    }),
  ),
];
