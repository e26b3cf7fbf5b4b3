import { PARTNER_TRADING_COLUMNS } from '@arflow/domain/api/partner-trading';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

/** The partner table as the accountant reads it, by outstanding amount. */
export const EXPORT_CASES: ExportCase[] = [
  listCase({
    url: '/api/partner-trading/list',
    user: 'accountant',
    columns: PARTNER_TRADING_COLUMNS,
    key: 'partner_code',
    sort: ['partner_code', 'ASC'],
  }),
];
