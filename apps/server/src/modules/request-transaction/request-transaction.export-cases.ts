import { TRANSACTION_COLUMNS } from '@arflow/domain/api/request-transaction';
import type { ExportCase } from '../../../test/export-case.ts';

export const EXPORT_CASES: ExportCase[] = [
  'transactions',
  'confirm-transactions',
  'add-doc-transactions',
  'changes',
].map((path) => ({
  method: 'POST',
  url: `/api/supplier/request-transaction/${path}`,
  user: 'supplier1',
  input: { search_condition: {}, sort_column: 'total_ar_amount', sort_direction: 'DESC' },
  columns: TRANSACTION_COLUMNS,
  key: 'trans_code',
}));
