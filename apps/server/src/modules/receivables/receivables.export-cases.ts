import {
  DEBT_CONFIRMATION_COLUMNS,
  MATURITY_GROUP_COLUMNS,
  OVERDUE_GROUP_COLUMNS,
  RECEIVABLE_COLUMNS,
  STAT_RECEIVABLE_COLUMNS,
  SUPPLIER_ELIGIBLE_COLUMNS,
} from '@arflow/domain/api/receivables';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

const receivables = (user: string, filters: Record<string, string>) =>
  listCase({
    method: 'GET',
    url: '/api/receivables',
    user,
    filters,
    sort: ['ar_amount'],
    columns: RECEIVABLE_COLUMNS,
    key: 'inv_no',
  });

const statistic = (path: string, columns: ExportCase['columns'], key: string) =>
  listCase({ url: `/api/supplier/statistic/${path}`, user: 'supplier1', sort: ['ar_amount'], columns, key });

/** The supplier's trading list, the funder's AR ledger and history, the statistics, the letters. */
export const EXPORT_CASES: ExportCase[] = [
  receivables('supplier1', {}),
  receivables('master', { history: 'true' }),
  statistic('list-ars-his', STAT_RECEIVABLE_COLUMNS, 'inv_no'),
  statistic('list-summary-maturity-ars-details', STAT_RECEIVABLE_COLUMNS, 'inv_no'),
  statistic('list-summary-overdue-ars-details', STAT_RECEIVABLE_COLUMNS, 'inv_no'),
  statistic('list-summary-maturity-ars', MATURITY_GROUP_COLUMNS, 'ar_amount'),
  statistic('list-summary-overdue-ars', OVERDUE_GROUP_COLUMNS, 'buy_name'),
  ...[
    ['/api/supplier/debt-confirmations', 'supplier1'],
    ['/api/buy/notifications/supplier-confirmed', 'buyer1'],
  ].map(([url, user]) =>
    listCase({
      url: url!,
      user: user!,
      sort: ['total_ar_amount'],
      columns: DEBT_CONFIRMATION_COLUMNS,
      key: 'letter_no',
    }),
  ),
  // The demo letter of SUP01 to BUY01 (receivables.demo.ts), the only letter: id 1.
  listCase({
    url: '/api/buy/notifications/ar-details',
    user: 'buyer1',
    filters: { id: 1 },
    sort: ['ar_amount'],
    columns: RECEIVABLE_COLUMNS,
    key: 'inv_no',
  }),
  listCase({
    url: '/api/buy/notifications/supplier-eligible',
    user: 'buyer1',
    sort: ['sup_name'],
    columns: SUPPLIER_ELIGIBLE_COLUMNS,
    key: 'sup_name',
  }),
];
