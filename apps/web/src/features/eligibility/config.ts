import type { CheckKey, CriteriaForm, SupplierEligibility } from '@arflow/domain/api/eligibility';
import { CHECKS, SUPPLIER_ELIGIBILITY } from '@arflow/domain/api/eligibility';
import type { FieldConfig } from '../../shared/forms/SchemaForm.tsx';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { textKeys } from '../../shared/text-keys.ts';

/** A whole-number bound, its unit (days, months, times a year) shown after the box. */
const counted = <Label extends TextKey>(label: Label, suffix: TextKey) =>
  ({ label, kind: 'integer', span: 6, suffix }) as const;

/** The eligibility criteria (spec §3), each bound optional; min < max checked by the domain schema. */
export const CRITERIA_FIELDS = {
  ar_term_min: counted('eligibility.criteria.ar_term_min', 'eligibility.units.days'),
  ar_term_max: counted('eligibility.criteria.ar_term_max', 'eligibility.units.days'),
  ar_value_min: { label: 'eligibility.criteria.ar_value_min', kind: 'money', span: 6 },
  ar_value_max: { label: 'eligibility.criteria.ar_value_max', kind: 'money', span: 6 },
  supplier_lifetime_min: counted('eligibility.criteria.supplier_lifetime_min', 'eligibility.units.months'),
  trading_frequency_min: counted('eligibility.criteria.trading_frequency_min', 'eligibility.units.perYear'),
  trading_volume_min: { label: 'eligibility.criteria.trading_volume_min', kind: 'money', span: 6 },
  supplier_limit_min: { label: 'eligibility.criteria.supplier_limit_min', kind: 'money', span: 6 },
  supplier_limit_max: { label: 'eligibility.criteria.supplier_limit_max', kind: 'money', span: 6 },
} as const satisfies FieldConfig<CriteriaForm>;

/** The label of each supplier check and of each list (typed lookup tables, no computed keys). */
export const CHECK_LABELS = textKeys('eligibility.checks', CHECKS) satisfies Record<CheckKey, string>;

export const LIST_LABELS = textKeys('eligibility.lists', SUPPLIER_ELIGIBILITY) satisfies Record<
  SupplierEligibility,
  string
>;
