import { z } from 'zod';
import { TRANSACTION_STAGE_LABELS } from '../statuses/transaction.ts';
import { BUYER_TRANSACTION_CODE_LABELS, BUYER_TRANSACTION_CODES } from '../statuses/transaction-codes.ts';
import { msg, reason, recordIdParam } from '../validation.ts';
import { BUYER_CONFIRMATION_ACTIONS } from '../workflows/buyer-confirmation.ts';
import { historyEntry } from './history.ts';
import { listColumns, pagedBody, pagedResponse, sortColumnsOf } from './paging.ts';
import { pricedReceivable, transactionSummary } from './transaction-summary.ts';

/**
 * The buyer's transactions (spec §7 "Buyer self-service", §2 buyer transeachtime, transaction,
 * trans-his, early_payment_his): the transactions of its suppliers on it, from the supplier's
 * signature on, with the buyer's own codes in `buyer_status`.
 */

/** The lists the buyer's screens show, each a fixed filter over the same call. */
export const BUYER_TRANSACTION_VIEWS = [
  'WAITING',
  'CONFIRMED',
  'HISTORY',
  'FUNDING',
  'RESULT',
  // The debt sold to the funder (buyer statistics' debt-sale): the buyer now pays the funder.
  'DEBT_SALE',
] as const;
export type BuyerTransactionView = (typeof BUYER_TRANSACTION_VIEWS)[number];

const buyerCode = () =>
  z.union(
    BUYER_TRANSACTION_CODES.map((c) => z.literal(c)) as unknown as [z.ZodLiteral<-1>, z.ZodLiteral<0>],
    { error: msg('invalid') },
  );

export const buyerTransactionItem = transactionSummary
  .omit({ sup_id: true, buy_name: true, total_platform_fee: true })
  .extend({
    /** The supplier. */
    ent_id: z.number().int(),
    buyer_status: z.number().int(),
    buyer_confirmed_at: z.string().nullable(),
    reason: z.string().nullable(),
    submitted_at: z.string().nullable(),
    updated_at: z.string(),
    /** The funding request's amount when the buyer funds this transaction, else null. */
    funding_amount: z.number().int().nullable(),
  });
export type BuyerTransactionItem = z.infer<typeof buyerTransactionItem>;

/**
 * The buyer's transaction lists (one POST /buyer-transactions per view): the screens, the API's
 * sort and the Excel export read these columns. The early-payment history shows the funding
 * amount instead of the totals and the stage (BUYER_FUNDING_KEYS); the file has them all.
 */
export const BUYER_TRANSACTION_COLUMNS = listColumns<BuyerTransactionItem>()([
  { key: 'trans_code', label: 'buyerTransactions.fields.trans_code', sort: true },
  { key: 'sup_name', label: 'buyerTransactions.fields.sup_name' },
  { key: 'transaction_date', label: 'buyerTransactions.fields.transaction_date', kind: 'date', sort: true },
  { key: 'total_ar_amount', label: 'buyerTransactions.fields.total_ar_amount', kind: 'money', sort: true },
  { key: 'total_advance', label: 'buyerTransactions.fields.total_advance', kind: 'money', sort: true },
  { key: 'funding_amount', label: 'buyerTransactions.fields.funding_amount', kind: 'money' },
  {
    key: 'buyer_status',
    label: 'buyerTransactions.fields.buyer_status',
    sort: true,
    statuses: BUYER_TRANSACTION_CODE_LABELS,
  },
  { key: 'status', label: 'buyerTransactions.fields.status', statuses: TRANSACTION_STAGE_LABELS },
  { key: 'updated_at', label: 'buyerTransactions.fields.updated_at', kind: 'dateTime', sort: true },
]);
/** The sortable columns and the id (the API sorts by it too). */
export const BUYER_TRANSACTION_SORT_COLUMNS = sortColumnsOf(BUYER_TRANSACTION_COLUMNS, ['id']);
/** The columns of the lists but the early-payment history, and of that history. */
export const BUYER_LIST_KEYS = BUYER_TRANSACTION_COLUMNS.map((c) => c.key).filter(
  (k) => k !== 'funding_amount',
);
export const BUYER_FUNDING_KEYS = [
  'trans_code',
  'sup_name',
  'transaction_date',
  'funding_amount',
  'buyer_status',
  'updated_at',
] as const satisfies readonly (keyof BuyerTransactionItem)[];

/** POST /buyer-transactions: search_condition, page_number, page_size (spec §7). */
export const buyerTransactionListBody = pagedBody(
  {
    view: z.enum(BUYER_TRANSACTION_VIEWS, { error: msg('invalid') }).optional(),
    trans_code: z.string().trim().max(60).optional(),
    sup_name: z.string().trim().max(120).optional(),
    buyer_status: buyerCode().optional(),
  },
  BUYER_TRANSACTION_SORT_COLUMNS,
);
export type BuyerTransactionListBody = z.infer<typeof buyerTransactionListBody>;
export type BuyerTransactionSearch = BuyerTransactionListBody['search_condition'];

export const buyerTransactionListResponse = pagedResponse(buyerTransactionItem);
export type BuyerTransactionListResponse = z.infer<typeof buyerTransactionListResponse>;

/** One receivable of the transaction as the supplier priced it. */
export const buyerTransactionReceivable = pricedReceivable.omit({ platform_fee: true });
export type BuyerTransactionReceivable = z.infer<typeof buyerTransactionReceivable>;

/** A document of the transaction or of its funding request (name, size, who, when). */
export const buyerTransactionDocument = z.object({
  id: z.number().int(),
  doc_group: z.string(),
  doc_name: z.string(),
  signed_date: z.string().nullable(),
  original_name: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});
export type BuyerTransactionDocument = z.infer<typeof buyerTransactionDocument>;

export const fundingRequestItem = z.object({
  id: z.number().int(),
  trans_id: z.number().int(),
  trans_code: z.string(),
  amount: z.number().int(),
  /** The transaction's buyer code: 0 open, 1 approved, 2 rejected, 3 disbursed. */
  buyer_status: z.number().int(),
  reason: z.string().nullable(),
  opened_at: z.string(),
  decided_at: z.string().nullable(),
  disbursed_at: z.string().nullable(),
});
export type FundingRequestItem = z.infer<typeof fundingRequestItem>;

export const buyerTransactionDetailResponse = z.object({
  data: buyerTransactionItem,
  receivables: z.array(buyerTransactionReceivable),
  documents: z.array(buyerTransactionDocument),
  funding_request: fundingRequestItem.nullable(),
  history: z.array(historyEntry),
  actions: z.array(z.enum(BUYER_CONFIRMATION_ACTIONS)),
});
export type BuyerTransactionDetail = z.infer<typeof buyerTransactionDetailResponse>;

/** GET /buyer-transactions/{id}/funding-request. */
export const fundingRequestResponse = z.object({
  data: fundingRequestItem,
  actions: z.array(z.enum(BUYER_CONFIRMATION_ACTIONS)),
});
export type FundingRequestResponse = z.infer<typeof fundingRequestResponse>;

/** GET /buyer-transactions/{id}/funding-document. */
export const fundingDocumentsResponse = z.object({ data: z.array(buyerTransactionDocument) });
export type FundingDocumentsResponse = z.infer<typeof fundingDocumentsResponse>;

/** Rejecting the transaction: the reason is required (spec §5). */
export const buyerRejectBody = z.strictObject({ reason: reason() });
export type BuyerRejectBody = z.infer<typeof buyerRejectBody>;

/** POST /buyer-transactions/funding-request/reject: the transaction's id and the reason. */
export const fundingRejectBody = z.strictObject({
  id: z
    .number({ error: msg('required') })
    .int({ error: msg('record_id') })
    .min(1, { error: msg('record_id') })
    .max(2_147_483_647, { error: msg('record_id') }),
  reason: reason(),
});
export type FundingRejectBody = z.infer<typeof fundingRejectBody>;

/** The text fields of POST /buyer-transactions/funding-document (multipart, then `file` parts). */
export const fundingDocumentFields = z.strictObject({ id: recordIdParam() });

/** Path of a document download under a transaction. */
export const buyerDocumentParams = z.strictObject({ id: recordIdParam(), docId: recordIdParam() });

/** Answer of every buyer action: the transaction as it now is. */
export const buyerTransactionSaveResponse = z.object({ data: buyerTransactionItem });
export type BuyerTransactionSaveResponse = z.infer<typeof buyerTransactionSaveResponse>;
