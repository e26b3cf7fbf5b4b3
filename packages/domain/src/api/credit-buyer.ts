import { z } from 'zod';
import { CONTRACT_TYPES } from '../contract-types.ts';
import { isIsoDate } from '../dates.ts';
import { BUYER_MATURITY_STATUSES } from '../statuses/buyer-maturity.ts';
import { BUYER_CREDIT_SETUP_STATUS_LABELS, BUYER_CREDIT_SETUP_STATUSES } from '../statuses/credit.ts';
import {
  checkMinBelowMax,
  isoDate,
  latePaymentRateInput,
  MAX_RECORD_ID,
  msg,
  optionalText,
  penalDailyRateInput,
  rateInput,
  reason,
  recordIdParam,
  vnd,
} from '../validation.ts';
import { BUYER_CREDIT_SETUP_ACTIONS } from '../workflows/buyer-credit.ts';
import { BUYER_MATURITY_ACTIONS } from '../workflows/buyer-maturity.ts';
import { historyEntry } from './history.ts';
import { listColumns, pagedBody, pagedResponse, sortColumnsOf } from './paging.ts';

/**
 * Buyer credit setup (spec §3 "Buyer credit setup", §5 range rules, §7 "Credit buyer (funder
 * side)"). One schema serves the server's route and the portal's form; only "expiry today or
 * later" needs the business date, so the form builds it with `creditSetupForm(today)` and the
 * server checks the same rule with its clock (`expiryProblem`).
 */

/** A whole number between bounds (days, months, counts). */
const whole = (min: number, max: number) =>
  z
    .number({ error: msg('numeric') })
    .int({ error: msg('integer') })
    .min(min, { error: msg('min_value', { min }) })
    .max(max, { error: msg('max_value', { max }) });
/** A record id in a JSON body (the same range as a path id). */
const bodyId = () =>
  z
    .number({ error: msg('required') })
    .int({ error: msg('record_id') })
    .min(1, { error: msg('record_id') })
    .max(MAX_RECORD_ID, { error: msg('record_id') });
/** A bound that may be left unset (spec §5: range rules skip an unset bound). */
const unset = <T extends z.ZodType>(s: T) => s.nullish().transform((v) => v ?? null);

export const TRANSACTION_STRUCTURES = [1, 2] as const;
export type TransactionStructure = (typeof TRANSACTION_STRUCTURES)[number];
const transactionStructure = () =>
  z.union([z.literal(1), z.literal(2)], { error: msg('invalid') }) as z.ZodType<TransactionStructure>;

/** Every field of spec §3 "Buyer credit setup", in the API's snake_case. Money in VND, rates in %/year. */
export const creditSetupShape = {
  credit_limit: vnd(),
  credit_rate: rateInput(),
  funding_limit: vnd(),
  guarantee_limit: vnd(),
  platform_rate: rateInput(),
  interest_rate: rateInput(),
  expiry_date: isoDate(),
  transaction_structure: transactionStructure(),
  bank_loan_interest: rateInput(),
  guarantee_fee: rateInput(),
  standard_limit: vnd(),
  early_payment_limit: vnd(),
  max_funding_ratio: rateInput(),
  validity_months: whole(1, 120),
  ar_term_min: unset(whole(1, 3650)),
  ar_term_max: unset(whole(1, 3650)),
  ar_value_min: unset(vnd()),
  ar_value_max: unset(vnd()),
  supplier_lifetime_months: unset(whole(0, 1200)),
  trading_frequency_min: unset(whole(0, 10_000)),
  trading_volume_min: unset(vnd()),
  supplier_limit_min: unset(vnd()),
  supplier_limit_max: unset(vnd()),
};
type SetupFields = { [K in keyof typeof creditSetupShape]: z.infer<(typeof creditSetupShape)[K]> };

/** The limits carved out of the buyer's credit limit: none may exceed it. */
export const LIMITS_WITHIN_CREDIT_LIMIT = [
  'funding_limit',
  'guarantee_limit',
  'standard_limit',
  'early_payment_limit',
  'supplier_limit_max',
] as const satisfies readonly (keyof SetupFields)[];

/** 'date_not_past' when the expiry is before the business date, else undefined (spec §5). */
export function expiryProblem(expiry: string, today: string): string | undefined {
  return isIsoDate(expiry) && expiry < today ? msg('date_not_past') : undefined;
}

/**
 * The cross-field rules (spec §5): min below max for AR term, AR value and supplier limit; the
 * limits carved out of the credit limit not above it; with `today`, expiry today or later.
 */
export function checkCreditSetup(ctx: z.RefinementCtx, v: SetupFields, today?: string): void {
  checkMinBelowMax(ctx, v.ar_term_min, v.ar_term_max, ['ar_term_max']);
  checkMinBelowMax(ctx, v.ar_value_min, v.ar_value_max, ['ar_value_max']);
  checkMinBelowMax(ctx, v.supplier_limit_min, v.supplier_limit_max, ['supplier_limit_max']);
  for (const key of LIMITS_WITHIN_CREDIT_LIMIT) {
    const value = v[key];
    if (value != null && value > v.credit_limit) {
      ctx.addIssue({ code: 'custom', path: [key], message: msg('max_value', { max: v.credit_limit }) });
    }
  }
  const expired = today === undefined ? undefined : expiryProblem(v.expiry_date, today);
  if (expired) ctx.addIssue({ code: 'custom', path: ['expiry_date'], message: expired });
}

/** The portal's form: the fields alone (the page adds the buyer); `today` checks the expiry. */
export const creditSetupForm = (today?: string) =>
  z.strictObject(creditSetupShape).superRefine((v, ctx) => checkCreditSetup(ctx, v, today));
export type CreditSetupForm = z.infer<ReturnType<typeof creditSetupForm>>;

/**
 * POST /credit-buyer/setup: a new version for `buyer_id` (PENDING), or with `id` a REJECTED
 * version corrected and proposed again.
 */
export const creditSetupBody = z
  .strictObject({ buyer_id: bodyId(), id: unset(bodyId()), ...creditSetupShape })
  .superRefine((v, ctx) => checkCreditSetup(ctx, v));
export type CreditSetupBody = z.infer<typeof creditSetupBody>;

/** POST /credit-buyer/buyer/adjust: a new version copying the one in force with new limits. */
export const creditAdjustBody = z
  .strictObject({
    buyer_id: bodyId(),
    credit_limit: vnd(),
    standard_limit: vnd(),
    early_payment_limit: vnd(),
    reason: reason(),
  })
  .superRefine((v, ctx) => {
    for (const key of ['standard_limit', 'early_payment_limit'] as const) {
      if (v[key] > v.credit_limit) {
        ctx.addIssue({ code: 'custom', path: [key], message: msg('max_value', { max: v.credit_limit }) });
      }
    }
  });
export type CreditAdjustBody = z.infer<typeof creditAdjustBody>;

/** A limit as the domain's limit functions see it, with what is left (limits.ts `available`). */
export const limitView = z.object({
  total: z.number().int(),
  used: z.number().int(),
  available: z.number().int(),
});
export type LimitView = z.infer<typeof limitView>;

export const creditSetupItem = z.object({
  id: z.number().int(),
  /** The buyer the setup is for: its owner. */
  ent_id: z.number().int(),
  ent_code: z.string(),
  ent_name: z.string(),
  version: z.number().int(),
  credit_limit: z.number().int(),
  credit_rate: z.number(),
  funding_limit: z.number().int(),
  guarantee_limit: z.number().int(),
  platform_rate: z.number(),
  interest_rate: z.number(),
  expiry_date: z.string(),
  transaction_structure: z.number().int(),
  bank_loan_interest: z.number(),
  guarantee_fee: z.number(),
  standard_limit: z.number().int(),
  early_payment_limit: z.number().int(),
  max_funding_ratio: z.number(),
  validity_months: z.number().int(),
  ar_term_min: z.number().int().nullable(),
  ar_term_max: z.number().int().nullable(),
  ar_value_min: z.number().int().nullable(),
  ar_value_max: z.number().int().nullable(),
  supplier_lifetime_months: z.number().int().nullable(),
  trading_frequency_min: z.number().int().nullable(),
  trading_volume_min: z.number().int().nullable(),
  supplier_limit_min: z.number().int().nullable(),
  supplier_limit_max: z.number().int().nullable(),
  standard_used: z.number().int(),
  early_payment_used: z.number().int(),
  status: z.enum(BUYER_CREDIT_SETUP_STATUSES),
  proposed_by_name: z.string().nullable(),
  structure_confirmed_at: z.string().nullable(),
  activated_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CreditSetupItem = z.infer<typeof creditSetupItem>;

export const creditLimits = z.object({ standard: limitView, early_payment: limitView });
export type CreditLimits = z.infer<typeof creditLimits>;

/** GET /credit-buyer/limit-rate/view/{id}: one version, its limits, timeline and allowed actions. */
export const creditSetupDetailResponse = z.object({
  data: creditSetupItem,
  limits: creditLimits,
  history: z.array(historyEntry),
  actions: z.array(z.enum(BUYER_CREDIT_SETUP_ACTIONS)),
});
export type CreditSetupDetail = z.infer<typeof creditSetupDetailResponse>;

export const creditBuyerRef = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  mst: z.string().nullable(),
});

/**
 * A buyer's programme: the latest version (what is being worked on) and the one in force (the
 * latest ACTIVATED), with the limits in force.
 */
export const buyerProgrammeResponse = z.object({
  buyer: creditBuyerRef,
  latest: creditSetupItem.nullable(),
  active: creditSetupItem.nullable(),
  limits: creditLimits,
  /** What the caller may do with the latest version (a new proposal is always `setup`). */
  actions: z.array(z.enum(BUYER_CREDIT_SETUP_ACTIONS)),
  history: z.array(historyEntry),
});
export type BuyerProgramme = z.infer<typeof buyerProgrammeResponse>;

/** GET /credit-buyer/limit-rate/data-update/{id}: the values a form starts from. */
export const creditDataUpdateResponse = z.object({
  buyer: creditBuyerRef,
  /** The version the values come from (null: a first proposal, blank form). */
  source_id: z.number().int().nullable(),
  data: z.object(Object.fromEntries(Object.keys(creditSetupShape).map((k) => [k, z.unknown()]))).nullable(),
});

/** GET /credit-buyer/limit-rate/view: the funder's totals over the programmes in force. */
export const creditTotalsResponse = z.object({
  data: z.object({
    buyers: z.number().int(),
    credit_limit: z.number().int(),
    standard: limitView,
    early_payment: limitView,
    pending: z.number().int(),
  }),
});

// ---- The buyer credit list (POST /credit-buyer/list) -----------------------------------------

/** NONE: a buyer without any setup yet. */
export const CREDIT_LIST_STATUSES = [...BUYER_CREDIT_SETUP_STATUSES, 'NONE'] as const;

export const creditListItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  mst: z.string().nullable(),
  setup_id: z.number().int().nullable(),
  credit_status: z.enum(BUYER_CREDIT_SETUP_STATUSES).nullable(),
  credit_limit: z.number().int().nullable(),
  expiry_date: z.string().nullable(),
  assigned_ca_name: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type CreditListItem = z.infer<typeof creditListItem>;

/** The buyer credit list's columns: the screen, its sort and its Excel export. */
export const CREDIT_LIST_COLUMNS = listColumns<CreditListItem>()([
  { key: 'code', label: 'creditBuyer.list.code', sort: true },
  { key: 'name', label: 'creditBuyer.list.name', sort: true },
  { key: 'mst', label: 'creditBuyer.list.mst' },
  { key: 'credit_status', label: 'creditBuyer.list.status', statuses: BUYER_CREDIT_SETUP_STATUS_LABELS },
  { key: 'credit_limit', label: 'creditBuyer.fields.credit_limit', kind: 'money' },
  { key: 'expiry_date', label: 'creditBuyer.fields.expiry_date', kind: 'date' },
  { key: 'assigned_ca_name', label: 'creditBuyer.list.assigned' },
  { key: 'updated_at', label: 'creditBuyer.list.updated_at', kind: 'dateTime' },
]);
/** The sort keys: the sortable columns' and id. */
export const CREDIT_LIST_SORT_COLUMNS = sortColumnsOf(CREDIT_LIST_COLUMNS, ['id']);

export const creditListBody = pagedBody(
  {
    keyword: z.string().trim().max(120).optional(),
    status: z.enum(CREDIT_LIST_STATUSES, { error: msg('invalid') }).optional(),
    /** Only buyers with a programme in force (an activated version), whatever their latest version. */
    in_force: z.enum(['true'], { error: msg('invalid') }).optional(),
  },
  CREDIT_LIST_SORT_COLUMNS,
);
export type CreditListBody = z.infer<typeof creditListBody>;
export const creditListResponse = pagedResponse(creditListItem);

/** A buyer's credit versions (POST /credit-buyer/limit-rate/history): its file, its sort. */
export const CREDIT_VERSION_COLUMNS = listColumns<CreditSetupItem>()([
  { key: 'version', label: 'creditBuyer.list.version', sort: true },
  { key: 'status', label: 'creditBuyer.list.status', statuses: BUYER_CREDIT_SETUP_STATUS_LABELS },
  { key: 'credit_limit', label: 'creditBuyer.fields.credit_limit', kind: 'money' },
  { key: 'funding_limit', label: 'creditBuyer.fields.funding_limit', kind: 'money' },
  { key: 'guarantee_limit', label: 'creditBuyer.fields.guarantee_limit', kind: 'money' },
  { key: 'credit_rate', label: 'creditBuyer.fields.credit_rate', kind: 'rate' },
  { key: 'expiry_date', label: 'creditBuyer.fields.expiry_date', kind: 'date' },
  { key: 'proposed_by_name', label: 'creditBuyer.list.proposed_by' },
  { key: 'activated_at', label: 'creditBuyer.list.activated_at', kind: 'dateTime' },
]);

/** POST /credit-buyer/limit-rate/history: a buyer's versions, newest first. */
export const creditVersionsBody = pagedBody({ buyer_id: bodyId() }, ['id', 'version'] as const);
export const creditVersionsResponse = pagedResponse(creditSetupItem);

export const creditHistoryResponse = z.object({ data: z.array(historyEntry) });

// ---- Decisions ---------------------------------------------------------------------------------

/** POST /credit-buyer/rejected/: the version and the reason (spec §5 "Reason required for rejection"). */
export const creditRejectBody = z.strictObject({
  id: bodyId(),
  reason: reason(),
});
export const creditSetupSaveResponse = z.object({ data: creditSetupItem });

/** POST /credit-buyer/assign: the credit officer in charge of a buyer's credit. */
export const creditAssignBody = z.strictObject({
  buyer_id: bodyId(),
  user_id: bodyId(),
});
export const creditAssignResponse = z.object({
  data: z.object({ buyer_id: z.number().int(), user_id: z.number().int(), full_name: z.string() }),
});

/** POST /credit-buyer/upload (multipart): the version the files are attached to. */
export const creditUploadFields = z.strictObject({ setup_id: recordIdParam() });
export const creditUploadResponse = z.object({
  data: z.array(z.object({ id: z.number().int(), original_name: z.string(), size: z.number().int() })),
});

// ---- Debt and maturity -------------------------------------------------------------------------

/**
 * A buyer's debt terms (spec §9): the bad-debt transfer day N1, the late-payment rate as a
 * percentage of the discount rate (150 = 1.5×), the overdue type 1 and 2 penal rates per day.
 * The rates stop at the legal cap of 150 % of the agreed rate (docs/finance.md §4), the same
 * definitions the engine's rate kinds use, so the form cannot save a rate the engine refuses.
 */
export const debtSettingsShape = {
  grace_days: whole(0, 365),
  bad_debt_days: whole(1, 3650),
  late_payment_rate: latePaymentRateInput(),
  overdue_type1_rate: penalDailyRateInput(),
  overdue_type2_rate: penalDailyRateInput(),
};
export const debtSettingsForm = z.strictObject(debtSettingsShape).superRefine((v, ctx) => {
  checkMinBelowMax(ctx, v.grace_days, v.bad_debt_days, ['bad_debt_days']);
});
export type DebtSettingsForm = z.infer<typeof debtSettingsForm>;
export const debtSettingsBody = z
  .strictObject({ buyer_id: bodyId(), ...debtSettingsShape })
  .superRefine((v, ctx) => checkMinBelowMax(ctx, v.grace_days, v.bad_debt_days, ['bad_debt_days']));
export const debtSettingsItem = z.object({
  ent_id: z.number().int(),
  grace_days: z.number().int(),
  bad_debt_days: z.number().int(),
  late_payment_rate: z.number(),
  overdue_type1_rate: z.number(),
  overdue_type2_rate: z.number(),
  updated_at: z.string(),
});
export const debtSettingsResponse = z.object({
  data: debtSettingsItem.nullable(),
  history: z.array(historyEntry),
});

/** Term unit (spec §9): 1 months, 2 days. */
export const TERM_UNITS = [1, 2] as const;
export const maturityShape = {
  term_unit: z.union([z.literal(1), z.literal(2)], { error: msg('invalid') }) as z.ZodType<1 | 2>,
  payment_term: whole(1, 3650),
  max_extension: whole(0, 3650),
  note: optionalText(1000),
};
export const maturityForm = z.strictObject(maturityShape);
export type MaturityForm = z.infer<typeof maturityForm>;
export const maturitySetupBody = z.strictObject({
  buyer_id: bodyId(),
  ...maturityShape,
});
/** request-maturity and confirm-maturity name the version. */
export const maturityActionBody = z.strictObject({
  id: bodyId(),
});

export const supplierRateItem = z.object({
  sup_id: z.number().int(),
  sup_code: z.string(),
  sup_name: z.string(),
  sup_mst: z.string().nullable(),
  discount_rate: z.number(),
  max_payment_ratio: z.number(),
});
export type SupplierRateItem = z.infer<typeof supplierRateItem>;

export const maturityItem = z.object({
  id: z.number().int(),
  ent_id: z.number().int(),
  version: z.number().int(),
  term_unit: z.number().int(),
  payment_term: z.number().int(),
  max_extension: z.number().int(),
  note: z.string().nullable(),
  status: z.enum(BUYER_MATURITY_STATUSES),
  requested_by: z.number().int().nullable(),
  requested_by_name: z.string().nullable(),
  updated_at: z.string(),
});
export type MaturityItem = z.infer<typeof maturityItem>;

/** GET /credit-buyer/maturity/{id}: the buyer's latest version, the one in force, the actions. */
export const maturityResponse = z.object({
  latest: maturityItem.nullable(),
  confirmed: maturityItem.nullable(),
  actions: z.array(z.enum(BUYER_MATURITY_ACTIONS)),
  history: z.array(historyEntry),
});
export const maturitySaveResponse = z.object({ data: maturityItem });

/** GET /credit-buyer/maturity/{id}/supplier-rate-settings: rates of the latest and the confirmed version. */
export const supplierRatesResponse = z.object({
  maturity_id: z.number().int().nullable(),
  status: z.enum(BUYER_MATURITY_STATUSES).nullable(),
  data: z.array(supplierRateItem),
  confirmed: z.array(supplierRateItem),
});

/** POST /credit-buyer/maturity/{buyer_id}/request-supplier-rate-settings: the rates of the draft. */
export const supplierRatesBody = z.strictObject({
  settings: z
    .array(
      z.strictObject({
        sup_id: bodyId(),
        discount_rate: rateInput(),
        max_payment_ratio: rateInput(),
      }),
    )
    .max(500, { error: msg('max_value', { max: 500 }) })
    .superRefine((rows, ctx) => {
      const seen = new Set<number>();
      rows.forEach((r, i) => {
        if (seen.has(r.sup_id))
          ctx.addIssue({ code: 'custom', path: [i, 'sup_id'], message: msg('invalid') });
        seen.add(r.sup_id);
      });
    }),
});
export type SupplierRatesBody = z.infer<typeof supplierRatesBody>;

// ---- Buyer self-service ------------------------------------------------------------------------

/** GET /buyer/standard-limit and /buyer/early-payment-limit (also /corporate, /person). */
export const ownLimitResponse = z.object({ data: limitView });

/** GET /buy/buyer-credit/view: the buyer's programme in force (null before activation). */
export const ownProgrammeResponse = z.object({
  data: creditSetupItem.nullable(),
  limits: creditLimits,
});
export type OwnProgramme = z.infer<typeof ownProgrammeResponse>;

/** POST /buy/buyer-credit/confirm-structure: the buyer confirms the model of its programme. */
export const confirmStructureBody = z.strictObject({
  id: bodyId(),
  transaction_structure: transactionStructure(),
});

export { idParam } from './params.ts';
export const buyerIdParam = z.strictObject({ buyer_id: recordIdParam() });

/** GET /enterprise/contract-type?id=: the contracts a buyer's programme runs on. */
export const contractTypeQuery = z.strictObject({ id: recordIdParam() });
export const contractTypeResponse = z.object({
  transaction_structure: z.number().int().nullable(),
  data: z.array(
    z.object({
      code: z.enum(CONTRACT_TYPES),
      party: z.enum(['BUYER', 'SUPPLIER', 'PARTNER']),
      label: z.object({ vi: z.string(), en: z.string() }),
    }),
  ),
});
