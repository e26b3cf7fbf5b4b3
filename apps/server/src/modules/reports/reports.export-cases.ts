import { REPORT_TABLES } from '@arflow/domain/api/reports';
import type { ExportCase } from '../../../test/export-case.ts';

const P = '/api/report-management';
const year = { search_condition: { year: new Date().getFullYear() } };

export const EXPORT_CASES: ExportCase[] = [
  ...(['monthly-report', 'monthly-loans', 'financial-revenue', 'resource-money'] as const).map(
    (path): ExportCase => ({
      method: 'POST',
      url: `${P}/${path}`,
      user: 'accountant',
      input: year,
      whole: true,
      columns: REPORT_TABLES[path],
      key: 'month',
    }),
  ),
  ...(['buyer-discount', 'referral-commission'] as const).map(
    (path): ExportCase => ({
      method: 'POST',
      url: `${P}/${path}`,
      user: 'accountant',
      input: { search_condition: {} },
      columns: REPORT_TABLES[path],
      key: path === 'buyer-discount' ? 'buy_name' : 'code',
    }),
  ),
  {
    method: 'POST',
    url: `${P}/client-partner`,
    user: 'master',
    input: { search_condition: {} },
    whole: true,
    columns: REPORT_TABLES['client-partner'],
    key: 'total',
  },
];
