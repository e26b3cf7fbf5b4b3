import { describe, expect, it } from 'vitest';
import { earlyPaymentQuote } from './pricing.ts';
import {
  promotedDiscountRate,
  promotionDatesProblem,
  promotionStatusOn,
  rangesOverlap,
} from './promotion.ts';

describe('promotedDiscountRate', () => {
  it('takes the promotion off the agreed rate, in points', () => {
    expect(promotedDiscountRate(12, 2.5)).toBe(9.5);
    expect(promotedDiscountRate('10.15', '0.05')).toBe(10.1);
  });
  it('never goes below 0', () => expect(promotedDiscountRate(1.5, 2)).toBe(0));
  it('is the agreed rate without a promotion', () => expect(promotedDiscountRate(12, null)).toBe(12));
  it('refuses a rate with too many decimals', () =>
    expect(() => promotedDiscountRate(12, 0.123456)).toThrow());
});

describe('promotion dates (spec §5)', () => {
  it('reads the status of a date range on the business date, both ends counted', () => {
    expect(promotionStatusOn('2026-12-01', '2026-12-31', '2026-11-30')).toBe('WAITING');
    expect(promotionStatusOn('2026-12-01', '2026-12-31', '2026-12-01')).toBe('APPLIED');
    expect(promotionStatusOn('2026-12-01', '2026-12-31', '2026-12-31')).toBe('APPLIED');
    expect(promotionStatusOn('2026-12-01', '2026-12-31', '2027-01-01')).toBe('EXPIRED');
  });
  it('refuses a start in the past and an end before the start', () => {
    expect(promotionDatesProblem('2026-11-27', '2026-12-31', '2026-11-28')).toBe('start_date');
    expect(promotionDatesProblem('2026-12-02', '2026-12-01', '2026-11-28')).toBe('end_date');
    expect(promotionDatesProblem('2026-11-28', '2026-11-28', '2026-11-28')).toBeUndefined();
  });
  it('finds overlaps, a shared end day included', () => {
    const dec = { start: '2026-12-01', end: '2026-12-31' };
    expect(rangesOverlap(dec, { start: '2026-12-31', end: '2027-01-10' })).toBe(true);
    expect(rangesOverlap(dec, { start: '2027-01-01', end: '2027-01-10' })).toBe(false);
  });
});

describe('docs/finance.md §13 worked example', () => {
  it('prices the §3 receivable at the promoted rate', () => {
    const terms = {
      arAmount: 1_000_000_000,
      paymentRatio: 80,
      paymentDate: '2026-03-03',
      maturityDate: '2026-06-01',
    };
    const agreed = earlyPaymentQuote({ ...terms, discountRate: 12 });
    expect([agreed.days, agreed.discount, agreed.salePrice]).toEqual([90, 23_671_233, 776_328_767]);
    const promoted = earlyPaymentQuote({ ...terms, discountRate: promotedDiscountRate(12, 2.5) });
    expect([promoted.discount, promoted.salePrice]).toEqual([18_739_726, 781_260_274]);
    const free = earlyPaymentQuote({ ...terms, discountRate: promotedDiscountRate(12, 15) });
    expect([free.discount, free.salePrice]).toEqual([0, 800_000_000]);
  });
});
