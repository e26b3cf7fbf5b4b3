import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPE_LABELS, type PaymentTypeCode } from './constants.ts';
import { addDays, fromEpochDay, toEpochDay } from './dates.ts';
import { docTable, pct, vnd } from './finance-doc.testing.ts';
import { guaranteeFee } from './guarantee-fee.ts';
import { RateError } from './money.ts';

// docs/finance.md §11, guarantee fee: the advance of §3 (800.000.000, 03/03 → 01/06/2026, 90 days).
const FEES: {
  amount: number;
  rate: number;
  from: string;
  to: string;
  type: PaymentTypeCode;
  fees: number[];
}[] = [
  { amount: 800_000_000, rate: 1.5, from: '2026-03-03', to: '2026-06-01', type: 1, fees: [2_958_904] },
  {
    amount: 800_000_000,
    rate: 1.5,
    from: '2026-03-03',
    to: '2026-06-01',
    type: 2,
    fees: [1_019_178, 986_301, 953_425],
  },
  { amount: 800_000_000, rate: 1.5, from: '2026-03-03', to: '2026-03-04', type: 1, fees: [32_877] },
  { amount: 800_000_000, rate: 1.5, from: '2026-06-01', to: '2026-06-01', type: 1, fees: [] },
];

describe('docs/finance.md §11 guarantee fee', () => {
  it('guarantee-fee', () => {
    const rows = FEES.map((e) => {
      const r = guaranteeFee({
        guaranteedAmount: e.amount,
        feeRatePerYear: e.rate,
        from: e.from,
        to: e.to,
        paymentType: e.type,
      });
      expect(r.periods.map((p) => p.amount)).toEqual(e.fees);
      return [
        vnd(e.amount),
        pct(e.rate),
        e.from,
        e.to,
        PAYMENT_TYPE_LABELS[e.type].en,
        String(r.days),
        e.fees.length ? e.fees.map(vnd).join(' + ') : '—',
        vnd(r.total),
      ];
    });
    expect(docTable('guarantee-fee')).toEqual(rows);
  });

  it('refuses a rate out of the annual kind', () => {
    const t = { guaranteedAmount: 1, from: '2026-03-03', to: '2026-06-01' };
    expect(() => guaranteeFee({ ...t, feeRatePerYear: 101 })).toThrow(RateError);
    expect(() => guaranteeFee({ ...t, feeRatePerYear: '1.555' })).toThrow(/feeRatePerYear/);
  });

  it('is never negative, and its periods differ from the one amount by at most half a đồng each', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: toEpochDay('2020-01-01'), max: toEpochDay('2035-12-31') }).map(fromEpochDay),
        fc.integer({ min: -30, max: 1_000 }),
        fc.constantFrom<PaymentTypeCode>(2, 3),
        (amount, hundredths, from, days, type) => {
          const t = {
            guaranteedAmount: amount,
            feeRatePerYear: (hundredths / 100).toFixed(2),
            from,
            to: addDays(from, days),
          };
          const once = guaranteeFee(t);
          const split = guaranteeFee({ ...t, paymentType: type });
          expect(once.total).toBeGreaterThanOrEqual(0);
          expect(split.days).toBe(Math.max(0, days));
          expect(Math.abs(split.total - once.total)).toBeLessThanOrEqual(Math.ceil(split.periods.length / 2));
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
