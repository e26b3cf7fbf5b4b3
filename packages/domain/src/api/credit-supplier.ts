import { z } from 'zod';
import { SUPPLIER_CREDIT_STATUS_LABELS, SUPPLIER_CREDIT_STATUSES } from '../statuses/supplier-credit.ts';
import { msg, rate, reason, recordIdParam, vnd } from '../validation.ts';
import { SUPPLIER_CREDIT_ACTIONS } from '../workflows/supplier-credit.ts';
import { filterText, recordId } from './companies.ts';
import { historyEntry } from './history.ts';
import { listColumns, pagedBody, pagedResponse, sortColumnsOf } from './paging.ts';

/** A rate above 0 (an applied or approved discount rate): 0 < r ≤ 100, at most 2 decimals. */
const positiveRate = () => rate().refine((v) => v > 0, { error: msg('positive') });
/** A whole VND amount above 0 (a limit worth asking for). */
const positiveVnd = () => vnd().refine((v) => v > 0, { error: msg('positive') });
/** The legal records of the supplier handed in (spec §3 "file_attach list (doc_id)"). */
const fileAttach = () =>
  z
    .array(recordId(), { error: msg('wrong_type') })
    .min(1, { error: msg('required') })
    .max(20, { error: msg('max_value', { max: 20 }) });

// ---- Items -------------------------------------------------------------------------------

export const creditDocumentItem = z.object({
  id: z.number().int(),
  /** The supplier's legal record (its id is the spec's doc_id). */
  doc_id: z.number().int(),
  /** Handed in with the application, or in answer to a request for documents. */
  kind: z.enum(['APPLICATION', 'ADD_DOC']),
  doc_type: z.string(),
  file_id: z.number().int(),
  file_name: z.string(),
  created_at: z.string(),
});
export type CreditDocumentItem = z.infer<typeof creditDocumentItem>;

export const financialItem = z.object({
  id: z.number().int(),
  year: z.number().int(),
  file_id: z.number().int(),
  file_name: z.string(),
  updated_at: z.string(),
});
export type FinancialItem = z.infer<typeof financialItem>;

export const supplierCreditItem = z.object({
  id: z.number().int(),
  sup_id: z.number().int(),
  sup_name: z.string(),
  sup_mst: z.string().nullable(),
  /** SUPPLIER, INDSUPPLIER or DOITAC_NCC: which funder screen lists it. */
  sup_type: z.string(),
  buy_id: z.number().int(),
  buy_name: z.string(),
  applied_total_limit: z.number().int(),
  applied_discount_rate: z.number(),
  /** The approved terms (null until a credit approver sets them). */
  total_limit: z.number().int().nullable(),
  discount_rate: z.number().nullable(),
  max_payment_ratio: z.number().nullable(),
  used_limit: z.number().int(),
  available_limit: z.number().int().nullable(),
  status: z.enum(SUPPLIER_CREDIT_STATUSES),
  reason: z.string().nullable(),
  add_doc_request: z.string().nullable(),
  assignee_id: z.number().int().nullable(),
  assignee_name: z.string().nullable(),
  /** The day the complete file reached the funder: the assessment clock starts there (spec §9). */
  received_on: z.string(),
  deadline: z.string().nullable(),
  working_days_left: z.number().int().nullable(),
  overdue: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SupplierCreditItem = z.infer<typeof supplierCreditItem>;

export const supplierCreditDetail = supplierCreditItem.extend({
  documents: z.array(creditDocumentItem),
  financials: z.array(financialItem),
  missing_years: z.array(z.number().int()),
});
export type SupplierCreditDetail = z.infer<typeof supplierCreditDetail>;

export const supplierCreditDetailResponse = z.object({
  data: supplierCreditDetail,
  history: z.array(historyEntry),
  actions: z.array(z.enum(SUPPLIER_CREDIT_ACTIONS)),
});
export type SupplierCreditDetailResponse = z.infer<typeof supplierCreditDetailResponse>;

// ---- Lists -------------------------------------------------------------------------------

/**
 * The funder's credit list (/credit-supplier/list): the screen, its sort and its Excel export.
 * The status and the deadline come first: what the officer acts on (the screen counts it down).
 */
export const SUPPLIER_CREDIT_COLUMNS = listColumns<SupplierCreditItem>()([
  { key: 'id', label: 'creditSupplier.fields.id', sort: true },
  { key: 'sup_name', label: 'creditSupplier.fields.sup_name', sort: true },
  { key: 'buy_name', label: 'creditSupplier.fields.buy_name', sort: true },
  {
    key: 'status',
    label: 'creditSupplier.fields.status',
    sort: true,
    statuses: SUPPLIER_CREDIT_STATUS_LABELS,
  },
  { key: 'deadline', label: 'creditSupplier.fields.deadline', kind: 'date' },
  {
    key: 'applied_total_limit',
    label: 'creditSupplier.fields.applied_total_limit',
    kind: 'money',
    sort: true,
  },
  { key: 'assignee_name', label: 'creditSupplier.fields.assignee_name' },
]);
/** The sort keys: the sortable columns', id, the day the file arrived and the last change. */
export const SUPPLIER_CREDIT_SORT_COLUMNS = sortColumnsOf(SUPPLIER_CREDIT_COLUMNS, [
  'received_on',
  'updated_at',
]);

/** The two funder screens: corporate suppliers and individual suppliers (spec §2). */
export const SUPPLIER_CREDIT_KINDS = ['supplier', 'indsupplier'] as const;
export type SupplierCreditKind = (typeof SUPPLIER_CREDIT_KINDS)[number];

/** POST /credit-supplier/list. */
export const supplierCreditListBody = pagedBody(
  {
    kind: z.enum(SUPPLIER_CREDIT_KINDS, { error: msg('invalid') }).optional(),
    /** Supplier name or tax code. */
    keyword: filterText(),
    buy_id: recordId().optional(),
    status: z.enum(SUPPLIER_CREDIT_STATUSES, { error: msg('invalid') }).optional(),
    /** Only assessments past their 5-working-day deadline. */
    overdue: z.boolean({ error: msg('wrong_type') }).optional(),
    assignee_id: recordId().optional(),
  },
  SUPPLIER_CREDIT_SORT_COLUMNS,
);
export type SupplierCreditListBody = z.infer<typeof supplierCreditListBody>;
export const supplierCreditListResponse = pagedResponse(supplierCreditItem);

/** POST /credit-supplier/credit-buyer/histories: every version of a supplier's credit (with a buyer). */
export const creditHistoriesBody = pagedBody(
  { sup_id: recordId().optional(), buy_id: recordId().optional() },
  SUPPLIER_CREDIT_SORT_COLUMNS,
);

// ---- Forms -------------------------------------------------------------------------------

/** POST /credit-supplier/update: apply (no id) or change an application in assessment. */
export const creditApplicationForm = z.strictObject({
  id: recordId().optional(),
  buy_id: recordId(),
  applied_total_limit: positiveVnd(),
  applied_discount_rate: positiveRate(),
  file_attach: fileAttach(),
});
export type CreditApplicationForm = z.infer<typeof creditApplicationForm>;

/** POST /credit-supplier/approve: the funder's terms (spec §3 supplier limit, discount rate, max payment ratio). */
export const creditApproveForm = z.strictObject({
  id: recordId(),
  total_limit: positiveVnd(),
  discount_rate: positiveRate(),
  max_payment_ratio: positiveRate(),
});
export type CreditApproveForm = z.infer<typeof creditApproveForm>;

export const creditIdForm = z.strictObject({ id: recordId() });
export const creditReasonForm = z.strictObject({ id: recordId(), reason: reason() });
export type CreditReasonForm = z.infer<typeof creditReasonForm>;
export const reasonBody = z.strictObject({ reason: reason() });
/** POST /credit-supplier/request/add-doc: what the funder asks for. */
export const addDocRequestForm = z.strictObject({ id: recordId(), content: reason(2000) });
export type AddDocRequestForm = z.infer<typeof addDocRequestForm>;
/** POST /credit-supplier/request/add-doc/confirm: the documents added. */
export const addDocConfirmForm = z.strictObject({ id: recordId(), file_attach: fileAttach() });
export type AddDocConfirmForm = z.infer<typeof addDocConfirmForm>;

/** POST /credit-supplier/assign: credit files to one credit officer. */
export const creditAssignForm = z.strictObject({
  ids: z
    .array(recordId(), { error: msg('wrong_type') })
    .min(1, { error: msg('required') })
    .max(500, { error: msg('max_value', { max: 500 }) }),
  user_id: recordId(),
});
export const creditAssignResponse = z.object({ data: z.object({ assigned: z.number().int() }) });

/** POST /credit-supplier/black-list/all: every live credit of the supplier. */
export const blacklistAllForm = z.strictObject({ sup_id: recordId(), reason: reason() });
export const blacklistAllResponse = z.object({ data: z.object({ blacklisted: z.number().int() }) });

/** Multipart text fields of POST /credit-supplier/upload (then one `file` part). */
export const financialUploadFields = z.strictObject({
  year: z.coerce.number({ error: msg('integer') }).int({ error: msg('integer') }),
  /** Funder staff name the supplier; a supplier uploads for itself. */
  sup_id: z.coerce
    .number({ error: msg('integer') })
    .int({ error: msg('integer') })
    .min(1)
    .max(2_147_483_647)
    .optional(),
});

export const supplierDocumentsResponse = z.object({
  data: z.object({
    sup_id: z.number().int(),
    /** The years asked for (spec §9: the last 4). */
    years: z.array(z.number().int()),
    missing_years: z.array(z.number().int()),
    financials: z.array(financialItem),
  }),
});
export type SupplierDocuments = z.infer<typeof supplierDocumentsResponse>['data'];

// ---- Overviews ---------------------------------------------------------------------------

export const supplierBuyerItem = z.object({
  buy_id: z.number().int(),
  buy_name: z.string(),
  buy_mst: z.string().nullable(),
  /** The supplier's current credit with this buyer (the latest not replaced), if any. */
  credit: supplierCreditItem.nullable(),
});
export const supplierBuyersResponse = z.object({ data: z.array(supplierBuyerItem) });
export type SupplierBuyerItem = z.infer<typeof supplierBuyerItem>;

export const limitLine = z.object({
  buy_id: z.number().int(),
  buy_name: z.string(),
  credit_id: z.number().int(),
  total_limit: z.number().int(),
  used_limit: z.number().int(),
  available_limit: z.number().int(),
  discount_rate: z.number(),
  max_payment_ratio: z.number(),
});
export const limitSummary = z.object({
  sup_id: z.number().int(),
  total_limit: z.number().int(),
  used_limit: z.number().int(),
  available_limit: z.number().int(),
  buyers: z.array(limitLine),
});
export type LimitSummary = z.infer<typeof limitSummary>;
export const limitSummaryResponse = z.object({ data: limitSummary });

export const creditBuyerResponse = z.object({
  data: z.array(supplierCreditItem),
  summary: limitSummary,
});

export const notifyEligibleResponse = z.object({
  data: z.object({
    sup_id: z.number().int(),
    buy_id: z.number().int(),
    can_apply: z.boolean(),
    /** Why not: an application already open, the supplier blacklisted, or no buyer programme in force. */
    blocked_by: z.enum(['OPEN_APPLICATION', 'BLACKLISTED', 'BUYER_PROGRAMME']).nullable(),
    missing_years: z.array(z.number().int()),
    current: supplierCreditItem.nullable(),
  }),
});

export const historyListResponse = z.object({ data: z.array(historyEntry) });

// ---- Path parameters ---------------------------------------------------------------------

export const supIdParam = z.strictObject({ sup_id: recordIdParam() });
export const buyIdParam = z.strictObject({ buyId: recordIdParam() });
export const supBuyParams = z.strictObject({ sup_id: recordIdParam(), buy_id: recordIdParam() });
export const supCreditParams = z.strictObject({ sup_id: recordIdParam(), credit_id: recordIdParam() });
/** `/credit-buyer/{supId}/{buyId or 0}`: 0 means every buyer. */
export const supBuyOrAllParams = z.strictObject({
  supId: recordIdParam(),
  buyId: z
    .string({ error: msg('record_id') })
    .regex(/^(0|[1-9][0-9]{0,9})$/, { error: msg('record_id') })
    .refine((s) => Number(s) <= 2_147_483_647, { error: msg('record_id') })
    .transform(Number),
});

export const approvedDetailsResponse = z.object({ data: supplierCreditItem });
