import { FUNDER_TRANSACTION_COLUMNS } from '@arflow/domain/api/funder-transactions';
import { type ExportCase, listCase } from '../../../test/export-case.ts';
import { LIST_PATHS } from './funder-transactions.routes.ts';

const common = {
  user: 'master',
  sort: ['total_ar_amount'],
  columns: FUNDER_TRANSACTION_COLUMNS,
  key: 'trans_code',
} as const;

/** The eight review lists (POST) and the history of every list (GET /fun/transaction/all). */
export const EXPORT_CASES: ExportCase[] = [
  ...Object.keys(LIST_PATHS).map((path) => listCase({ ...common, url: `/api/funder-transactions/${path}` })),
  listCase({ ...common, method: 'GET', url: '/api/fun/transaction/all' }),
];
