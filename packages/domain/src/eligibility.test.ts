import { describe, expect, it } from 'vitest';
import { CRITERIA_FIELDS, type Criteria } from './api/eligibility.ts';
import { addDays, addMonths } from './dates.ts';
import { effectiveCriteria, evaluateEligibility, monthsBetween } from './eligibility.ts';

const none = Object.fromEntries(CRITERIA_FIELDS.map((f) => [f, null])) as Criteria;

describe('eligibility', () => {
  it('takes the stricter bound of the two filters, an unset side leaving the other', () => {
    const e = effectiveCriteria(
      { ...none, supplier_limit_min: 100_000_000, supplier_limit_max: 5_000_000_000, ar_term_max: 90 },
      { ...none, supplier_limit_min: 200_000_000, ar_term_max: 60, trading_frequency_min: 12 },
    );
    expect(e.supplier_limit_min).toBe(200_000_000);
    expect(e.supplier_limit_max).toBe(5_000_000_000);
    expect(e.ar_term_max).toBe(60);
    expect(e.trading_frequency_min).toBe(12);
    expect(e.ar_value_min).toBeNull();
    expect(effectiveCriteria(null, null)).toEqual(none);
  });

  it('counts whole months', () => {
    expect(monthsBetween('2024-01-31', '2024-03-30')).toBe(1);
    expect(monthsBetween('2024-01-31', '2024-03-31')).toBe(2);
    expect(monthsBetween('2020-05-10', '2026-05-09')).toBe(71);
    expect(monthsBetween('2020-05-10', '2026-05-10')).toBe(72);
    expect(monthsBetween('2026-05-10', '2026-05-10')).toBe(0);
  });

  it('ends a month on the last day of a shorter month, as addMonths does (Civil Code art. 148(3))', () => {
    expect(monthsBetween('2024-01-31', '2024-02-29')).toBe(1);
    expect(monthsBetween('2026-01-31', '2026-02-28')).toBe(1);
    expect(monthsBetween('2026-01-31', '2026-02-27')).toBe(0);
    expect(monthsBetween('2025-08-31', '2026-02-28')).toBe(6);
    // A supplier founded on 31/01/2026 reaches 1 month on the day addMonths gives, not later.
    for (const [from, n] of [
      ['2026-01-31', 1],
      ['2024-01-31', 1],
      ['2026-03-31', 1],
      ['2025-05-31', 9],
    ] as const) {
      const end = addMonths(from, n);
      expect(monthsBetween(from, end)).toBe(n);
      expect(monthsBetween(from, addDays(end, -1))).toBe(n - 1);
    }
  });

  it('is eligible when picked and every bound holds; blacklisted wins; unknown fails a set bound', () => {
    const c = {
      ...none,
      supplier_lifetime_min: 24,
      trading_volume_min: 1_000_000_000,
      supplier_limit_max: 10_000,
    };
    const facts = {
      selected: true,
      blacklisted: false,
      lifetime_months: 36,
      trading_frequency: null,
      trading_volume: 1_000_000_000,
      total_limit: 10_000,
    };
    expect(evaluateEligibility(c, facts).status).toBe('ELIGIBLE');
    expect(evaluateEligibility(c, { ...facts, selected: false }).status).toBe('INELIGIBLE');
    expect(evaluateEligibility(c, { ...facts, lifetime_months: null }).status).toBe('INELIGIBLE');
    expect(evaluateEligibility(c, { ...facts, total_limit: 10_001 }).status).toBe('INELIGIBLE');
    const black = evaluateEligibility(c, { ...facts, blacklisted: true });
    expect(black.status).toBe('BLACKLISTED');
    expect(black.checks.every((x) => x.passed)).toBe(true);
  });
});
