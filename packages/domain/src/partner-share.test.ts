import { describe, expect, it } from 'vitest';
import { partnerShareOf } from './partner-share.ts';

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
