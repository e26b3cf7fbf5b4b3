import { z } from 'zod';
import { JOURNAL_ACCOUNTS, JOURNAL_KINDS } from '../journal.ts';
import { RECEIVABLE_STATUS_LABELS, RECEIVABLE_STATUSES } from '../statuses/receivable.ts';
import { TRANSACTION_STAGE_LABELS } from '../statuses/transaction.ts';
import { isoDate, MAX_RECORD_ID, msg, recordIdParam } from '../validation.ts';
import { RECEIVABLE_ACTIONS } from '../workflows/receivable.ts';
import { TRANSACTION_ACTIONS } from '../workflows/transaction.ts';
import { bankItem } from './companies.ts';
import { listColumns, pagedBody, pagedResponse, sortColumnsOf } from './paging.ts';
import { pricedReceivable, transactionSummary } from './transaction-summary.ts';

/**
 * Payments (spec §7 "Payments and debt", §4 payment lists): the funder pays a completed
 * transaction's early amount (first payment), records the buyer's settlement of each receivable,
 * and reconciles both against the journal (clearing). Ids in paths are transaction ids, under
 * /transactions and /payments alike (docs/decisions.md "Payments").
 */

// ---- Lists -------------------------------------------------------------------------------------

const searchText = () =>
  z
    .string()
    .trim()
    .max(120, { error: msg('max_length', { max: 120 }) })
    .optional();

export const paymentListFilters = {
  trans_code: searchText(),
  sup_name: searchText(),
  buy_name: searchText(),
};

export const paymentItem = transactionSummary
  .omit({ total_discount: true, total_platform_fee: true })
  .extend({
    /** The day the funder paid the early amount (null until then). */
    first_payment_date: z.string().nullable(),
    receivable_count: z.number().int(),
    settled_count: z.number().int(),
    /** The earliest due date of its receivables not yet settled (settlement lists). */
    next_due_date: z.string().nullable(),
    updated_at: z.string(),
  });
export type PaymentItem = z.infer<typeof paymentItem>;

/**
 * The four payment lists' columns. The screen shows settled_count as "settled of receivable_count";
 * the file has the settled count. The sort whitelist also takes id and updated_at.
 */
export const PAYMENT_COLUMNS = listColumns<PaymentItem>()([
  { key: 'trans_code', label: 'payments.fields.trans_code', sort: true },
  { key: 'sup_name', label: 'payments.fields.sup_name' },
  { key: 'buy_name', label: 'payments.fields.buy_name' },
  { key: 'transaction_date', label: 'payments.fields.transaction_date', kind: 'date', sort: true },
  { key: 'total_ar_amount', label: 'payments.fields.total_ar_amount', kind: 'money', sort: true },
  { key: 'total_sale_price', label: 'payments.fields.total_sale_price', kind: 'money', sort: true },
  { key: 'total_residual', label: 'payments.fields.total_residual', kind: 'money' },
  { key: 'first_payment_date', label: 'payments.fields.first_payment_date', kind: 'date' },
  { key: 'settled_count', label: 'payments.fields.settled_count' },
  { key: 'next_due_date', label: 'payments.fields.next_due_date', kind: 'date' },
  { key: 'status', label: 'payments.fields.status', statuses: TRANSACTION_STAGE_LABELS },
]);
export const PAYMENT_SORT_COLUMNS = sortColumnsOf(PAYMENT_COLUMNS, ['id', 'updated_at']);

/** The payment lists also filter on the next unsettled due date (the home's settlements due). */
export const paymentListBody = pagedBody(
  { ...paymentListFilters, due_from: isoDate().optional(), due_to: isoDate().optional() },
  PAYMENT_SORT_COLUMNS,
);
export type PaymentListBody = z.infer<typeof paymentListBody>;
export const paymentListResponse = pagedResponse(paymentItem);
export type PaymentListResponse = z.infer<typeof paymentListResponse>;

/** The four payment lists of spec §4. */
export const PAYMENT_LISTS = ['early-unpaid', 'early-paid', 'settlement', 'settlement-paid'] as const;
export type PaymentList = (typeof PAYMENT_LISTS)[number];

// ---- The journal lines of a payment ------------------------------------------------------------

export const journalLineItem = z.object({
  entry_id: z.number().int(),
  kind: z.enum(JOURNAL_KINDS),
  business_date: z.string(),
  receivable_id: z.number().int().nullable(),
  account: z.enum(JOURNAL_ACCOUNTS),
  debit: z.number().int(),
  credit: z.number().int(),
});
export type JournalLineItem = z.infer<typeof journalLineItem>;

// ---- First payment -----------------------------------------------------------------------------

export const firstPaymentInfo = z.object({
  trans_id: z.number().int(),
  payment_date: z.string(),
  file_id: z.number().int(),
  file_name: z.string(),
  /** The funder's account the money left from (SelectBank), when chosen. */
  bank_id: z.number().int().nullable(),
  bank_name: z.string().nullable(),
  bank_account_number: z.string().nullable(),
  created_at: z.string(),
});
export type FirstPaymentInfo = z.infer<typeof firstPaymentInfo>;

export const firstPaymentGeneralResponse = z.object({
  data: paymentItem,
  payment: firstPaymentInfo.nullable(),
  actions: z.array(z.enum(TRANSACTION_ACTIONS)),
});
export type FirstPaymentGeneral = z.infer<typeof firstPaymentGeneralResponse>;

export const paymentReceivable = pricedReceivable
  .omit({ requested_date: true })
  .extend({ status: z.enum(RECEIVABLE_STATUSES) });
export type PaymentReceivable = z.infer<typeof paymentReceivable>;

export const firstPaymentResponse = z.object({
  data: z.array(paymentReceivable),
  journal: z.array(journalLineItem),
});
export type FirstPaymentDetail = z.infer<typeof firstPaymentResponse>;

const dateText = () => isoDate();

/** Multipart text fields of the first payment (then the slip as `file`). */
export const firstPaymentUploadFields = z.strictObject({
  trans_id: recordIdParam(),
  /** The day the money left; today when absent. */
  payment_date: dateText().optional(),
  bank_id: recordIdParam().optional(),
});
export type FirstPaymentUploadFields = z.infer<typeof firstPaymentUploadFields>;

export const firstPaymentUploadResponse = z.object({ data: firstPaymentInfo });

export const supplierBankResponse = z.object({ data: z.array(bankItem) });

// ---- Settlement --------------------------------------------------------------------------------

export const settlementRecord = z.object({
  id: z.number().int(),
  ar_id: z.number().int(),
  payment_date: z.string(),
  amount: z.number().int(),
  remaining_principal: z.number().int(),
  interest_paid: z.number().int(),
  to_funder: z.number().int(),
  to_supplier: z.number().int(),
  to_penal: z.number().int(),
  excess: z.number().int(),
  file_id: z.number().int(),
  file_name: z.string(),
  created_at: z.string(),
});
export type SettlementRecord = z.infer<typeof settlementRecord>;

/** A receivable of a paid transaction with where its settlement stands today. */
export const settlementReceivable = paymentReceivable.extend({
  days_late: z.number().int(),
  unpaid: z.number().int(),
  penal_accrued: z.number().int(),
  penal_outstanding: z.number().int(),
  residual_paid: z.number().int(),
  settled: z.boolean(),
  latest_payment_date: z.string().nullable(),
  payments: z.array(settlementRecord),
  actions: z.array(z.enum(RECEIVABLE_ACTIONS)),
});
export type SettlementReceivable = z.infer<typeof settlementReceivable>;

export const settlementGeneralResponse = z.object({
  data: paymentItem,
  totals: z.object({
    amount_due: z.number().int(),
    collected: z.number().int(),
    unpaid: z.number().int(),
    penal_outstanding: z.number().int(),
  }),
});
export type SettlementGeneral = z.infer<typeof settlementGeneralResponse>;

export const settlementDetailResponse = z.object({
  data: z.array(settlementReceivable),
  journal: z.array(journalLineItem),
  as_of: z.string(),
});
export type SettlementDetail = z.infer<typeof settlementDetailResponse>;

/** Whole VND typed in a multipart form: digits only. */
const vndText = () =>
  z
    .string({ error: msg('vnd') })
    .regex(/^\d{1,15}$/, { error: msg('vnd') })
    .transform(Number);

/** Multipart text fields of a buyer's settlement payment (then the bank slip as `file`). */
export const settlementUploadFields = z.strictObject({
  ar_id: recordIdParam(),
  payment_date: dateText(),
  amount: vndText(),
  remaining_principal: vndText(),
  interest_paid: vndText(),
});
export type SettlementUploadFields = z.infer<typeof settlementUploadFields>;

export const settlementUploadResponse = z.object({
  data: settlementRecord,
  settled: z.boolean(),
  liquidated: z.boolean(),
});
export type SettlementUploadResult = z.infer<typeof settlementUploadResponse>;

// ---- Clearing (reconciliation with the journal) ------------------------------------------------

export const clearingFilters = {
  trans_code: searchText(),
  sup_name: searchText(),
  from_date: dateText().optional(),
  to_date: dateText().optional(),
};

export const clearingEarlyItem = z.object({
  id: z.number().int(),
  trans_id: z.number().int(),
  trans_code: z.string(),
  sup_name: z.string(),
  buy_name: z.string(),
  payment_date: z.string(),
  /** What the transaction says the funder pays: the sale prices. */
  expected: z.number().int(),
  /** What the journal's disbursement entries took out of cash. */
  booked: z.number().int(),
  matched: z.boolean(),
});
export type ClearingEarlyItem = z.infer<typeof clearingEarlyItem>;
/** The funder's early-payment clearing: each payment beside the journal, and whether they agree. */
export const CLEARING_EARLY_COLUMNS = listColumns<ClearingEarlyItem>()([
  { key: 'trans_code', label: 'payments.fields.trans_code' },
  { key: 'sup_name', label: 'payments.fields.sup_name' },
  { key: 'buy_name', label: 'payments.fields.buy_name' },
  { key: 'payment_date', label: 'payments.fields.payment_date', kind: 'date', sort: true },
  { key: 'expected', label: 'payments.clearing.expected', kind: 'money', sort: true },
  { key: 'booked', label: 'payments.clearing.booked', kind: 'money' },
  { key: 'matched', label: 'payments.clearing.status' },
]);
/** The same payments as the supplier's announcement: what it received, without the journal. */
export const ANNOUNCED_EARLY_COLUMNS = listColumns<ClearingEarlyItem>()([
  { key: 'trans_code', label: 'payments.fields.trans_code' },
  { key: 'buy_name', label: 'payments.fields.buy_name' },
  { key: 'payment_date', label: 'payments.fields.payment_date', kind: 'date', sort: true },
  { key: 'expected', label: 'payments.announce.received', kind: 'money', sort: true },
]);
export const CLEARING_EARLY_SORT = ['id', 'payment_date', 'expected'] as const;
export const clearingEarlyBody = pagedBody(clearingFilters, CLEARING_EARLY_SORT);
export type ClearingEarlyBody = z.infer<typeof clearingEarlyBody>;
export const clearingEarlyResponse = pagedResponse(clearingEarlyItem);

export const clearingSettlementItem = settlementRecord.extend({
  trans_id: z.number().int(),
  trans_code: z.string(),
  inv_no: z.string(),
  sup_name: z.string(),
  buy_name: z.string(),
  /** Cash the journal's buyer collection brought in, and the residual it sent to the supplier. */
  booked_collection: z.number().int(),
  booked_residual: z.number().int(),
  matched: z.boolean(),
});
export type ClearingSettlementItem = z.infer<typeof clearingSettlementItem>;
/** The funder's settlement clearing: each buyer payment beside its journal collection and residual. */
export const CLEARING_SETTLEMENT_COLUMNS = listColumns<ClearingSettlementItem>()([
  { key: 'trans_code', label: 'payments.fields.trans_code' },
  { key: 'inv_no', label: 'payments.fields.inv_no' },
  { key: 'sup_name', label: 'payments.fields.sup_name' },
  { key: 'payment_date', label: 'payments.fields.payment_date', kind: 'date', sort: true },
  { key: 'amount', label: 'payments.fields.amount', kind: 'money', sort: true },
  { key: 'to_supplier', label: 'payments.fields.to_supplier', kind: 'money' },
  { key: 'booked_collection', label: 'payments.clearing.bookedCollection', kind: 'money' },
  { key: 'booked_residual', label: 'payments.clearing.bookedResidual', kind: 'money' },
  { key: 'matched', label: 'payments.clearing.status' },
]);
/** The same payments as the supplier's announcement: what the buyer paid and what came on to it. */
export const ANNOUNCED_SETTLEMENT_COLUMNS = listColumns<ClearingSettlementItem>()([
  { key: 'trans_code', label: 'payments.fields.trans_code' },
  { key: 'inv_no', label: 'payments.fields.inv_no' },
  { key: 'buy_name', label: 'payments.fields.buy_name' },
  { key: 'payment_date', label: 'payments.fields.payment_date', kind: 'date', sort: true },
  { key: 'amount', label: 'payments.announce.buyerPaid', kind: 'money', sort: true },
  { key: 'to_supplier', label: 'payments.fields.to_supplier', kind: 'money' },
]);
export const CLEARING_SETTLEMENT_SORT = ['id', 'payment_date', 'amount'] as const;
export const clearingSettlementBody = pagedBody(clearingFilters, CLEARING_SETTLEMENT_SORT);
export type ClearingSettlementBody = z.infer<typeof clearingSettlementBody>;
export const clearingSettlementResponse = pagedResponse(clearingSettlementItem);

// ---- Export of a payment batch for the bank (designed screen /fun/early-payment/Export) --------

/** GET /transactions/early-unpaid/export: the chosen completed transactions, comma-separated ids. */
export const paymentExportQuery = z.strictObject({
  ids: z
    .string({ error: msg('required') })
    .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,99}$/, { error: msg('invalid') })
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id <= MAX_RECORD_ID), { error: msg('record_id') }),
  /** The funder's account the batch is paid from (SelectBank). */
  bank_id: recordIdParam().optional(),
});
export type PaymentExportQuery = z.infer<typeof paymentExportQuery>;

// ---- Supplier announcements (spec §7 "Supplier statistics and announcements") ------------------

export const overdueAnnouncementFilters = {
  inv_no: searchText(),
  buy_name: searchText(),
};
export const overdueAnnouncementItem = z.object({
  id: z.number().int(),
  trans_code: z.string(),
  inv_no: z.string(),
  buy_name: z.string(),
  maturity_date: z.string(),
  ar_amount: z.number().int(),
  status: z.enum(RECEIVABLE_STATUSES),
  days_overdue: z.number().int(),
});
export type OverdueAnnouncementItem = z.infer<typeof overdueAnnouncementItem>;
export const OVERDUE_ANNOUNCEMENT_COLUMNS = listColumns<OverdueAnnouncementItem>()([
  { key: 'trans_code', label: 'payments.fields.trans_code' },
  { key: 'inv_no', label: 'payments.fields.inv_no' },
  { key: 'buy_name', label: 'payments.fields.buy_name' },
  { key: 'maturity_date', label: 'payments.fields.maturity_date', kind: 'date', sort: true },
  { key: 'ar_amount', label: 'payments.fields.ar_amount', kind: 'money', sort: true },
  { key: 'days_overdue', label: 'payments.announce.daysOverdue' },
  { key: 'status', label: 'payments.fields.status', statuses: RECEIVABLE_STATUS_LABELS },
]);
export const OVERDUE_SORT = ['id', 'maturity_date', 'ar_amount'] as const;
export const overdueAnnouncementBody = pagedBody(overdueAnnouncementFilters, OVERDUE_SORT);
export type OverdueAnnouncementBody = z.infer<typeof overdueAnnouncementBody>;
export const overdueAnnouncementResponse = pagedResponse(overdueAnnouncementItem);
