import { z } from 'zod';
import { text } from '../text.ts';
import { msg, reason, recordIdParam, vnd } from '../validation.ts';
import { pagedBody, pagedResponse } from './paging.ts';

// Eligibility of a buyer's suppliers (spec §3 "Eligibility criteria per buyer with buyer and
// funder filters", §7 Credit buyer and Buyer credit self-setup).

const id = () =>
  z
    .number({ error: msg('integer') })
    .int({ error: msg('integer') })
    .min(1)
    .max(2_147_483_647);
/** An unset bound: absent, null or an emptied box ('') — so the form does not mark it required. */
const unset = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), s.nullable());
const optionalVnd = () => unset(vnd());
const optionalCount = () =>
  unset(
    z
      .number({ error: msg('integer') })
      .int({ error: msg('integer') })
      .min(1, { error: msg('min_one') })
      .max(100_000, { error: msg('max_value', { max: 100_000 }) }),
  );

/** The criteria, each bound optional (spec §5 "range rules skip an unset bound"). */
export const CRITERIA_FIELDS = [
  'ar_term_min',
  'ar_term_max',
  'ar_value_min',
  'ar_value_max',
  'supplier_lifetime_min',
  'trading_frequency_min',
  'trading_volume_min',
  'supplier_limit_min',
  'supplier_limit_max',
] as const;
export type CriteriaField = (typeof CRITERIA_FIELDS)[number];

const criteriaShape = {
  /** AR term in days. */
  ar_term_min: optionalCount(),
  ar_term_max: optionalCount(),
  /** AR value, integer VND. */
  ar_value_min: optionalVnd(),
  ar_value_max: optionalVnd(),
  /** How long the supplier has been registered, in months. */
  supplier_lifetime_min: optionalCount(),
  /** Purchases from the supplier per year, and their yearly value in VND. */
  trading_frequency_min: optionalCount(),
  trading_volume_min: optionalVnd(),
  /** The supplier's total limit, integer VND. */
  supplier_limit_min: optionalVnd(),
  supplier_limit_max: optionalVnd(),
};

const PAIRS = [
  ['ar_term_min', 'ar_term_max'],
  ['ar_value_min', 'ar_value_max'],
  ['supplier_limit_min', 'supplier_limit_max'],
] as const;

/** Spec §5: the minimum less than the maximum (value, AR term, AR amount, supplier limit). */
function minBelowMax<T extends Record<string, unknown>>(v: T, ctx: z.RefinementCtx) {
  for (const [lo, hi] of PAIRS) {
    const a = v[lo] as number | null;
    const b = v[hi] as number | null;
    if (a != null && b != null && !(a < b))
      ctx.addIssue({ code: 'custom', path: [hi], message: msg('min_below_max') });
  }
}

export const criteriaForm = z.strictObject(criteriaShape).superRefine(minBelowMax);
export type CriteriaForm = z.infer<typeof criteriaForm>;
export const funderCriteriaForm = z.strictObject({ buy_id: id(), ...criteriaShape }).superRefine(minBelowMax);

export const criteria = z.object(
  Object.fromEntries(CRITERIA_FIELDS.map((f) => [f, z.number().nullable()])) as Record<
    CriteriaField,
    z.ZodNullable<z.ZodNumber>
  >,
);
export type Criteria = z.infer<typeof criteria>;

export const eligibilitySetting = z.object({
  buy_id: z.number().int(),
  buyer_name: z.string(),
  /** The funder's filter and the buyer's own; null when that side has set none. */
  funder: criteria.nullable(),
  buyer: criteria.nullable(),
  /** What suppliers are checked against: the stricter bound of the two sides. */
  effective: criteria,
});
export const eligibilityResponse = z.object({ data: eligibilitySetting });
export type EligibilitySetting = z.infer<typeof eligibilitySetting>;

export const SUPPLIER_ELIGIBILITY = ['ELIGIBLE', 'INELIGIBLE', 'BLACKLISTED'] as const;
export type SupplierEligibility = (typeof SUPPLIER_ELIGIBILITY)[number];
export const SUPPLIER_ELIGIBILITY_LABELS = {
  ELIGIBLE: { label: text('Đủ điều kiện', 'Eligible'), tone: 'success' },
  INELIGIBLE: { label: text('Không đủ điều kiện', 'Ineligible'), tone: 'warning' },
  BLACKLISTED: { label: text('Danh sách đen', 'Blacklisted'), tone: 'error' },
} as const;

/** The supplier facts a criterion is checked on. */
export const CHECKS = [
  'selected',
  'supplier_lifetime',
  'trading_frequency',
  'trading_volume',
  'supplier_limit',
] as const;
export type CheckKey = (typeof CHECKS)[number];

export const eligibilityCheck = z.object({
  key: z.enum(CHECKS),
  min: z.number().nullable(),
  max: z.number().nullable(),
  value: z.number().nullable(),
  passed: z.boolean(),
});
export type EligibilityCheck = z.infer<typeof eligibilityCheck>;

export const supplierEligibilityItem = z.object({
  /** The buyer's supplier entry. */
  id: z.number().int(),
  buy_id: z.number().int(),
  sup_id: z.number().int(),
  sup_name: z.string(),
  sup_mst: z.string().nullable(),
  selected: z.boolean(),
  trading_frequency: z.number().nullable(),
  trading_volume: z.number().nullable(),
  blacklisted: z.boolean(),
  blacklist_reason: z.string().nullable(),
  status: z.enum(SUPPLIER_ELIGIBILITY),
  checks: z.array(eligibilityCheck),
});
export type SupplierEligibilityItem = z.infer<typeof supplierEligibilityItem>;

export const supplierEligibilityListBody = pagedBody(
  { buy_id: id(), keyword: z.string().trim().max(100).optional() },
  ['sup_name', 'sup_mst'],
);
export const supplierEligibilityListResponse = pagedResponse(supplierEligibilityItem);

export const synthesis = z.object({
  buy_id: z.number().int(),
  buyer_name: z.string(),
  effective: criteria,
  total: z.number().int(),
  eligible: z.number().int(),
  ineligible: z.number().int(),
  blacklisted: z.number().int(),
  suppliers: z.array(supplierEligibilityItem),
});
export const synthesisResponse = z.object({ data: synthesis });
export type Synthesis = z.infer<typeof synthesis>;

export const handleEligibleResponse = z.object({ data: supplierEligibilityItem });

/** Receivables of a supplier with a buyer (spec §7 supplier-ars). */
export const supplierArsBody = pagedBody({ buy_id: id(), sup_id: id().optional() }, ['ar_date']);
export const supplierArsResponse = pagedResponse(z.record(z.string(), z.unknown()));

/** The buyer picks a supplier it buys from, declaring its yearly purchases from it. */
export const supplierSelectedForm = z.strictObject({
  sup_id: id(),
  trading_frequency: optionalCount(),
  trading_volume: optionalVnd(),
});
export const supplierUnselectedForm = z.strictObject({ sup_id: id() });
export const blacklistForm = z
  .strictObject({
    buy_id: id(),
    sup_id: id(),
    blacklisted: z.boolean({ error: msg('invalid') }),
    reason: reason().nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.blacklisted && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: msg('required') });
  });

export const supplierEntryResponse = z.object({ data: supplierEligibilityItem });
export const saveCriteriaResponse = eligibilityResponse;

export const recordIdParams = {
  id: z.strictObject({ id: recordIdParam() }),
  /** The buyer's own supplier entry (the buyer side names entries, so another buyer's is 404). */
  entry: z.strictObject({ entry_id: recordIdParam() }),
  buyerSupplier: z.strictObject({ buy_id: recordIdParam(), sup_id: recordIdParam() }),
};
