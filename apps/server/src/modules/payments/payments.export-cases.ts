import {
  ANNOUNCED_EARLY_COLUMNS,
  ANNOUNCED_SETTLEMENT_COLUMNS,
  CLEARING_EARLY_COLUMNS,
  CLEARING_SETTLEMENT_COLUMNS,
  OVERDUE_ANNOUNCEMENT_COLUMNS,
  PAYMENT_COLUMNS,
} from '@arflow/domain/api/payments';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

const post = (url: string, user: string, columns: ExportCase['columns'], key: string, sort: string) =>
  listCase({ url: `/api${url}`, user, columns, key, sort: [sort] });

/** The four payment lists, the funder's clearing and the supplier's announcements. */
export const EXPORT_CASES: ExportCase[] = [
  ...[
    '/transactions/early-unpaid',
    '/transactions/early-paid',
    '/transactions/settlement',
    '/transactions/settlement/paid',
  ].map((url) => post(url, 'accountant', PAYMENT_COLUMNS, 'trans_code', 'total_ar_amount')),
  post('/payments/clearing-early', 'accountant', CLEARING_EARLY_COLUMNS, 'trans_code', 'expected'),
  post('/payments/clearing-settlement', 'accountant', CLEARING_SETTLEMENT_COLUMNS, 'inv_no', 'amount'),
  post(
    '/supplier-manage-announcement/clearing-early/announcement',
    'supplier1',
    ANNOUNCED_EARLY_COLUMNS,
    'trans_code',
    'expected',
  ),
  post(
    '/supplier-manage-announcement/clearing-settlement/announcement',
    'supplier1',
    ANNOUNCED_SETTLEMENT_COLUMNS,
    'inv_no',
    'amount',
  ),
  post(
    '/supplier-manage-announcement/debt-overdue/announcement',
    'supplier1',
    OVERDUE_ANNOUNCEMENT_COLUMNS,
    'inv_no',
    'ar_amount',
  ),
];
