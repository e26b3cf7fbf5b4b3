import { z } from 'zod';
import { daysBetween } from '../dates.ts';
import { type ReceivableProblem, receivableProblems } from '../receivable-checks.ts';
import {
  DEBT_CONFIRMATION_STATUS_LABELS,
  DEBT_CONFIRMATION_STATUSES,
} from '../statuses/debt-confirmation.ts';
import { RECEIVABLE_STATUS_LABELS, RECEIVABLE_STATUSES } from '../statuses/receivable.ts';
import { isoDate, msg, optionalText, recordIdParam, requiredText, vnd } from '../validation.ts';
import { DEBT_CONFIRMATION_ACTIONS } from '../workflows/debt-confirmation.ts';
import { RECEIVABLE_ACTIONS } from '../workflows/receivable.ts';
import { recordId } from './companies.ts';
import { historyEntry } from './history.ts';
import { listColumns, pagedBody, pagedQuery, pagedResponse, sortColumnsOf } from './paging.ts';

const id = recordId;
/** An id in a query string: digits only, as path ids are. */
const queryId = () => recordIdParam();

/**
 * A receivable as the supplier enters it (spec §3 "Receivable"): the invoice and what the buyer
 * owes on it, in whole VND. The §5 money rules (AR ≤ invoice, first payment < AR, due payment ≤
 * AR) and the dates' order are checked by `receivableFormProblems`, on the server and in the form.
 */
export const receivableForm = z.strictObject({
  buy_id: id(),
  inv_no: requiredText(50),
  inv_date: isoDate(),
  invoice_amount: vnd(),
  ar_amount: vnd(),
  maturity_date: isoDate(),
  buyer_first_payment: vnd().default(0),
  buyer_first_payment_date: isoDate().nullable().default(null),
  due_payment: vnd(),
  due_payment_date: isoDate().nullable().default(null),
});
export type ReceivableForm = z.infer<typeof receivableForm>;
export type ReceivableFormInput = z.input<typeof receivableForm>;

export const receivableItem = z.object({
  id: z.number().int(),
  ent_id: z.number().int(),
  sup_name: z.string(),
  buy_id: z.number().int(),
  buy_name: z.string(),
  inv_no: z.string(),
  inv_date: z.string(),
  invoice_amount: z.number().int(),
  ar_amount: z.number().int(),
  maturity_date: z.string(),
  buyer_first_payment: z.number().int(),
  buyer_first_payment_date: z.string().nullable(),
  due_payment: z.number().int(),
  due_payment_date: z.string().nullable(),
  advanced_amount: z.number().int(),
  reduced_amount: z.number().int(),
  refund_amount: z.number().int(),
  source: z.enum(['ENTRY', 'IMPORT']),
  status: z.enum(RECEIVABLE_STATUSES),
  /** Days past the effective due date on today's business date (negative: days left). */
  days: z.number().int(),
  /** D±n / O / BD (spec §4), null when the status has no short form. */
  status_short: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReceivableItem = z.infer<typeof receivableItem>;

/**
 * The receivable lists' columns (GET /receivables: the supplier's trading list, the funder's AR
 * ledger and AR history; the supplier statistics' lists): the union, the supplier's screen leaves
 * out its own name. The sort whitelist also takes id and updated_at, which no column shows.
 */
export const RECEIVABLE_COLUMNS = listColumns<ReceivableItem>()([
  { key: 'inv_no', label: 'receivables.fields.inv_no', sort: true },
  { key: 'sup_name', label: 'receivables.fields.sup_name' },
  { key: 'buy_name', label: 'receivables.fields.buy_name' },
  { key: 'inv_date', label: 'receivables.fields.inv_date', kind: 'date', sort: true },
  { key: 'invoice_amount', label: 'receivables.fields.invoice_amount', kind: 'money', sort: true },
  { key: 'ar_amount', label: 'receivables.fields.ar_amount', kind: 'money', sort: true },
  { key: 'due_payment', label: 'receivables.fields.due_payment', kind: 'money', sort: true },
  { key: 'maturity_date', label: 'receivables.fields.maturity_date', kind: 'date', sort: true },
  { key: 'status_short', label: 'receivables.fields.status_short' },
  { key: 'status', label: 'receivables.fields.status', sort: true, statuses: RECEIVABLE_STATUS_LABELS },
]);
export const RECEIVABLE_SORT_COLUMNS = sortColumnsOf(RECEIVABLE_COLUMNS, ['id', 'updated_at']);

/** The supplier statistics' receivable lists (history, a due date's, a buyer's late ones). */
export const STAT_RECEIVABLE_COLUMNS = listColumns<ReceivableItem>()([
  { key: 'inv_no', label: 'receivables.fields.inv_no', sort: true },
  { key: 'buy_name', label: 'receivables.fields.buy_name' },
  { key: 'ar_amount', label: 'receivables.fields.ar_amount', kind: 'money', sort: true },
  { key: 'due_payment', label: 'receivables.fields.due_payment', kind: 'money', sort: true },
  { key: 'maturity_date', label: 'receivables.fields.maturity_date', kind: 'date', sort: true },
  { key: 'status_short', label: 'receivables.fields.status_short' },
  { key: 'status', label: 'receivables.fields.status', sort: true, statuses: RECEIVABLE_STATUS_LABELS },
]);

const amountRange = {
  ar_amount_from: vnd().optional(),
  ar_amount_to: vnd().optional(),
};
/** A VND amount in a query string: digits only. */
const coercedVnd = () =>
  z
    .string()
    .regex(/^\d{1,15}$/, { error: msg('vnd') })
    .transform(Number);

/** GET /receivables: the caller's receivables (a supplier its own, funder staff every company's). */
export const receivableListQuery = pagedQuery(
  {
    keyword: z.string().trim().max(120).optional(),
    buy_id: queryId().optional(),
    sup_id: queryId().optional(),
    status: z.enum(RECEIVABLE_STATUSES, { error: msg('invalid') }).optional(),
    /** Only the history statuses (spec §4: every status but the first three). */
    history: z.enum(['true', 'false'], { error: msg('invalid') }).optional(),
    /** Only the open ones (not settled, collected or deleted: CLOSED_RECEIVABLE_STATUSES), as the supplier's home counts them. */
    open: z.enum(['true', 'false'], { error: msg('invalid') }).optional(),
    due_from: isoDate().optional(),
    due_to: isoDate().optional(),
    ar_amount_from: coercedVnd().optional(),
    ar_amount_to: coercedVnd().optional(),
  },
  RECEIVABLE_SORT_COLUMNS,
);
export type ReceivableListQuery = z.infer<typeof receivableListQuery>;
export const receivableListResponse = pagedResponse(receivableItem);

export const receivableDetailResponse = z.object({
  data: receivableItem,
  history: z.array(historyEntry),
  actions: z.array(z.enum(RECEIVABLE_ACTIONS)),
});
export type ReceivableDetail = z.infer<typeof receivableDetailResponse>;
export const receivableSaveResponse = z.object({ data: receivableItem });

/** A refusal names its reason (spec §5 "Reason required for rejection"; deletion likewise). */
export const reasonBody = z.strictObject({ reason: requiredText(1000) });
export type ReasonBody = z.infer<typeof reasonBody>;

/** A problem of a receivable form: the field it is shown on and the catalogue error. */
export type ReceivableFormProblem = {
  field: keyof ReceivableForm;
  code:
    | 'AR_OVER_INVOICE'
    | 'AR_FIRST_PAYMENT_NOT_BELOW_AR'
    | 'AR_DUE_PAYMENT_OVER_AR'
    | 'AR_MATURITY_BEFORE_INVOICE'
    | 'AR_FIRST_PAYMENT_DATE_REQUIRED'
    | 'AR_FIRST_PAYMENT_NOT_BEFORE_DUE_PAYMENT';
};

/** Buyers the supplier trades with, for the form's buyer picker. */
export const tradingBuyersResponse = z.object({
  data: z.array(
    z.object({ id: z.number().int(), code: z.string(), name: z.string(), mst: z.string().nullable() }),
  ),
});

/** GET /supplier/ar-review: the supplier's receivables by status (count and AR total). */
export const arReviewResponse = z.object({
  data: z.array(
    z.object({ status: z.enum(RECEIVABLE_STATUSES), count: z.number().int(), ar_amount: z.number().int() }),
  ),
});

/** The supplier statistics' filters (spec §7 "Supplier statistics"). */
export const statFilters = {
  buy_id: id().optional(),
  status: z.enum(RECEIVABLE_STATUSES, { error: msg('invalid') }).optional(),
  from_date: isoDate().optional(),
  to_date: isoDate().optional(),
  maturity_date: isoDate().optional(),
  ...amountRange,
};
export const statBody = pagedBody(statFilters, RECEIVABLE_SORT_COLUMNS);
export type StatBody = z.infer<typeof statBody>;

export const summaryArHisResponse = z.object({
  data: z.array(
    z.object({
      status: z.enum(RECEIVABLE_STATUSES),
      count: z.number().int(),
      ar_amount: z.number().int(),
      due_payment: z.number().int(),
    }),
  ),
});

/** One group of a maturity or overdue summary: a due date (maturity) or a buyer (overdue). */
export const arGroup = z.object({
  key: z.string(),
  maturity_date: z.string().nullable(),
  buy_id: z.number().int().nullable(),
  buy_name: z.string().nullable(),
  count: z.number().int(),
  ar_amount: z.number().int(),
  due_payment: z.number().int(),
  /** Overdue: the most days past due in the group. */
  max_days: z.number().int(),
});
export type ArGroup = z.infer<typeof arGroup>;
export const arGroupListResponse = pagedResponse(arGroup);
/** The maturity summary's groups: a due date's receivables. */
export const MATURITY_GROUP_COLUMNS = listColumns<ArGroup>()([
  { key: 'maturity_date', label: 'receivables.fields.maturity_date', kind: 'date', sort: true },
  { key: 'count', label: 'receivables.summary.count', sort: true },
  { key: 'ar_amount', label: 'receivables.fields.ar_amount', kind: 'money', sort: true },
  { key: 'due_payment', label: 'receivables.fields.due_payment', kind: 'money', sort: true },
]);
/** The overdue summary's groups: a buyer's late receivables, the latest one's days past due. */
export const OVERDUE_GROUP_COLUMNS = listColumns<ArGroup>()([
  { key: 'buy_name', label: 'receivables.fields.buy_name', sort: true },
  { key: 'count', label: 'receivables.summary.count', sort: true },
  { key: 'ar_amount', label: 'receivables.fields.ar_amount', kind: 'money', sort: true },
  { key: 'due_payment', label: 'receivables.fields.due_payment', kind: 'money', sort: true },
  { key: 'max_days', label: 'receivables.summary.maxDays', sort: true },
]);
/** A summary's groups sort on their own figures, not on a receivable's columns. */
export const AR_GROUP_SORT_COLUMNS = [
  'maturity_date',
  'buy_name',
  'count',
  'ar_amount',
  'due_payment',
  'max_days',
] as const satisfies readonly (keyof z.infer<typeof arGroup>)[];
export const arGroupBody = pagedBody(statFilters, AR_GROUP_SORT_COLUMNS);
export type ArGroupBody = z.infer<typeof arGroupBody>;

// Debt-confirmation letters (spec §4): the supplier asks a buyer to confirm what it owes.

export const debtConfirmationForm = z.strictObject({
  buy_id: id(),
  ar_ids: z
    .array(id(), { error: msg('required') })
    .min(1, { error: msg('required') })
    .max(500, { error: msg('max_value', { max: 500 }) }),
  note: optionalText(1000),
});
export type DebtConfirmationForm = z.infer<typeof debtConfirmationForm>;

export const debtConfirmationItem = z.object({
  id: z.number().int(),
  ent_id: z.number().int(),
  sup_name: z.string(),
  buy_id: z.number().int(),
  buy_name: z.string(),
  letter_no: z.string(),
  ar_count: z.number().int(),
  total_ar_amount: z.number().int(),
  total_due_payment: z.number().int(),
  note: z.string().nullable(),
  reason: z.string().nullable(),
  signed_file_id: z.number().int().nullable(),
  status: z.enum(DEBT_CONFIRMATION_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DebtConfirmationItem = z.infer<typeof debtConfirmationItem>;

/** The letter lists' columns (the supplier's letters, the buyer's notifications): the union of both sides. */
export const DEBT_CONFIRMATION_COLUMNS = listColumns<DebtConfirmationItem>()([
  { key: 'letter_no', label: 'receivables.letters.letter_no', sort: true },
  { key: 'sup_name', label: 'receivables.fields.sup_name' },
  { key: 'buy_name', label: 'receivables.fields.buy_name' },
  { key: 'ar_count', label: 'receivables.letters.ar_count' },
  { key: 'total_ar_amount', label: 'receivables.letters.total_ar_amount', kind: 'money', sort: true },
  {
    key: 'status',
    label: 'receivables.fields.status',
    sort: true,
    statuses: DEBT_CONFIRMATION_STATUS_LABELS,
  },
  { key: 'updated_at', label: 'receivables.fields.updated_at', kind: 'dateTime', sort: true },
]);
export const DEBT_CONFIRMATION_SORT_COLUMNS = sortColumnsOf(DEBT_CONFIRMATION_COLUMNS, ['id']);

export const debtConfirmationListBody = pagedBody(
  {
    keyword: z.string().trim().max(120).optional(),
    status: z.enum(DEBT_CONFIRMATION_STATUSES, { error: msg('invalid') }).optional(),
    buy_id: id().optional(),
  },
  DEBT_CONFIRMATION_SORT_COLUMNS,
);
export type DebtConfirmationListBody = z.infer<typeof debtConfirmationListBody>;
export const debtConfirmationListResponse = pagedResponse(debtConfirmationItem);

export const debtConfirmationDetailResponse = z.object({
  data: debtConfirmationItem,
  receivables: z.array(receivableItem),
  history: z.array(historyEntry),
  actions: z.array(z.enum(DEBT_CONFIRMATION_ACTIONS)),
});
export type DebtConfirmationDetail = z.infer<typeof debtConfirmationDetailResponse>;
export const debtConfirmationSaveResponse = z.object({ data: debtConfirmationItem });

/** POST /buy/notifications/ar-details: the receivables of one letter, paged. */
export const arDetailsBody = pagedBody({ id: id() }, RECEIVABLE_SORT_COLUMNS);
export type ArDetailsBody = z.infer<typeof arDetailsBody>;

/** A letter named in the body (the spec's own sign and reject calls carry the id so, not in the path). */
export const letterIdBody = z.strictObject({ id: recordId() });
export const letterReasonBody = z.strictObject({ id: recordId(), reason: requiredText(1000) });
/** The individual signing flow (entity types 6 and 7, spec §5): the OTP sent for this letter. */
export const otpBody = z.strictObject({
  id: recordId(),
  otp: z.string().regex(/^\d{6}$/, { error: msg('invalid') }),
});
/** The multipart text field of the company's signing call. */
export const letterSignFields = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { error: msg('record_id') })
    .transform(Number),
});

/** POST /buy/notifications/supplier-eligible: the suppliers on the buyer's list, with their open receivables. */
export const supplierEligibleItem = z.object({
  sup_id: z.number().int(),
  sup_name: z.string(),
  sup_mst: z.string().nullable(),
  open_count: z.number().int(),
  open_ar_amount: z.number().int(),
});
/** The buyer's eligible suppliers with their open receivables. */
export const SUPPLIER_ELIGIBLE_COLUMNS = listColumns<z.infer<typeof supplierEligibleItem>>()([
  { key: 'sup_name', label: 'receivables.fields.sup_name', sort: true },
  { key: 'sup_mst', label: 'receivables.notifications.sup_mst' },
  { key: 'open_count', label: 'receivables.notifications.open_count' },
  { key: 'open_ar_amount', label: 'receivables.notifications.open_ar_amount', kind: 'money' },
]);
export const supplierEligibleBody = pagedBody(
  { keyword: z.string().trim().max(120).optional() },
  sortColumnsOf(SUPPLIER_ELIGIBLE_COLUMNS),
);
export type SupplierEligibleBody = z.infer<typeof supplierEligibleBody>;
export const supplierEligibleResponse = pagedResponse(supplierEligibleItem);

export { idParam } from './params.ts';

/**
 * The rules of spec §5 on a receivable form, each on the field the user corrects: AR amount at
 * most the invoice amount, the buyer's first payment below the AR amount, the due payment at most
 * the AR amount (receivableProblems), the buyer's first payment (the supplier's collection) dated
 * before the due-date payment, and ours: the due date not before the invoice date, a first
 * payment dated when there is one.
 */
export function receivableFormProblems(f: ReceivableForm): ReceivableFormProblem[] {
  const term_days = f.maturity_date >= f.inv_date ? daysBetween(f.inv_date, f.maturity_date) : 0;
  const out: ReceivableFormProblem[] = receivableProblems({ ...f, term_days }).flatMap((p) => {
    const mapped = MONEY_PROBLEMS[p];
    return mapped ? [mapped] : [];
  });
  if (f.maturity_date < f.inv_date) out.push({ field: 'maturity_date', code: 'AR_MATURITY_BEFORE_INVOICE' });
  if (f.buyer_first_payment > 0 && !f.buyer_first_payment_date)
    out.push({ field: 'buyer_first_payment_date', code: 'AR_FIRST_PAYMENT_DATE_REQUIRED' });
  // Spec §5: "collection date must be before the buyer's due-date payment date" (docs/decisions.md).
  if (f.buyer_first_payment_date && f.due_payment_date && f.buyer_first_payment_date >= f.due_payment_date)
    out.push({ field: 'buyer_first_payment_date', code: 'AR_FIRST_PAYMENT_NOT_BEFORE_DUE_PAYMENT' });
  return out;
}

const MONEY_PROBLEMS: Partial<Record<ReceivableProblem, ReceivableFormProblem>> = {
  AR_OVER_INVOICE: { field: 'ar_amount', code: 'AR_OVER_INVOICE' },
  FIRST_PAYMENT_NOT_BELOW_AR: { field: 'buyer_first_payment', code: 'AR_FIRST_PAYMENT_NOT_BELOW_AR' },
  DUE_PAYMENT_OVER_AR: { field: 'due_payment', code: 'AR_DUE_PAYMENT_OVER_AR' },
};
