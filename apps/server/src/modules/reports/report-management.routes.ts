import { REPORTS_ACCESS as A } from '@arflow/domain/access/reports';
import {
  buyerDiscountBody,
  buyerDiscountResponse,
  clientPartnerBody,
  clientPartnerResponse,
  monthlyLoanResponse,
  monthlyReportResponse,
  REPORT_TABLES,
  referralCommissionBody,
  referralCommissionResponse,
  resourceMoneyResponse,
  revenueResponse,
  yearBody,
} from '@arflow/domain/api/reports';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { clientPartnerReport } from './client-partner.ts';
import { buyerDiscount, referralCommissions } from './period-reports.ts';
import { financialRevenue, monthlyLoans, monthlyReport, resourceMoney } from './year-reports.ts';

const tags = ['reports'];
type YearReport = 'monthly-report' | 'monthly-loans' | 'financial-revenue' | 'resource-money';
const P = '/report-management';

/**
 * Report-management (spec §2, §6; decision 0080): designed calls, one per report of the screens
 * /fun/report-management/*, each answering its rows and, in `object`, its last update (spec §3).
 */
export function reportManagementRoutes(app: ZodApp, { db }: ModuleDeps): void {
  const config = { access: A.reports };
  const yearReports: readonly [
    YearReport,
    string,
    z.ZodType,
    (db: DbOrTx, year: number) => Promise<unknown>,
  ][] = [
    [
      'monthly-report',
      'Monthly report: transactions disbursed each month of a year',
      monthlyReportResponse,
      monthlyReport,
    ],
    [
      'monthly-loans',
      "Monthly loans: buyers' debt to the funder month by month",
      monthlyLoanResponse,
      monthlyLoans,
    ],
    [
      'financial-revenue',
      "Financial revenue: the funder's income month by month",
      revenueResponse,
      financialRevenue,
    ],
    [
      'resource-money',
      'Funding sources: advances by own funds and funding partners',
      resourceMoneyResponse,
      resourceMoney,
    ],
  ];
  for (const [path, summary, response, run] of yearReports) {
    app.post(
      `${P}/${path}`,
      {
        config: {
          ...config,
          list: { columns: REPORT_TABLES[path], file: `bao-cao-${path}`, rows: 'answer' },
        },
        schema: { tags, summary, body: yearBody, response: { 200: response } },
      },
      (req) => run(db, req.body.search_condition.year),
    );
  }
  const periodReports = [
    [
      'buyer-discount',
      "Buyer discount: each buyer's discount and platform fee over a period (paged)",
      buyerDiscountBody,
      buyerDiscountResponse,
      buyerDiscount,
    ],
    [
      'referral-commission',
      "Referral commission: each referral appendix's commission over a period (paged)",
      referralCommissionBody,
      referralCommissionResponse,
      referralCommissions,
    ],
  ] as const;
  for (const [path, summary, body, response, run] of periodReports) {
    app.post(
      `${P}/${path}`,
      {
        config: { ...config, list: { columns: REPORT_TABLES[path], file: `bao-cao-${path}` } },
        schema: { tags, summary, body, response: { 200: response } },
      },
      (req) =>
        // Each report's body is its own schema's (validated above); the tuple's union loses the pairing.
        run(db, req.body as never),
    );
  }
  app.post(
    `${P}/client-partner`,
    {
      config: {
        access: A.clientPartner,
        list: {
          columns: REPORT_TABLES['client-partner'],
          file: 'bao-cao-khach-hang-doi-tac',
          rows: 'answer',
        },
      },
      schema: {
        tags,
        summary: 'Client-partner report: companies by kind, active and new in a period',
        body: clientPartnerBody,
        response: { 200: clientPartnerResponse },
      },
    },
    (req) => clientPartnerReport(db, req.body.search_condition),
  );
}
