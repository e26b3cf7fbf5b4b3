import { REPORT_TABLES } from '@arflow/domain/api/reports';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

const P = '/api/report-management';
const year = { year: new Date().getFullYear() };

export const EXPORT_CASES: ExportCase[] = [
  ...(['monthly-report', 'monthly-loans', 'financial-revenue', 'resource-money'] as const).map((path) =>
    listCase({
      url: `${P}/${path}`,
      user: 'accountant',
      filters: year,
      whole: true,
      columns: REPORT_TABLES[path],
      key: 'month',
    }),
  ),
  ...(['buyer-discount', 'referral-commission'] as const).map((path) =>
    listCase({
      url: `${P}/${path}`,
      user: 'accountant',
      columns: REPORT_TABLES[path],
      key: path === 'buyer-discount' ? 'buy_name' : 'code',
    }),
  ),
  listCase({
    url: `${P}/client-partner`,
    user: 'master',
    whole: true,
    columns: REPORT_TABLES['client-partner'],
    key: 'total',
  }),
];
