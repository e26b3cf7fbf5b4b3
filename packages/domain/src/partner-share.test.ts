import { describe, expect, it } from 'vitest';
import { fundingReturn, partnerShareOf } from './partner-share.ts';

describe('partnerShareOf', () => {
  it('takes the share of the advance, rounded half-up once (finance.md §11 worked example)', () => {
    expect(partnerShareOf(87_654_321, 70)).toBe(61_358_025);
    expect(partnerShareOf(87_654_321, 80)).toBe(70_123_457);
    expect(partnerShareOf(1_000_000, 33.33)).toBe(333_300);
    // 5 đồng × 50 % = 2.5 → 3 (half-up, not banker's rounding)
    expect(partnerShareOf(5, 50)).toBe(3);
  });
  it('is the whole advance at 100 % and nothing at 0 %', () => {
    expect(partnerShareOf(123_456_789, 100)).toBe(123_456_789);
    expect(partnerShareOf(123_456_789, 0)).toBe(0);
  });
  it('refuses a share outside 0–100 %', () => {
    expect(() => partnerShareOf(1_000, 101)).toThrow();
    expect(() => partnerShareOf(1_000, -1)).toThrow();
  });
});

describe('fundingReturn', () => {
  it('is the programme rate by days on the share (finance.md §11 "Funding return" worked example)', () => {
    // 122.716.050 at 8 % a year for 90 days: 2.420.700,16 → 2.420.700.
    expect(fundingReturn(122_716_050, 8, '2026-03-03', '2026-06-01').total).toBe(2_420_700);
    // Monthly: 31, 30 and 29 days, each rounded once.
    const monthly = fundingReturn(122_716_050, 8, '2026-03-03', '2026-06-01', 2);
    expect(monthly.periods.map((p) => p.amount)).toEqual([833_797, 806_900, 780_003]);
    expect(fundingReturn(122_716_050, 8, '2026-06-01', '2026-06-01').total).toBe(0);
  });
});
