import { describe, expect, it } from 'vitest';
import {
  achievement,
  addMonth,
  kpiMonth,
  kpiStatusIn,
  monthlyTarget,
  monthsFrom,
  monthsOverlap,
  overlappingTier,
  tierRate,
} from './kpi.ts';

const TIERS = [
  { from: 0, to: 80, rate: 0 },
  { from: 80, to: 100, rate: 5 },
  { from: 100, to: null, rate: 8 },
];

describe('KPI month (docs/finance.md §14)', () => {
  it('gives the worked example', () => {
    const base = { target: 6_000_000_000, term: 'QUARTERLY' as const, tiers: TIERS };
    expect(kpiMonth({ ...base, actual: 2_150_000_000, booked: 43_000_000 })).toEqual({
      target: 2_000_000_000,
      actual: 2_150_000_000,
      booked: 43_000_000,
      achievement: 107.5,
      rate: 8,
      commission: 3_440_000,
    });
    expect(kpiMonth({ ...base, actual: 1_700_000_000, booked: 34_000_000 })).toMatchObject({
      achievement: 85,
      rate: 5,
      commission: 1_700_000,
    });
    expect(kpiMonth({ ...base, actual: 1_500_000_000, booked: 30_000_000 }).commission).toBe(0);
  });

  it('rounds the month target, the achievement and the commission half up', () => {
    expect(monthlyTarget(100_000_001, 'QUARTERLY')).toBe(33_333_334);
    expect(achievement(2, 3)).toBe(66.67);
    expect(achievement(5, 0)).toBe(0);
    expect(
      kpiMonth({ target: 1000, term: 'MONTHLY', tiers: TIERS, actual: 1000, booked: 1_000_006 }).commission,
    ).toBe(80_000);
  });

  it('takes a band from its lower bound, not its upper one', () => {
    expect(tierRate(TIERS, 80)).toBe(5);
    expect(tierRate(TIERS, 79.99)).toBe(0);
    expect(tierRate(TIERS, 100)).toBe(8);
    expect(tierRate(TIERS.slice(1), 10)).toBe(0);
  });
});

describe('§5 KPI rules', () => {
  it('finds overlapping bands, whatever their order', () => {
    expect(overlappingTier(TIERS)).toBeUndefined();
    expect(overlappingTier([TIERS[2]!, { from: 90, to: 120, rate: 1 }])).toBe(0);
    expect(
      overlappingTier([
        { from: 0, to: null, rate: 1 },
        { from: 50, to: 60, rate: 2 },
      ]),
    ).toBe(1);
  });

  it('finds overlapping apply times, month ends included', () => {
    expect(
      monthsOverlap({ start: '2026-01', close: '2026-03' }, { start: '2026-03', close: '2026-05' }),
    ).toBe(true);
    expect(
      monthsOverlap({ start: '2026-01', close: '2026-03' }, { start: '2026-04', close: '2026-05' }),
    ).toBe(false);
  });

  it('counts months across years and gives the status of a month', () => {
    expect(addMonth('2026-11', 3)).toBe('2027-02');
    expect(addMonth('2026-01', -1)).toBe('2025-12');
    expect(monthsFrom('2026-11', '2027-01')).toEqual(['2026-11', '2026-12', '2027-01']);
    const kpi = { start: '2026-11', close: '2027-01' };
    expect([kpiStatusIn(kpi, '2026-10'), kpiStatusIn(kpi, '2026-11'), kpiStatusIn(kpi, '2027-02')]).toEqual([
      0, 1, 2,
    ]);
  });
});
