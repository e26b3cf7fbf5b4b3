import {
  DEBT_CONFIRMATION_COLUMNS,
  MATURITY_GROUP_COLUMNS,
  OVERDUE_GROUP_COLUMNS,
  RECEIVABLE_COLUMNS,
  STAT_RECEIVABLE_COLUMNS,
  SUPPLIER_ELIGIBLE_COLUMNS,
} from '@arflow/domain/api/receivables';
import type { ExportCase } from '../../../test/export-case.ts';

const receivables = (user: string, query: Record<string, string>): ExportCase => ({
  method: 'GET',
  url: '/api/receivables',
  user,
  input: { ...query, sort_column: 'ar_amount', sort_direction: 'DESC' },
  columns: RECEIVABLE_COLUMNS,
  key: 'inv_no',
});

const statistic = (path: string, columns: ExportCase['columns'], key: string, sort: string): ExportCase => ({
  method: 'POST',
  url: `/api/supplier/statistic/${path}`,
  user: 'supplier1',
  input: { search_condition: {}, sort_column: sort, sort_direction: 'DESC' },
  columns,
  key,
});

/** The supplier's trading list, the funder's AR ledger and history, the statistics, the letters. */
export const EXPORT_CASES: ExportCase[] = [
  receivables('supplier1', {}),
  receivables('master', { history: 'true' }),
  statistic('list-ars-his', STAT_RECEIVABLE_COLUMNS, 'inv_no', 'ar_amount'),
  statistic('list-summary-maturity-ars-details', STAT_RECEIVABLE_COLUMNS, 'inv_no', 'ar_amount'),
  statistic('list-summary-overdue-ars-details', STAT_RECEIVABLE_COLUMNS, 'inv_no', 'ar_amount'),
  statistic('list-summary-maturity-ars', MATURITY_GROUP_COLUMNS, 'ar_amount', 'ar_amount'),
  statistic('list-summary-overdue-ars', OVERDUE_GROUP_COLUMNS, 'buy_name', 'ar_amount'),
  ...[
    ['/api/supplier/debt-confirmations', 'supplier1'],
    ['/api/buy/notifications/supplier-confirmed', 'buyer1'],
  ].map(
    ([url, user]): ExportCase => ({
      method: 'POST',
      url: url!,
      user: user!,
      input: { search_condition: {}, sort_column: 'total_ar_amount', sort_direction: 'DESC' },
      columns: DEBT_CONFIRMATION_COLUMNS,
      key: 'letter_no',
    }),
  ),
  // The demo letter of SUP01 to BUY01 (receivables.demo.ts), the only letter: id 1.
  {
    method: 'POST',
    url: '/api/buy/notifications/ar-details',
    user: 'buyer1',
    input: { search_condition: { id: 1 }, sort_column: 'ar_amount', sort_direction: 'DESC' },
    columns: RECEIVABLE_COLUMNS,
    key: 'inv_no',
  },
  {
    method: 'POST',
    url: '/api/buy/notifications/supplier-eligible',
    user: 'buyer1',
    input: { search_condition: {}, sort_column: 'sup_name', sort_direction: 'DESC' },
    columns: SUPPLIER_ELIGIBLE_COLUMNS,
    key: 'sup_name',
  },
];
