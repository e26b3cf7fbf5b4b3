import { STAT_RECEIVABLE_COLUMNS } from '@arflow/domain/api/receivables';
import { REPORT_TABLES } from '@arflow/domain/api/reports';
import { TRANSACTION_COLUMNS } from '@arflow/domain/api/request-transaction';
import { type ExportCase, listCase } from '../../../test/export-case.ts';

const P = '/api/report-management';
const year = { year: new Date().getFullYear() };

/** A partner's statistics tab (a corporate and a person partner of the demo), each list exported. */
const partnerStatistics = (
  [
    ['/api/corporate/statistic', 'PTN01'],
    ['/api/person/statistic', 'PRS01'],
  ] as const
).flatMap(([base, partner]) => [
  ...(['summary-ar-details', 'list-summary-maturity-ar-details', 'announcement-settlement'] as const).map(
    (path) =>
      listCase({
        url: `${base}/${path}`,
        user: 'master',
        filterCompanies: { partner_id: partner },
        sort: ['ar_amount'],
        columns: STAT_RECEIVABLE_COLUMNS,
        key: 'inv_no',
      }),
  ),
  listCase({
    url: `${base}/debt-sale`,
    user: 'master',
    filterCompanies: { partner_id: partner },
    columns: TRANSACTION_COLUMNS,
    key: 'trans_code',
  }),
]);

export const EXPORT_CASES: ExportCase[] = [
  ...partnerStatistics,
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
