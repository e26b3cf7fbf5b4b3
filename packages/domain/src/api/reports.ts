import { z } from 'zod';
import { ENTERPRISE_CODES, ENTERPRISE_LABELS } from '../enterprises.ts';
import { text } from '../text.ts';
import { isoDate, msg } from '../validation.ts';
import { recordId } from './companies.ts';
import { listColumns, pagedBody, pagedResponse, sortColumnsOf } from './paging.ts';
import { AR_GROUP_SORT_COLUMNS, RECEIVABLE_SORT_COLUMNS, statFilters } from './receivables.ts';
import { statisticFilters, TRANSACTION_SORT_COLUMNS, transactionItem } from './request-transaction.ts';

/**
 * Reports (spec §2 report-management, §3 "reports: last_update_date, last_user_full_name,
 * last_user_position", §7 enterprise statistics; decision 0080). Every amount is whole VND
 * (`_vnd`-free names, as the rest of the API: the columns below say the unit).
 */

// ---- Enterprise statistics: the funder's view of one supplier or of all ----------------------

/** `all_sup: true` sums every supplier (spec §7); otherwise `sup_id` names the one. */
const supplierChoice = {
  all_sup: z.boolean({ error: msg('invalid') }).default(false),
  sup_id: recordId().optional(),
};
function oneOrAll<
  T extends z.ZodType<{ search_condition: { all_sup: boolean; sup_id?: number | undefined } }>,
>(body: T) {
  return body.superRefine((b, ctx) => {
    if (!b.search_condition.all_sup && b.search_condition.sup_id === undefined)
      ctx.addIssue({ code: 'custom', message: msg('required'), path: ['search_condition', 'sup_id'] });
  });
}

export const enterpriseArBody = oneOrAll(
  pagedBody({ ...statFilters, ...supplierChoice }, RECEIVABLE_SORT_COLUMNS),
);
export type EnterpriseArBody = z.infer<typeof enterpriseArBody>;
export const enterpriseTransSummaryBody = oneOrAll(
  z.strictObject({
    search_condition: z.strictObject({ ...statisticFilters, ...supplierChoice }).default({ all_sup: false }),
  }),
);
export const enterpriseTransListBody = oneOrAll(
  pagedBody({ ...statisticFilters, ...supplierChoice }, TRANSACTION_SORT_COLUMNS),
);
export type EnterpriseTransListBody = z.infer<typeof enterpriseTransListBody>;

// ---- Partner statistics: a corporate or person partner's funded trades ------------------------

/** The buyer statistics' bodies with the partner they are about (the funder's view). */
const partnerChoice = { partner_id: recordId() };
/** A paged body whose search_condition must name the partner (no empty default). */
function partnerBody<F extends z.ZodRawShape, S extends readonly [string, ...string[]]>(filters: F, sort: S) {
  return pagedBody(filters, sort).extend({
    search_condition: z.strictObject({ ...filters, ...partnerChoice }),
  });
}
export const partnerArBody = partnerBody(statFilters, RECEIVABLE_SORT_COLUMNS);
export type PartnerArBody = z.infer<typeof partnerArBody>;
export const partnerArGroupBody = partnerBody(statFilters, AR_GROUP_SORT_COLUMNS);
export const partnerTransListBody = partnerBody(statisticFilters, TRANSACTION_SORT_COLUMNS);
export type PartnerTransListBody = z.infer<typeof partnerTransListBody>;
export const partnerTransListResponse = pagedResponse(transactionItem);

// ---- Report-management ------------------------------------------------------------------------

/** Who last changed what a report counts, and when (spec §3); null when it counts nothing. */
export const lastUpdate = z.object({
  last_update_date: z.string().nullable(),
  last_user_full_name: z.string().nullable(),
  last_user_position: z.string().nullable(),
});
export type LastUpdate = z.infer<typeof lastUpdate>;

const year = () =>
  z
    .number({ error: msg('integer') })
    .int({ error: msg('integer') })
    .min(2000, { error: msg('min_value', { min: 2000 }) })
    .max(2100, { error: msg('max_value', { max: 2100 }) });

/** A year's report: one row per month, January to December. */
export const yearBody = z.strictObject({ search_condition: z.strictObject({ year: year() }) });
export type YearBody = z.infer<typeof yearBody>;

/** A period (both ends included, either open); from after to is refused. */
const period = {
  from_date: isoDate().optional(),
  to_date: isoDate().optional(),
};
function orderedPeriod<T extends z.ZodType<{ search_condition: { from_date?: string; to_date?: string } }>>(
  body: T,
) {
  return body.superRefine((b, ctx) => {
    const { from_date: from, to_date: to } = b.search_condition;
    if (from && to && from > to)
      ctx.addIssue({ code: 'custom', message: msg('date_order'), path: ['search_condition', 'to_date'] });
  });
}

// No '(VND)' in the label: every amount carries its unit in its cell, on screen and in the file.
const money = <K extends string>(key: K, vi: string, en: string) =>
  ({ key, label: text(vi, en), kind: 'money', sort: true }) as const;

// Monthly report: what was disbursed each month (transactions by their first payment's date).
export const monthlyReportRow = z.object({
  month: z.number().int(),
  trans_count: z.number().int(),
  total_ar_amount: z.number().int(),
  total_advance: z.number().int(),
  total_discount: z.number().int(),
  total_platform_fee: z.number().int(),
});
export const MONTHLY_REPORT_COLUMNS = listColumns<z.infer<typeof monthlyReportRow>>()([
  { key: 'month', label: text('Tháng', 'Month'), sort: true },
  { key: 'trans_count', label: text('Số giao dịch', 'Transactions'), sort: true },
  money('total_ar_amount', 'Giá trị khoản phải thu', 'Receivables'),
  money('total_advance', 'Đã ứng trước', 'Advanced'),
  money('total_discount', 'Chiết khấu', 'Discount'),
  money('total_platform_fee', 'Phí nền tảng', 'Platform fee'),
]);

// Monthly loans: what buyers owe the funder (buyer_receivable in the journal), month by month.
export const monthlyLoanRow = z.object({
  month: z.number().int(),
  disbursed: z.number().int(),
  collected: z.number().int(),
  outstanding: z.number().int(),
});
export const MONTHLY_LOAN_COLUMNS = listColumns<z.infer<typeof monthlyLoanRow>>()([
  { key: 'month', label: text('Tháng', 'Month'), sort: true },
  money('disbursed', 'Phát sinh tăng', 'Increase'),
  money('collected', 'Thu hồi', 'Collected'),
  money('outstanding', 'Dư nợ cuối tháng', 'Outstanding at month end'),
]);

// Financial revenue: the funder's income accounts, month by month.
export const revenueRow = z.object({
  month: z.number().int(),
  discount_income: z.number().int(),
  platform_fee_income: z.number().int(),
  penal_income: z.number().int(),
  total: z.number().int(),
});
export const REVENUE_COLUMNS = listColumns<z.infer<typeof revenueRow>>()([
  { key: 'month', label: text('Tháng', 'Month'), sort: true },
  money('discount_income', 'Thu chiết khấu', 'Discount income'),
  money('platform_fee_income', 'Thu phí nền tảng', 'Platform fee income'),
  money('penal_income', 'Thu lãi phạt', 'Penal interest income'),
  money('total', 'Tổng doanh thu', 'Total revenue'),
]);

// Funding sources: each month's advances, by who funded them.
export const resourceMoneyRow = z.object({
  month: z.number().int(),
  own_funds: z.number().int(),
  partner_funds: z.number().int(),
  total: z.number().int(),
});
export const RESOURCE_MONEY_COLUMNS = listColumns<z.infer<typeof resourceMoneyRow>>()([
  { key: 'month', label: text('Tháng', 'Month'), sort: true },
  money('own_funds', 'Vốn tự có', 'Own funds'),
  money('partner_funds', 'Vốn đối tác tài trợ', 'Funding partners'),
  money('total', 'Tổng giải ngân', 'Total disbursed'),
]);

const yearResponse = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), object: lastUpdate });
export const monthlyReportResponse = yearResponse(monthlyReportRow);
export const monthlyLoanResponse = yearResponse(monthlyLoanRow);
export const revenueResponse = yearResponse(revenueRow);
export const resourceMoneyResponse = yearResponse(resourceMoneyRow);

// Client-partner report: companies by kind, with the period's newcomers.
export const clientPartnerRow = z.object({
  type: z.enum(ENTERPRISE_CODES),
  total: z.number().int(),
  active: z.number().int(),
  new_count: z.number().int(),
});
export type ClientPartnerRow = z.infer<typeof clientPartnerRow>;
export const CLIENT_PARTNER_COLUMNS = listColumns<ClientPartnerRow>()([
  { key: 'type', label: text('Loại', 'Kind'), sort: true, names: ENTERPRISE_LABELS },
  { key: 'total', label: text('Tổng số', 'Total'), sort: true },
  { key: 'active', label: text('Đang hoạt động', 'Active'), sort: true },
  { key: 'new_count', label: text('Mới trong kỳ', 'New in period'), sort: true },
]);
export const clientPartnerBody = orderedPeriod(
  z.strictObject({ search_condition: z.strictObject(period).default({}) }),
);
export const clientPartnerResponse = z.object({ data: z.array(clientPartnerRow), object: lastUpdate });

// Buyer discount: what each buyer's receivables earned the funder over a period.
export const buyerDiscountRow = z.object({
  buy_id: z.number().int(),
  buy_name: z.string(),
  discount_income: z.number().int(),
  platform_fee_income: z.number().int(),
  total: z.number().int(),
});
export type BuyerDiscountRow = z.infer<typeof buyerDiscountRow>;
export const BUYER_DISCOUNT_COLUMNS = listColumns<BuyerDiscountRow>()([
  { key: 'buy_name', label: text('Bên mua', 'Buyer'), sort: true },
  money('discount_income', 'Chiết khấu', 'Discount'),
  money('platform_fee_income', 'Phí nền tảng', 'Platform fee'),
  money('total', 'Tổng', 'Total'),
]);
export const BUYER_DISCOUNT_SORT = sortColumnsOf(BUYER_DISCOUNT_COLUMNS);
export const buyerDiscountBody = orderedPeriod(pagedBody(period, BUYER_DISCOUNT_SORT));
export type BuyerDiscountBody = z.infer<typeof buyerDiscountBody>;
export const buyerDiscountResponse = pagedResponse(buyerDiscountRow).extend({ object: lastUpdate });

// Referral commission: each referral appendix's commission on its referred companies' discount.
export const referralCommissionRow = z.object({
  appendix_id: z.number().int(),
  code: z.string(),
  partner_name: z.string(),
  commission_rate: z.number(),
  referred_count: z.number().int(),
  base: z.number().int(),
  commission: z.number().int(),
});
export type ReferralCommissionRow = z.infer<typeof referralCommissionRow>;
export const REFERRAL_COMMISSION_COLUMNS = listColumns<ReferralCommissionRow>()([
  { key: 'code', label: text('Mã phụ lục', 'Appendix'), sort: true },
  { key: 'partner_name', label: text('Đối tác giới thiệu', 'Referral partner'), sort: true },
  { key: 'commission_rate', label: text('Tỷ lệ hoa hồng', 'Commission rate'), kind: 'rate', sort: true },
  { key: 'referred_count', label: text('Số khách hàng', 'Referred companies'), sort: true },
  money('base', 'Chiết khấu từ khách hàng giới thiệu', 'Discount from referred companies'),
  money('commission', 'Hoa hồng', 'Commission'),
]);
export const REFERRAL_COMMISSION_SORT = sortColumnsOf(REFERRAL_COMMISSION_COLUMNS);
export const referralCommissionBody = orderedPeriod(pagedBody(period, REFERRAL_COMMISSION_SORT));
export type ReferralCommissionBody = z.infer<typeof referralCommissionBody>;
export const referralCommissionResponse = pagedResponse(referralCommissionRow).extend({ object: lastUpdate });

/** The report tables an export will write, by the report's key (the exports tab lists them). */
export const REPORT_TABLES = {
  'monthly-report': MONTHLY_REPORT_COLUMNS,
  'monthly-loans': MONTHLY_LOAN_COLUMNS,
  'buyer-discount': BUYER_DISCOUNT_COLUMNS,
  'referral-commission': REFERRAL_COMMISSION_COLUMNS,
  'financial-revenue': REVENUE_COLUMNS,
  'resource-money': RESOURCE_MONEY_COLUMNS,
  'client-partner': CLIENT_PARTNER_COLUMNS,
} as const;
