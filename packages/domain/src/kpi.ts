import { Dec, type RateInput, toVnd, type Vnd } from './money.ts';

/**
 * CRM and appraisal KPI (spec §3 "KPI: name, level, applied term, start and closing month, target
 * proportions, commission rates"; §5), docs/finance.md §14.
 */

/** A month as the KPI screens and the API write it: yyyy-mm. */
export type Month = string;
export const MONTH_RE = /^(19|[2-9]\d)\d{2}-(0[1-9]|1[0-2])$/;

/** Who a KPI is set for: the staff levels §6 follows (CRM in effective management, CA in profile). */
export const KPI_LEVELS = ['CRM_SENIOR', 'CRM', 'CA_MANAGER', 'CA_SENIOR', 'CREDIT_OFFICER'] as const;
export type KpiLevel = (typeof KPI_LEVELS)[number];
export const CRM_KPI_LEVELS: readonly KpiLevel[] = ['CRM_SENIOR', 'CRM'];

/** The applied term: how long one target runs (decision 0101); the target is followed month by month. */
export const KPI_TERMS = { MONTHLY: 1, QUARTERLY: 3, YEARLY: 12 } as const;
export type KpiTerm = keyof typeof KPI_TERMS;

/**
 * One band of the target proportions: achievement from `from` % (included) to `to` % (excluded;
 * null is open-ended) earns `rate` % of the revenue booked.
 */
export interface KpiTier {
  from: number;
  to: number | null;
  rate: number;
}

/** The month after (or `n` after) `m`. */
export function addMonth(m: Month, n = 1): Month {
  const [y, mo] = m.split('-').map(Number) as [number, number];
  const i = y * 12 + (mo - 1) + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

/** Months from `from` to `to`, both included (empty when `to` is before `from`). */
export function monthsFrom(from: Month, to: Month): Month[] {
  const out: Month[] = [];
  for (let m = from; m <= to; m = addMonth(m)) out.push(m);
  return out;
}

/** Two month ranges share a month (the apply times of §5 must not). */
export function monthsOverlap(a: { start: Month; close: Month }, b: { start: Month; close: Month }): boolean {
  return a.start <= b.close && b.start <= a.close;
}

/** The first pair of bands sharing an achievement (§5 "KPI target ranges must not overlap"), by index. */
export function overlappingTier(tiers: readonly KpiTier[]): number | undefined {
  const sorted = tiers.map((t, i) => ({ ...t, i })).sort((a, b) => a.from - b.from);
  for (let k = 1; k < sorted.length; k += 1) {
    const prev = sorted[k - 1]!;
    if (prev.to === null || prev.to > sorted[k]!.from) return sorted[k]!.i;
  }
  return undefined;
}

/** The target of one month: the term's target spread evenly over its months, rounded to the đồng. */
export function monthlyTarget(target: Vnd, term: KpiTerm): Vnd {
  return toVnd(new Dec(target).dividedBy(KPI_TERMS[term]));
}

/** Achievement in % of the target, 2 decimals (half up); 0 without a target. */
export function achievement(actual: Vnd, target: Vnd): number {
  if (target <= 0) return 0;
  return new Dec(actual).times(100).dividedBy(target).toDecimalPlaces(2).toNumber();
}

/** The commission rate of the band the achievement falls in; 0 below every band. */
export function tierRate(tiers: readonly KpiTier[], achieved: number): number {
  const band = tiers.find((t) => achieved >= t.from && (t.to === null || achieved < t.to));
  return band?.rate ?? 0;
}

export interface KpiResult {
  target: Vnd;
  actual: Vnd;
  booked: Vnd;
  achievement: number;
  rate: number;
  commission: Vnd;
}

/**
 * One month of one staff member: achievement = actual / monthly target, the band's rate, and the
 * commission round(booked × rate / 100) on the revenue booked from the trades counted.
 */
export function kpiMonth(o: {
  target: Vnd;
  term: KpiTerm;
  tiers: readonly KpiTier[];
  actual: Vnd;
  booked: Vnd;
}): KpiResult {
  const target = monthlyTarget(o.target, o.term);
  const achieved = achievement(o.actual, target);
  const rate = tierRate(o.tiers, achieved);
  return {
    target,
    actual: o.actual,
    booked: o.booked,
    achievement: achieved,
    rate,
    commission: commissionOf(o.booked, rate),
  };
}

/** round(booked × rate / 100), nothing on nothing booked. */
export function commissionOf(booked: Vnd, rate: RateInput): Vnd {
  if (booked <= 0) return 0;
  return toVnd(new Dec(booked).times(rate).dividedBy(100));
}

/** A setting's status for the business month: not yet applied, applied, expired (spec §4). */
export function kpiStatusIn(o: { start: Month; close: Month }, month: Month): 0 | 1 | 2 {
  if (month > o.close) return 2;
  return month >= o.start ? 1 : 0;
}
