import { z } from 'zod';
import { COUNTED_TO_REASONS } from '../constants.ts';
import { TRANSACTION_STAGE_LABELS, TRANSACTION_STAGES } from '../statuses/transaction.ts';
import { text } from '../text.ts';
import { isoDate, msg, optionalText, ratioInput, reason, vnd } from '../validation.ts';
import { TRANSACTION_ACTIONS } from '../workflows/transaction.ts';
import { recordId } from './companies.ts';
import { listColumns, pagedBody, pagedResponse, sortColumnsOf } from './paging.ts';
import { transactionTotals } from './transaction-summary.ts';

/**
 * The supplier request flow (spec §4 "Supplier request flow", §7 "Supplier request-transaction"):
 * buyer → synthesis → AR selection → draft → documents → contracts → sign or reject. Amounts are
 * whole VND; every price comes from pricing.ts `earlyPaymentQuote`.
 */

const optionalVnd = () => vnd().optional();
const optionalDate = () => isoDate().optional();

// ---- Buyers and synthesis --------------------------------------------------------------------

/** A supplier's credit on a buyer: granted, drawn, and what is left to draw (whole VND). */
const creditOnBuyer = {
  total_limit: z.number().int(),
  used_limit: z.number().int(),
  available_limit: z.number().int(),
};

export const buyerOption = z.object({
  buy_id: z.number().int(),
  buy_name: z.string(),
  buy_mst: z.string().nullable(),
  ...creditOnBuyer,
});
export type BuyerOption = z.infer<typeof buyerOption>;
export const buyerListResponse = z.object({ data: z.array(buyerOption) });

export const buyIdParam = z.strictObject({
  buyId: z
    .string({ error: msg('record_id') })
    .regex(/^[1-9][0-9]{0,9}$/, { error: msg('record_id') })
    .refine((s) => Number(s) <= 2_147_483_647, { error: msg('record_id') })
    .transform(Number),
});

export const synthesis = z.object({
  buy_id: z.number().int(),
  buy_name: z.string(),
  sup_id: z.number().int(),
  // available_limit: what the next transaction may draw, the smaller of the supplier's and the buyer's room.
  ...creditOnBuyer,
  buyer_available_limit: z.number().int(),
  discount_rate: z.number(),
  platform_rate: z.number(),
  max_payment_ratio: z.number(),
  open_ar_count: z.number().int(),
  open_ar_amount: z.number().int(),
  /** The supplier's unfinished draft, if any (one at a time, spec §8). */
  draft_id: z.number().int().nullable(),
});
export type Synthesis = z.infer<typeof synthesis>;
export const synthesisResponse = z.object({ data: synthesis });

// ---- AR lists and selection -------------------------------------------------------------------

/** The AR selection filters of spec §3, plus the terms the prices are computed with. */
export const arFilters = {
  buy_id: recordId(),
  sup_id: recordId().optional(),
  inv_no: optionalText(50),
  due_date_from: optionalDate(),
  due_date_to: optionalDate(),
  ar_amount_from: optionalVnd(),
  ar_amount_to: optionalVnd(),
  payment_request_amount_from: optionalVnd(),
  payment_request_amount_to: optionalVnd(),
  ar_sale_price_from: optionalVnd(),
  ar_sale_price_to: optionalVnd(),
  discount_rate_from: z
    .number({ error: msg('numeric') })
    .min(0)
    .max(100)
    .optional(),
  discount_rate_to: z
    .number({ error: msg('numeric') })
    .min(0)
    .max(100)
    .optional(),
  first_payment_from: optionalVnd(),
  first_payment_to: optionalVnd(),
  total_discount_amount_from: optionalVnd(),
  total_discount_amount_to: optionalVnd(),
  /** The payout date the prices are computed for (today when absent). */
  requested_date: optionalDate(),
  /** The ratio the prices are computed with (the maximum allowed when absent). */
  payment_ratio: ratioInput().optional(),
};
export const AR_SORT_COLUMNS = ['maturity_date', 'ar_amount', 'inv_no', 'inv_date'] as const;
export const arListBody = pagedBody(arFilters, AR_SORT_COLUMNS);
export type ArListBody = z.infer<typeof arListBody>;

/** One receivable priced for the request (the columns of the AR selection grid). */
export const pricedAr = z.object({
  ar_id: z.number().int(),
  inv_no: z.string(),
  inv_date: z.string(),
  due_date: z.string(),
  ar_amount: z.number().int(),
  first_payment: z.number().int(),
  due_payment: z.number().int(),
  status: z.string(),
  payment_ratio: z.number(),
  requested_date: z.string(),
  discount_rate: z.number(),
  days: z.number().int(),
  /**
   * The day the days are counted to: the due date, or the next working day when the due date is
   * a weekend day or a public holiday (Civil Code 2015, art. 148), with the reason.
   */
  counted_to: z.string(),
  counted_to_reason: z.enum(COUNTED_TO_REASONS),
  payment_request_amount: z.number().int(),
  total_discount_amount: z.number().int(),
  platform_fee: z.number().int(),
  ar_sale_price: z.number().int(),
  residual: z.number().int(),
});
export type PricedAr = z.infer<typeof pricedAr>;
export const arListResponse = pagedResponse(pricedAr);

export const selectionItem = z.strictObject({
  ar_id: recordId(),
  payment_ratio: ratioInput(),
  requested_date: isoDate(),
});
export type SelectionItem = z.infer<typeof selectionItem>;
const selectionItems = z
  .array(selectionItem, { error: msg('wrong_type') })
  .min(1, { error: msg('required') })
  .max(200, { error: msg('max_value', { max: 200 }) });

/** ar-selection-set / ar-submission / ar-recalculate: the chosen receivables of one buyer. */
export const selectionSetBody = z.strictObject({
  buy_id: recordId(),
  items: selectionItems,
  /** The what-if: the same selection paid on another day. */
  what_if_date: optionalDate(),
});
export type SelectionSetBody = z.infer<typeof selectionSetBody>;

export const selectionTotals = transactionTotals;
export type SelectionTotals = z.infer<typeof selectionTotals>;

export const selectionResult = z.object({
  items: z.array(pricedAr),
  totals: selectionTotals,
  available_limit: z.number().int(),
  max_payment_ratio: z.number(),
  what_if: z
    .object({ requested_date: z.string(), items: z.array(pricedAr), totals: selectionTotals })
    .nullable(),
});
export type SelectionResult = z.infer<typeof selectionResult>;
export const selectionResponse = z.object({ data: selectionResult });

/** ar-selection-confirm: the selection put into the supplier's draft (spec: an array). */
export const selectionConfirmBody = selectionItems;

// ---- Draft and transaction --------------------------------------------------------------------

export const draftBody = z.strictObject({
  buy_id: recordId(),
  sup_id: recordId(),
  transaction_date: isoDate(),
});
export type DraftBody = z.infer<typeof draftBody>;

export const draftParams = z.strictObject({
  supplierId: buyIdParam.shape.buyId,
  buyerId: buyIdParam.shape.buyId,
});
export const deleteDraftQuery = z.strictObject({ id: buyIdParam.shape.buyId });

export const transactionDoc = z.object({
  id: z.number().int(),
  file_id: z.number().int(),
  doc_group: z.string(),
  doc_name: z.string(),
  signed_date: z.string().nullable(),
  confirmed: z.boolean(),
  size: z.number().int(),
  created_at: z.string(),
});
export type TransactionDoc = z.infer<typeof transactionDoc>;

export const transactionItem = z.object({
  id: z.number().int(),
  trans_code: z.string(),
  ent_id: z.number().int(),
  sup_name: z.string(),
  buy_id: z.number().int(),
  buy_name: z.string(),
  transaction_date: z.string(),
  total_ar_amount: z.number().int(),
  total_advance: z.number().int(),
  total_discount: z.number().int(),
  total_platform_fee: z.number().int(),
  total_sale_price: z.number().int(),
  total_residual: z.number().int(),
  limit_drawn: z.number().int(),
  buyer_status: z.number().int().nullable(),
  reason: z.string().nullable(),
  status: z.enum(TRANSACTION_STAGES),
  submitted_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TransactionItem = z.infer<typeof transactionItem>;

export const transactionDetail = transactionItem.extend({
  receivables: z.array(pricedAr),
  documents: z.array(transactionDoc),
  actions: z.array(z.enum(TRANSACTION_ACTIONS)),
});
export type TransactionDetail = z.infer<typeof transactionDetail>;
export const transactionDetailResponse = z.object({ data: transactionDetail });
export const draftResponse = z.object({ data: transactionDetail.nullable() });

/** The supplier's transaction lists (/sup/transeachtime, /sup/summary/trans): their columns, once. */
export const TRANSACTION_COLUMNS = listColumns<TransactionItem>()([
  { key: 'trans_code', label: text('Mã giao dịch', 'Transaction code'), sort: true },
  { key: 'buy_name', label: text('Bên mua', 'Buyer'), sort: true },
  { key: 'transaction_date', label: text('Ngày giao dịch', 'Transaction date'), kind: 'date', sort: true },
  {
    key: 'total_ar_amount',
    label: text('Tổng giá trị khoản phải thu', 'Total AR amount'),
    kind: 'money',
    sort: true,
  },
  {
    key: 'total_advance',
    label: text('Tổng tiền đề nghị thanh toán', 'Total payment requested'),
    kind: 'money',
    sort: true,
  },
  { key: 'total_sale_price', label: text('Tổng giá bán', 'Total sale price'), kind: 'money', sort: true },
  { key: 'limit_drawn', label: text('Hạn mức đang sử dụng', 'Limit in use'), kind: 'money', sort: true },
  { key: 'status', label: text('Trạng thái', 'Status'), sort: true, statuses: TRANSACTION_STAGE_LABELS },
  { key: 'updated_at', label: text('Cập nhật', 'Updated'), kind: 'dateTime', sort: true },
]);
export const TRANSACTION_SORT_COLUMNS = sortColumnsOf(TRANSACTION_COLUMNS);
export type TransactionSortColumn = (typeof TRANSACTION_SORT_COLUMNS)[number];
export const transactionListBody = pagedBody(
  {
    trans_code: optionalText(50),
    buy_id: recordId().optional(),
    status: z.enum(TRANSACTION_STAGES, { error: msg('invalid') }).optional(),
    from_date: optionalDate(),
    to_date: optionalDate(),
  },
  TRANSACTION_SORT_COLUMNS,
);
export type TransactionListBody = z.infer<typeof transactionListBody>;
export const transactionListResponse = pagedResponse(transactionItem);

// ---- Documents, confirmation, signing ---------------------------------------------------------

/** The text fields of upload-docs (sent before the files): the signed date is required (spec §5). */
export const uploadDocsFields = z.strictObject({
  signed_date: isoDate(),
  doc_group: z.enum(['CONTRACT', 'INVOICE', 'OTHER'], { error: msg('invalid') }).default('OTHER'),
});
export const docsResponse = z.object({ data: z.array(transactionDoc) });
export const docIdsBody = z
  .array(recordId(), { error: msg('wrong_type') })
  .min(1, { error: msg('required') })
  .max(100, { error: msg('max_value', { max: 100 }) });

export const idBody = z.strictObject({ id: recordId() });
export const rejectBody = z.strictObject({ id: recordId(), reason: reason() });
export const otpBody = z.strictObject({
  id: recordId(),
  otp: z.string({ error: msg('required') }).regex(/^\d{6}$/, { error: msg('invalid') }),
});
/** The text field of a company's signature upload (then one `file` part, the signed contract). */
export const signFields = z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const otpIssuedResponse = z.object({ data: z.object({ expires_at: z.string() }) });

// ---- Statistics -------------------------------------------------------------------------------

export const statisticFilters = {
  trans_code: optionalText(50).optional(),
  buy_id: recordId().optional(),
  status: z.enum(TRANSACTION_STAGES, { error: msg('invalid') }).optional(),
  from_date: optionalDate(),
  to_date: optionalDate(),
};
export const statisticSummaryBody = z.strictObject({
  search_condition: z.strictObject(statisticFilters).default({}),
});
export const statisticListBody = pagedBody(statisticFilters, TRANSACTION_SORT_COLUMNS);
export const statisticSummary = z.object({
  total_count: z.number().int(),
  total_ar_amount: z.number().int(),
  total_advance: z.number().int(),
  total_sale_price: z.number().int(),
  by_status: z.array(
    z.object({
      status: z.enum(TRANSACTION_STAGES),
      count: z.number().int(),
      total_advance: z.number().int(),
    }),
  ),
});
export type StatisticSummary = z.infer<typeof statisticSummary>;
export const statisticSummaryResponse = z.object({ data: statisticSummary });
