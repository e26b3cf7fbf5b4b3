import { describe, expect, it } from 'vitest';
import {
  type CommissionBasis,
  referralCommissionOf,
  shareOfDiscountCommission,
  yearlyCommission,
} from './commission.ts';
import { PAYMENT_TYPE_LABELS, type PaymentTypeCode } from './constants.ts';
import { docTable, pct, vnd } from './finance-doc.testing.ts';
import { RateError } from './money.ts';

// docs/finance.md §11, referral commission: the §3 advance of 800.000.000 funded 03/03/2026,
// counted to 01/06/2026 (90 days), whose discount is 23.671.233.
const FUNDED = { fundedAmount: 800_000_000, discount: 23_671_233, from: '2026-03-03', to: '2026-06-01' };
const COMMISSIONS: { basis: CommissionBasis; rate: number; type: PaymentTypeCode; result: number }[] = [
  { basis: 'PER_YEAR_ON_FUNDED', rate: 0.5, type: 1, result: 986_301 },
  { basis: 'PER_YEAR_ON_FUNDED', rate: 0.5, type: 2, result: 986_301 },
  { basis: 'PER_YEAR_ON_FUNDED', rate: 1.25, type: 1, result: 2_465_753 },
  { basis: 'SHARE_OF_DISCOUNT', rate: 10, type: 1, result: 2_367_123 },
];

describe('docs/finance.md §11 referral commission', () => {
  it('referral-commission-yearly', () => {
    const rows = COMMISSIONS.map((e) => {
      const got = referralCommissionOf({ ...FUNDED, basis: e.basis, rate: e.rate, paymentType: e.type });
      expect(got).toBe(e.result);
      return [e.basis, pct(e.rate), PAYMENT_TYPE_LABELS[e.type].en, vnd(e.result)];
    });
    expect(docTable('referral-commission-yearly')).toEqual(rows);
  });

  it('per year: by days, the periods of the payment type each rounded once', () => {
    const r = yearlyCommission({ ...FUNDED, ratePerYear: 0.5, paymentType: 2 });
    expect(r.days).toBe(90);
    expect(r.periods.map((p) => [p.end, p.amount])).toEqual([
      ['2026-04-03', 339_726],
      ['2026-05-03', 328_767],
      ['2026-06-01', 317_808],
    ]);
    expect(yearlyCommission({ ...FUNDED, to: FUNDED.from, ratePerYear: 0.5 }).total).toBe(0);
  });

  it('without a basis the appendix reads a percent per year (spec §3); the share reading takes none on a discount given back', () => {
    expect(referralCommissionOf({ ...FUNDED, rate: 0.5 })).toBe(986_301);
    expect(shareOfDiscountCommission(-3_945_205, 15)).toBe(0);
    expect(referralCommissionOf({ ...FUNDED, discount: 0, basis: 'SHARE_OF_DISCOUNT', rate: 10 })).toBe(0);
  });

  it('reads each rate by its own kind', () => {
    expect(() => referralCommissionOf({ ...FUNDED, rate: '0.125' })).toThrow(RateError);
    expect(() => shareOfDiscountCommission(1_000, 100.5)).toThrow(RateError);
  });
});
