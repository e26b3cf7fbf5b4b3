import { FUNDER_TRANSACTION_COLUMNS } from '@arflow/domain/api/funder-transactions';
import type { ExportCase } from '../../../test/export-case.ts';
import { LIST_PATHS } from './funder-transactions.routes.ts';

const sort = { sort_column: 'total_ar_amount', sort_direction: 'DESC' };

/** The eight review lists (POST) and the history of every list (GET /fun/transaction/all). */
export const EXPORT_CASES: ExportCase[] = [
  ...Object.keys(LIST_PATHS).map(
    (path): ExportCase => ({
      method: 'POST',
      url: `/api/funder-transactions/${path}`,
      user: 'master',
      input: { search_condition: {}, ...sort },
      columns: FUNDER_TRANSACTION_COLUMNS,
      key: 'trans_code',
    }),
  ),
  {
    method: 'GET',
    url: '/api/fun/transaction/all',
    user: 'master',
    input: sort,
    columns: FUNDER_TRANSACTION_COLUMNS,
    key: 'trans_code',
  },
];
