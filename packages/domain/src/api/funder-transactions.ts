import { z } from 'zod';
import { FUNDER_LIST_KEYS } from '../funder-review.ts';
import { EXPERTISE_RESULTS } from '../statuses/document.ts';
import { RECEIVABLE_STATUSES } from '../statuses/receivable.ts';
import {
  CHECK_LEVELS,
  REVIEW_DECISIONS,
  TRANSACTION_STAGE_LABELS,
  TRANSACTION_STAGES,
} from '../statuses/transaction.ts';
import { FUNDER_TRANSACTION_CODE_LABELS } from '../statuses/transaction-codes.ts';
import { isoDate, msg, optionalText, recordIdParam } from '../validation.ts';
import { TRANSACTION_ACTIONS } from '../workflows/transaction.ts';
import { recordId } from './companies.ts';
import { historyEntry } from './history.ts';
import { listColumns, pagedBody, pagedQuery, pagedResponse, sortColumnsOf } from './paging.ts';
import { pricedReceivable, transactionSummary, transactionTotals } from './transaction-summary.ts';

const required = (iss: { input: unknown }) => (iss.input === undefined ? msg('required') : msg('invalid'));

/**
 * Spec §3 "Transaction search": sup_name, sup_mst, trans_code, state (a stage within the list),
 * and the buyer's name (issue 21: a funder looks a buyer's transactions up as a supplier's).
 */
const searchFields = {
  sup_name: optionalText(255).optional(),
  buy_name: optionalText(255).optional(),
  sup_mst: optionalText(20).optional(),
  trans_code: optionalText(40).optional(),
  state: z.enum(TRANSACTION_STAGES, { error: msg('invalid') }).optional(),
  /** Submitted on or after / on or before these business dates (the home's review-age buckets). */
  submitted_from: isoDate().optional(),
  submitted_to: isoDate().optional(),
};
const money = z.number().int();

export const funderTransactionItem = transactionSummary.extend({
  buyer_status: z.number().int().nullable(),
  is_adjust: z.boolean(),
  reason: z.string().nullable(),
  /** The funder's numeric code of spec §4 (FUNDER_TRANSACTION_CODE_LABELS). */
  code: z.number().int(),
  ar_count: z.number().int(),
  submitted_at: z.string().nullable(),
  updated_at: z.string(),
});
export type FunderTransactionItem = z.infer<typeof funderTransactionItem>;

/**
 * The funder's transaction lists (the eight review lists, the history, expertise and assessment
 * pickers): the screens, the API's sort and the Excel export read these columns.
 */
export const FUNDER_TRANSACTION_COLUMNS = listColumns<FunderTransactionItem>()([
  { key: 'trans_code', label: 'funderTransactions.fields.trans_code', sort: true },
  { key: 'sup_name', label: 'funderTransactions.fields.sup_name' },
  { key: 'sup_mst', label: 'funderTransactions.fields.sup_mst' },
  { key: 'buy_name', label: 'funderTransactions.fields.buy_name' },
  { key: 'transaction_date', label: 'funderTransactions.fields.transaction_date', kind: 'date', sort: true },
  { key: 'ar_count', label: 'funderTransactions.fields.ar_count' },
  { key: 'total_ar_amount', label: 'funderTransactions.fields.total_ar_amount', kind: 'money', sort: true },
  { key: 'total_advance', label: 'funderTransactions.fields.total_advance', kind: 'money' },
  { key: 'code', label: 'funderTransactions.fields.code', statuses: FUNDER_TRANSACTION_CODE_LABELS },
  { key: 'status', label: 'funderTransactions.fields.status', statuses: TRANSACTION_STAGE_LABELS },
  { key: 'updated_at', label: 'funderTransactions.fields.updated_at', kind: 'dateTime', sort: true },
]);
export const FUNDER_TRANSACTION_SORT = sortColumnsOf(FUNDER_TRANSACTION_COLUMNS);

/** POST /funder-transactions/{list}: body search_condition, page_number, page_size. */
export const funderTransactionListBody = pagedBody(searchFields, FUNDER_TRANSACTION_SORT);
export type FunderTransactionListBody = z.input<typeof funderTransactionListBody>;

/** GET /fun/transaction/{status}: one list by its key, or `all` (the funder's history/trans). */
export const FUNDER_TRANSACTION_STATUS_PARAMS = [...FUNDER_LIST_KEYS, 'all'] as const;
export const funderTransactionStatusParam = z.strictObject({
  status: z.enum(FUNDER_TRANSACTION_STATUS_PARAMS, { error: msg('invalid') }),
});
export const funderTransactionListQuery = pagedQuery(searchFields, FUNDER_TRANSACTION_SORT);

export const funderTransactionListResponse = pagedResponse(funderTransactionItem);

/** One receivable of the transaction, priced as the supplier asked (spec §3 "ars"). */
export const funderTransactionAr = pricedReceivable.extend({
  invoice_amount: money,
  buyer_first_payment: money,
  due_payment: money,
  ar_status: z.enum(RECEIVABLE_STATUSES),
});
export type FunderTransactionAr = z.infer<typeof funderTransactionAr>;

/** Spec §3 payment_detail: what the supplier asked; payment_detail_approved: what was approved. */
export const paymentDetail = transactionTotals;

export const checkRecord = z.object({
  id: z.number().int(),
  level: z.enum(CHECK_LEVELS),
  decision: z.enum(REVIEW_DECISIONS),
  reason: z.string().nullable(),
  checked_by: z.number().int(),
  checker_name: z.string().nullable(),
  expertise: z.lazy(() => expertiseStored).nullable(),
  created_at: z.string(),
});
export type CheckRecord = z.infer<typeof checkRecord>;

export const fundingPartner = z.object({
  partner_id: z.number().int(),
  partner_name: z.string(),
  selected_at: z.string(),
});

export const funderTransactionDetail = z.object({
  data: funderTransactionItem.extend({
    trans_id: z.number().int(),
    payment_detail: paymentDetail,
    payment_detail_approved: paymentDetail.nullable(),
    ars: z.array(funderTransactionAr),
    /** The list it is in (for the back link), null for a stage the funder does not list. */
    list: z.enum(FUNDER_LIST_KEYS).nullable(),
    /** Whose turn it is (OFFICER, SENIOR, MANAGER) while under review. */
    level: z.enum(CHECK_LEVELS).nullable(),
    /** The supplier is an individual (entity type 6/7): the individual debt sale applies. */
    individual: z.boolean(),
    funding_partner: fundingPartner.nullable(),
  }),
  history: z.array(historyEntry),
  actions: z.array(z.enum(TRANSACTION_ACTIONS)),
});
export type FunderTransactionDetail = z.infer<typeof funderTransactionDetail>;

const orgCompany = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  mst: z.string().nullable(),
  address: z.string().nullable(),
  tel_no: z.string().nullable(),
  legal_represent: z.string().nullable(),
});
/** GET …/{id}/org: the organisations of the transaction (supplier, buyer, chosen partner). */
export const funderTransactionOrgResponse = z.object({
  data: z.object({ supplier: orgCompany, buyer: orgCompany, partner: orgCompany.nullable() }),
});

// ---- Checks and expertise ----------------------------------------------------------------

export const expertiseItem = z.strictObject({
  item: z
    .string({ error: required })
    .trim()
    .min(1, { error: msg('required') })
    .max(255, {
      error: msg('max_length', { max: 255 }),
    }),
  result: z
    .number({ error: required })
    .int({ error: msg('integer') })
    .refine((r) => (EXPERTISE_RESULTS as readonly number[]).includes(r), { error: msg('invalid') }),
  note: optionalText(1000),
});
/** Spec §3 check records: the appraisal of one level (items with a 1-5 result, a conclusion). */
export const expertiseContent = z.strictObject({
  items: z
    .array(expertiseItem, { error: msg('wrong_type') })
    .max(50, { error: msg('max_value', { max: 50 }) }),
  conclusion: optionalText(4000),
});
export type ExpertiseContent = z.infer<typeof expertiseContent>;
/** The same content in answers (no input transforms: the serializer only reads). */
const expertiseStored = z.object({
  items: z.array(z.object({ item: z.string(), result: z.number().int(), note: z.string().nullable() })),
  conclusion: z.string().nullable(),
});

export const expertiseResponse = z.object({
  data: z.object({
    trans_id: z.number().int(),
    level: z.enum(CHECK_LEVELS),
    content: expertiseStored.nullable(),
    updated_by: z.number().int().nullable(),
    updated_at: z.string().nullable(),
  }),
});

/** GET …/officer-checks etc.: the decisions taken at one level, oldest first, and its draft. */
export const checksResponse = z.object({
  data: z.array(checkRecord),
  draft: expertiseStored.nullable(),
});

/** POST /funder-transactions/details/checks: save the caller's level's appraisal draft. */
export const checksBody = z.strictObject({ trans_id: recordId(), content: expertiseContent });

/** POST /funder-transactions/details/decide. */
export const decideBody = z.strictObject({
  trans_id: recordId(),
  decision: z.enum(REVIEW_DECISIONS, { error: required }),
  reason: optionalText(1000),
});
export type DecideBody = z.infer<typeof decideBody>;

/** POST /funder-transactions/wait-pc-confirm/reject-debt-sale. */
export const rejectDebtSaleBody = z.strictObject({ trans_id: recordId(), reason: optionalText(1000) });

/** POST /funder-transactions/{id}/funding-partner: the partner funding a transaction in internal approval. */
export const fundingPartnerBody = z.strictObject({ partner_id: recordId() });
export const fundingPartnersResponse = z.object({
  data: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  selected: fundingPartner.nullable(),
});

// ---- Files ---------------------------------------------------------------------------------

export const FUNDER_DOC_GROUPS = ['CA', 'CONTRACT', 'INVOICE', 'OTHER'] as const;
export const transactionFile = z.object({
  id: z.number().int(),
  trans_id: z.number().int(),
  doc_group: z.enum(FUNDER_DOC_GROUPS),
  doc_name: z.string(),
  signed_date: z.string().nullable(),
  file_id: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});
export type TransactionFile = z.infer<typeof transactionFile>;
export const transactionFilesResponse = z.object({ data: z.array(transactionFile) });

/** Text fields of POST /funder-transactions/upload and /upload-full (multipart, before the files). */
export const transactionUploadFields = z.strictObject({
  trans_id: recordIdParam(),
  doc_group: z.enum(FUNDER_DOC_GROUPS, { error: required }),
  doc_name: optionalText(255).optional(),
  signed_date: isoDate().optional(),
});
/** POST /funder-transactions/upload/update: a new file (and name, signed date) for a document. */
export const transactionUploadUpdateFields = z.strictObject({
  id: recordIdParam(),
  doc_name: optionalText(255).optional(),
  signed_date: isoDate().optional(),
});
/** POST /funder-transactions/sign-early-payment-request and the debt-sale signatures. */
export const signFields = z.strictObject({ trans_id: recordIdParam(), otp: optionalText(6).optional() });

// ---- Documents to confirm ------------------------------------------------------------------

/** GET …/early-payment-request, …/debt-sale, …/inddebt-sale: the document's content. */
export const transactionPaperResponse = z.object({
  data: z.object({
    trans_id: z.number().int(),
    trans_code: z.string(),
    kind: z.enum(['EARLY_PAYMENT_REQUEST', 'DEBT_SALE', 'IND_DEBT_SALE']),
    sup_name: z.string(),
    buy_name: z.string(),
    transaction_date: z.string(),
    payment_detail: paymentDetail,
    ars: z.array(funderTransactionAr),
    status: z.enum(TRANSACTION_STAGES),
    /** The signed copies already filed (CONTRACT group). */
    files: z.array(transactionFile),
  }),
});

export const funderTransactionActionResponse = funderTransactionDetail;

// Path ids named by the stage the route acts in, so that the scoping matrix can give each route
// a transaction in the right state (the API's paths are the same: names are not part of a URL).
const idNamed = <K extends string>(key: K) =>
  z.strictObject({ [key]: recordIdParam() } as Record<K, ReturnType<typeof recordIdParam>>);
/** A transaction awaiting internal approval (manager appraisal, funding partner). */
export const approvalIdParam = idNamed('approval_id');
/** A transaction awaiting the funder's confirmation (early-payment request). */
export const confirmIdParam = idNamed('confirm_id');
/** A transaction awaiting the company supplier's debt sale. */
export const saleIdParam = idNamed('sale_id');
/** A transaction awaiting an individual supplier's debt sale. */
export const indSaleIdParam = idNamed('ind_sale_id');
/** A document of a transaction. */
export const docIdParam = idNamed('doc_id');
