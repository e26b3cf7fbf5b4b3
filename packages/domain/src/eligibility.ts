import type {
  CheckKey,
  Criteria,
  CriteriaField,
  EligibilityCheck,
  SupplierEligibility,
} from './api/eligibility.ts';
import { CRITERIA_FIELDS } from './api/eligibility.ts';
import { addMonths, compareIso, type IsoDate } from './dates.ts';

/**
 * The criteria a supplier is checked against: for each bound, the stricter of the funder's and
 * the buyer's filter (the higher minimum, the lower maximum); an unset bound on one side leaves
 * the other's (spec §5 "range rules skip an unset bound").
 *
 * Example: funder supplier_limit_min 100,000,000 and buyer 200,000,000 → 200,000,000; funder
 * supplier_limit_max 5,000,000,000 and buyer unset → 5,000,000,000.
 */
export function effectiveCriteria(funder: Criteria | null, buyer: Criteria | null): Criteria {
  const out = {} as Record<CriteriaField, number | null>;
  for (const f of CRITERIA_FIELDS) {
    const values = [funder?.[f], buyer?.[f]].filter((v): v is number => v != null);
    out[f] = values.length === 0 ? null : f.endsWith('_max') ? Math.min(...values) : Math.max(...values);
  }
  return out;
}

/**
 * Whole months elapsed from `from` to `to` (ISO dates): the most n with addMonths(from, n) <= to.
 * A month counted from a day the target month lacks ends on that month's last day (Civil Code
 * 2015 art. 148(3), the rule `addMonths` keeps), so 2024-01-31 → 2024-02-29 is 1 month, as is
 * 2026-01-31 → 2026-02-28; 2024-01-31 → 2024-03-30 is 1, → 2024-03-31 is 2.
 */
export function monthsBetween(from: IsoDate, to: IsoDate): number {
  const [y1, m1] = from.split('-').map(Number) as [number, number];
  const [y2, m2] = to.split('-').map(Number) as [number, number];
  const months = (y2 - y1) * 12 + (m2 - m1);
  // addMonths(from, months) falls in to's month: it has elapsed unless it is later in that month.
  return compareIso(addMonths(from, months), to) > 0 ? months - 1 : months;
}

/** What is known of a supplier on a buyer's list. */
export interface SupplierFacts {
  selected: boolean;
  blacklisted: boolean;
  /** Months since the supplier's first registration; null when unknown. */
  lifetime_months: number | null;
  trading_frequency: number | null;
  trading_volume: number | null;
  /** The supplier's total limit (VND); null when none is set. */
  total_limit: number | null;
}

function check(
  key: CheckKey,
  value: number | null,
  min: number | null,
  max: number | null,
): EligibilityCheck {
  // An unknown value fails a bound that is set: the criterion cannot be shown to hold.
  const passed =
    (min == null || (value != null && value >= min)) && (max == null || (value != null && value <= max));
  return { key, min, max, value, passed };
}

/**
 * A supplier's eligibility with a buyer: blacklisted wins; otherwise eligible when the buyer
 * picked it and every supplier criterion holds. AR term and value bound each receivable, not the
 * supplier, so they are not checked here.
 */
export function evaluateEligibility(
  c: Criteria,
  f: SupplierFacts,
): { status: SupplierEligibility; checks: EligibilityCheck[] } {
  const checks = [
    { key: 'selected' as const, min: null, max: null, value: f.selected ? 1 : 0, passed: f.selected },
    check('supplier_lifetime', f.lifetime_months, c.supplier_lifetime_min, null),
    check('trading_frequency', f.trading_frequency, c.trading_frequency_min, null),
    check('trading_volume', f.trading_volume, c.trading_volume_min, null),
    check('supplier_limit', f.total_limit, c.supplier_limit_min, c.supplier_limit_max),
  ];
  if (f.blacklisted) return { status: 'BLACKLISTED', checks };
  return { status: checks.every((x) => x.passed) ? 'ELIGIBLE' : 'INELIGIBLE', checks };
}
