import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { penalInterest } from './pricing.ts';
import { type SettlementTerms, settlementPosition, settlementProblems } from './settlement.ts';

const terms: SettlementTerms = {
  amountDue: 1_000_000_000,
  advance: 800_000_000,
  dueDate: '2026-06-01',
  penal: { discountRate: 12, latePaymentRate: 150 },
};

describe('settlementPosition', () => {
  it('unpaid after the due date accrues exactly the penal interest of one unpaid amount', () => {
    const p = settlementPosition(terms, [], '2026-07-16');
    expect(p.penalAccrued).toBe(penalInterest(1_000_000_000, '2026-06-01', '2026-07-16', terms.penal).amount);
    expect(p).toMatchObject({
      daysLate: 45,
      unpaid: 1_000_000_000,
      funderOutstanding: 800_000_000,
      settled: false,
    });
  });

  it('a payment before the due date pays the advance first and bears nothing', () => {
    const p = settlementPosition(terms, [{ date: '2026-05-20', amount: 900_000_000 }], '2026-05-25');
    expect(p.allocations[0]).toMatchObject({ toFunder: 800_000_000, toSupplier: 100_000_000, toPenal: 0 });
    expect(p).toMatchObject({ unpaid: 100_000_000, residualOutstanding: 100_000_000, penalAccrued: 0 });
  });

  it('refuses payments out of date order or two on one date', () => {
    const day = (d: string) => ({ date: d, amount: 1 });
    expect(() => settlementPosition(terms, [day('2026-06-02'), day('2026-06-01')], '2026-07-01')).toThrow(
      RangeError,
    );
    expect(() => settlementPosition(terms, [day('2026-06-02'), day('2026-06-02')], '2026-07-01')).toThrow(
      RangeError,
    );
  });

  it('every payment is split without loss, penal interest never falls, and paying all owed settles', () => {
    const payment = fc.record({
      gap: fc.integer({ min: 1, max: 60 }),
      amount: fc.integer({ min: 1, max: 600_000_000 }),
    });
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 30 }), fc.array(payment, { maxLength: 5 }), (start, steps) => {
        let date = addDays(terms.dueDate, start);
        const payments = steps.map((s) => {
          date = addDays(date, s.gap);
          return { date, amount: s.amount };
        });
        const p = settlementPosition(terms, payments, date);
        for (const a of p.allocations) {
          expect(a.toFunder + a.toSupplier + a.toPenal + a.excess).toBe(a.amount);
          expect(Math.min(a.toFunder, a.toSupplier, a.toPenal, a.excess)).toBeGreaterThanOrEqual(0);
        }
        expect(p.unpaid + p.allocations.reduce((s, a) => s + a.toFunder + a.toSupplier, 0)).toBe(
          terms.amountDue,
        );
        expect(settlementPosition(terms, payments, addDays(date, 1)).penalAccrued).toBeGreaterThanOrEqual(
          p.penalAccrued,
        );
        const rest = p.unpaid + p.penalOutstanding;
        if (rest > 0) {
          const last = addDays(date, 0);
          const paid = settlementPosition(
            terms,
            [...payments, { date: addDays(last, 1), amount: rest + 10_000_000 }],
            addDays(last, 1),
          );
          // The extra day accrues a little more penal interest; what the extra covered is settled.
          expect(paid.unpaid).toBe(0);
          expect(paid.settled).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('settlementProblems', () => {
  const first = { date: '2026-06-16', amount: 600_000_000 };

  it('accepts the worked example C as the accountant enters it', () => {
    expect(
      settlementProblems(terms, [first], {
        payment_date: '2026-07-16',
        amount: 413_315_068,
        remaining_principal: 0,
        interest_paid: 13_315_068,
      }),
    ).toEqual([]);
  });

  it('names a wrong remaining principal and a wrong interest paid', () => {
    expect(
      settlementProblems(terms, [first], {
        payment_date: '2026-07-16',
        amount: 413_315_068,
        remaining_principal: 1,
        interest_paid: 13_315_069,
      }),
    ).toEqual(['REMAINING_PRINCIPAL_MISMATCH', 'INTEREST_PAID_MISMATCH']);
  });

  it('refuses a date already paid on or before the latest payment, then an overpayment', () => {
    const entry = { amount: 1, remaining_principal: 399_999_999, interest_paid: 0 };
    expect(settlementProblems(terms, [first], { ...entry, payment_date: '2026-06-16' })).toEqual([
      'DATE_TAKEN',
    ]);
    expect(settlementProblems(terms, [first], { ...entry, payment_date: '2026-06-10' })).toEqual([
      'DATE_BEFORE_LATEST',
    ]);
    expect(
      settlementProblems(terms, [first], {
        payment_date: '2026-07-16',
        amount: 500_000_000,
        remaining_principal: 0,
        interest_paid: 13_315_068,
      }),
    ).toEqual(['OVERPAID']);
  });

  it('refuses amounts that are not whole VND above 0 without reading further', () => {
    const entry = { payment_date: '2026-06-16', remaining_principal: 0, interest_paid: 0 };
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      expect(settlementProblems(terms, [first], { ...entry, amount })).toEqual(['AMOUNT_INVALID']);
    }
  });
});
