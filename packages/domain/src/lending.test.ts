import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPE_LABELS, type PaymentTypeCode } from './constants.ts';
import { addDays, addMonths, daysBetween, fromEpochDay, isWorkingDay, toEpochDay } from './dates.ts';
import { docTable, pct, vnd } from './finance-doc.testing.ts';
import {
  earlySettlement,
  extendLoan,
  type LoanSchedule,
  type LoanTerms,
  lendingPackQuote,
  loanInterest,
  loanInterestAccrued,
  loanSchedule,
  PRINCIPAL_REPAYMENTS,
} from './lending.ts';
import { Dec, RateError } from './money.ts';
import { paymentPeriods } from './payment-periods.ts';

// The worked examples of docs/finance.md §11 (loans), as data: the code must give these rows, and
// the document's `examples:` tables must show exactly them.

/** Reunification Day and Labour Day 2026: the loan's last period ends on the first of them. */
const HOLIDAYS = ['2026-04-30', '2026-05-01'];
const typeName = (t: PaymentTypeCode) => PAYMENT_TYPE_LABELS[t].en;

const PERIODS: { start: string; end: string; type: PaymentTypeCode; ends: string[] }[] = [
  { start: '2026-01-31', end: '2026-04-30', type: 2, ends: ['2026-02-28', '2026-03-31', '2026-04-30'] },
  { start: '2028-01-31', end: '2028-04-30', type: 2, ends: ['2028-02-29', '2028-03-31', '2028-04-30'] },
  { start: '2026-01-31', end: '2026-04-30', type: 3, ends: ['2026-04-30'] },
  { start: '2026-01-31', end: '2026-04-30', type: 1, ends: ['2026-04-30'] },
  { start: '2026-01-31', end: '2026-03-15', type: 2, ends: ['2026-02-28', '2026-03-15'] },
  { start: '2026-03-02', end: '2026-03-03', type: 2, ends: ['2026-03-03'] },
  {
    start: '2026-08-31',
    end: '2027-08-31',
    type: 3,
    ends: ['2026-11-30', '2027-02-28', '2027-05-31', '2027-08-31'],
  },
];

/** The §11 loan: 1.000.000.000 at 10 % a year, disbursed 31/01/2026, due 30/04/2026. */
const LOAN: Omit<LoanTerms, 'paymentType'> = {
  principal: 1_000_000_000,
  ratePerYear: 10,
  disbursementDate: '2026-01-31',
  maturityDate: '2026-04-30',
};
const CASES: { case: string; terms: LoanTerms; rows: [string, string, number, number, number][] }[] = [
  // [pay date, end, opening, interest, principal]
  {
    case: 'A',
    terms: { ...LOAN, paymentType: 2 },
    rows: [
      ['2026-03-02', '2026-02-28', 1_000_000_000, 7_671_233, 0],
      ['2026-03-31', '2026-03-31', 1_000_000_000, 8_493_151, 0],
      ['2026-05-04', '2026-04-30', 1_000_000_000, 8_219_178, 1_000_000_000],
    ],
  },
  {
    case: 'B',
    terms: { ...LOAN, paymentType: 1 },
    rows: [['2026-05-04', '2026-04-30', 1_000_000_000, 24_383_562, 1_000_000_000]],
  },
  {
    case: 'C',
    terms: { ...LOAN, paymentType: 2, principalRepayment: 'INSTALMENTS' },
    rows: [
      ['2026-03-02', '2026-02-28', 1_000_000_000, 7_671_233, 333_333_333],
      ['2026-03-31', '2026-03-31', 666_666_667, 5_662_100, 333_333_334],
      ['2026-05-04', '2026-04-30', 333_333_333, 2_739_726, 333_333_333],
    ],
  },
  {
    case: 'D',
    terms: { ...LOAN, disbursementDate: '2028-01-31', maturityDate: '2028-04-30', paymentType: 2 },
    rows: [
      ['2028-02-29', '2028-02-29', 1_000_000_000, 7_945_205, 0],
      ['2028-03-31', '2028-03-31', 1_000_000_000, 8_493_151, 0],
      ['2028-05-01', '2028-04-30', 1_000_000_000, 8_219_178, 1_000_000_000],
    ],
  },
  {
    case: 'E',
    terms: { ...LOAN, disbursementDate: '2026-03-02', maturityDate: '2026-03-03', paymentType: 2 },
    rows: [['2026-03-03', '2026-03-03', 1_000_000_000, 273_973, 1_000_000_000]],
  },
];

const monthly = () => loanSchedule({ ...LOAN, paymentType: 2 }, HOLIDAYS);

// [date, period, days, interest, principal, earlier due, total, interest saved]
const EARLY: [string, number, number, number, number, number, number, number][] = [
  ['2026-03-15', 2, 15, 4_109_589, 1_000_000_000, 0, 1_004_109_589, 12_602_740],
  ['2026-03-01', 2, 1, 273_973, 1_000_000_000, 7_671_233, 1_007_945_206, 16_438_356],
  ['2026-04-30', 3, 30, 8_219_178, 1_000_000_000, 0, 1_008_219_178, 0],
];

// [index, start, end, pay date, rate, interest, principal]
const EXTENSION: [number, string, string, string, number, number, number][] = [
  [3, '2026-03-31', '2026-04-30', '2026-05-04', 10, 8_219_178, 0],
  [4, '2026-04-30', '2026-05-30', '2026-06-01', 11, 9_041_096, 0],
  [5, '2026-05-30', '2026-06-30', '2026-06-30', 11, 9_342_466, 0],
  [6, '2026-06-30', '2026-07-30', '2026-07-30', 11, 9_041_096, 1_000_000_000],
];

describe('docs/finance.md §11 loans', () => {
  it('payment-periods', () => {
    for (const e of PERIODS) expect(paymentPeriods(e.start, e.end, e.type).map((p) => p.end)).toEqual(e.ends);
    expect(docTable('payment-periods')).toEqual(
      PERIODS.map((e) => [e.start, e.end, typeName(e.type), e.ends.join(', ')]),
    );
  });

  it('loan-schedule', () => {
    const doc: string[][] = [];
    for (const c of CASES) {
      const s = loanSchedule(c.terms, HOLIDAYS);
      expect(
        s.periods.map((p) => [p.payDate, p.end, p.opening, p.interest, p.principal]),
        c.case,
      ).toEqual(c.rows);
      expect(s.principal).toBe(c.terms.principal);
      for (const p of s.periods)
        doc.push([
          c.case,
          typeName(c.terms.paymentType),
          String(p.index),
          p.start,
          p.end,
          String(p.days),
          p.payDate,
          vnd(p.opening),
          vnd(p.interest),
          vnd(p.principal),
          vnd(p.payment),
        ]);
    }
    expect(docTable('loan-schedule')).toEqual(doc);
  });

  it('loan-early-settlement', () => {
    const s = monthly();
    for (const [date, ...want] of EARLY) {
      const r = earlySettlement(s, date);
      expect(
        [r.period, r.days, r.interest, r.principal, r.earlierDue, r.total, r.interestSaved],
        date,
      ).toEqual(want);
    }
    expect(docTable('loan-early-settlement')).toEqual(
      EARLY.map(([date, period, days, ...amounts]) => [
        date,
        String(period),
        String(days),
        ...amounts.map(vnd),
      ]),
    );
  });

  it('loan-extension', () => {
    const s = extendLoan(monthly(), { newMaturity: '2026-07-30', ratePerYear: 11, paymentType: 2 }, HOLIDAYS);
    expect(
      s.periods
        .slice(2)
        .map((p) => [p.index, p.start, p.end, p.payDate, Number(p.ratePerYear), p.interest, p.principal]),
    ).toEqual(EXTENSION);
    expect([s.interest, s.principal, s.payment]).toEqual([51_808_220, 1_000_000_000, 1_051_808_220]);
    expect(docTable('loan-extension')).toEqual(
      EXTENSION.map(([i, start, end, pay, rate, interest, principal]) => [
        String(i),
        start,
        end,
        pay,
        pct(rate),
        vnd(interest),
        vnd(principal),
      ]),
    );
  });
});

describe('loan edge cases', () => {
  it('a period starting on the 31st ends on the last day of a shorter month, each counted from the start', () => {
    const ends = paymentPeriods('2026-08-31', '2027-03-31', 2).map((p) => p.end);
    expect(ends).toEqual([
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
      '2026-12-31',
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
    ]);
  });

  it('a leap year counts 29/02 as a day and the year as 365 days', () => {
    expect(loanInterest(365_000_000, 10, '2028-02-28', '2028-03-01')).toBe(200_000); // 2 days
    expect(loanInterest(365_000_000, 10, '2028-01-01', '2029-01-01')).toBe(36_600_000); // 366 days
  });

  it('a one-day loan charges one day; a loan of no day is refused', () => {
    expect(
      loanSchedule({ ...LOAN, disbursementDate: '2026-12-31', maturityDate: '2027-01-01', paymentType: 3 })
        .interest,
    ).toBe(273_973);
    expect(() => loanSchedule({ ...LOAN, maturityDate: LOAN.disbursementDate, paymentType: 1 })).toThrow(
      RangeError,
    );
  });

  it('refuses what is not a loan: a negative or fractional principal, a rate out of its kind, an unknown payment type', () => {
    expect(() => loanSchedule({ ...LOAN, principal: -1, paymentType: 1 })).toThrow(RangeError);
    expect(() => loanSchedule({ ...LOAN, principal: 1.5, paymentType: 1 })).toThrow(RangeError);
    expect(() => loanSchedule({ ...LOAN, ratePerYear: '10.005', paymentType: 1 })).toThrow(RateError);
    expect(() => loanSchedule({ ...LOAN, ratePerYear: -1, paymentType: 1 })).toThrow(RateError);
    expect(() => loanSchedule({ ...LOAN, paymentType: 4 as PaymentTypeCode })).toThrow(RangeError);
  });

  it('settles only between the disbursement and the maturity, and extends only forward', () => {
    const s = monthly();
    expect(() => earlySettlement(s, '2026-01-31')).toThrow(RangeError);
    expect(() => earlySettlement(s, '2026-05-01')).toThrow(RangeError);
    expect(() => extendLoan(s, { newMaturity: '2026-04-30', ratePerYear: 10, paymentType: 2 })).toThrow(
      RangeError,
    );
    expect(() =>
      extendLoan(
        { periods: [], interest: 0, principal: 0, payment: 0 },
        { newMaturity: '2026-04-30', ratePerYear: 10, paymentType: 2 },
      ),
    ).toThrow(RangeError);
  });

  it('an extension of instalments carries only the last instalment', () => {
    const s = loanSchedule({ ...LOAN, paymentType: 2, principalRepayment: 'INSTALMENTS' });
    const e = extendLoan(s, {
      newMaturity: '2026-06-30',
      ratePerYear: 10,
      paymentType: 2,
      principalRepayment: 'INSTALMENTS',
    });
    expect(e.periods.map((p) => p.principal)).toEqual([
      333_333_333, 333_333_334, 0, 166_666_667, 166_666_666,
    ]);
    expect(e.periods.at(-1)?.closing).toBe(0);
  });

  it('interest accrued to a date is the schedule period by period, then the whole once due', () => {
    const s = monthly();
    expect(
      ['2026-01-31', '2026-02-15', '2026-02-28', '2026-03-15', '2026-04-30', '2026-06-01'].map((d) =>
        loanInterestAccrued(s, d),
      ),
    ).toEqual([0, 4_109_589, 7_671_233, 11_780_822, 24_383_562, 24_383_562]);
  });
});

const RUNS = { numRuns: 1_000 };
const day2020 = toEpochDay('2020-01-01');
const day2035 = toEpochDay('2035-12-31');

/** Any loan the API could carry: rates with 2 decimals, terms of 1 day to over 5 years. */
const loanArb = fc
  .record({
    principal: fc.integer({ min: 0, max: 1_000_000_000_000_000 }),
    hundredths: fc.integer({ min: 0, max: 10_000 }),
    start: fc.integer({ min: day2020, max: day2035 }).map(fromEpochDay),
    days: fc.integer({ min: 1, max: 2_000 }),
    type: fc.constantFrom<PaymentTypeCode>(1, 2, 3),
    repayment: fc.constantFrom(...PRINCIPAL_REPAYMENTS),
  })
  .map(
    (r): LoanTerms => ({
      principal: r.principal,
      ratePerYear: (r.hundredths / 100).toFixed(2),
      disbursementDate: r.start,
      maturityDate: addDays(r.start, r.days),
      paymentType: r.type,
      principalRepayment: r.repayment,
    }),
  );

function expectWellFormed(s: LoanSchedule, principal: number, from: string, to: string) {
  expect(s.periods[0]?.start).toBe(from);
  expect(s.periods.at(-1)?.end).toBe(to);
  expect(s.periods.reduce((n, p) => n + p.days, 0)).toBe(daysBetween(from, to));
  expect(s.principal).toBe(principal);
  expect(s.periods.at(-1)?.closing).toBe(0);
  s.periods.forEach((p, i) => {
    expect(p.index).toBe(i + 1);
    expect(p.days).toBeGreaterThanOrEqual(1);
    expect(p.interest).toBeGreaterThanOrEqual(0);
    expect(p.principal).toBeGreaterThanOrEqual(0);
    expect(p.payment).toBe(p.interest + p.principal);
    expect(p.closing).toBe(p.opening - p.principal);
    if (i > 0) expect([p.start, p.opening]).toEqual([s.periods[i - 1]?.end, s.periods[i - 1]?.closing]);
    expect(isWorkingDay(p.payDate)).toBe(true);
    expect(daysBetween(p.end, p.payDate)).toBeGreaterThanOrEqual(0);
  });
}

describe('loan properties', () => {
  it('a schedule repays exactly the principal, never charges negative interest, and covers the term', () => {
    fc.assert(
      fc.property(loanArb, (t) => {
        const s = loanSchedule(t);
        expectWellFormed(s, t.principal, t.disbursementDate, t.maturityDate);
        // Month ends by art. 148(3), counted from the disbursement: never drifting.
        const months = t.paymentType === 2 ? 1 : t.paymentType === 3 ? 3 : 0;
        if (months > 0)
          s.periods.slice(0, -1).forEach((p, i) => {
            expect(p.end).toBe(addMonths(t.disbursementDate, (i + 1) * months));
          });
      }),
      RUNS,
    );
  });

  it('with the principal at maturity, the periods round the one-period interest by at most half a đồng each', () => {
    fc.assert(
      fc.property(loanArb, (t) => {
        const s = loanSchedule({ ...t, principalRepayment: 'AT_MATURITY' });
        const exact = new Dec(t.principal)
          .times(t.ratePerYear)
          .times(daysBetween(t.disbursementDate, t.maturityDate))
          .dividedBy(36_500);
        expect(exact.minus(s.interest).abs().lessThanOrEqualTo(new Dec(s.periods.length).dividedBy(2))).toBe(
          true,
        );
      }),
      RUNS,
    );
  });

  it('an early settlement charges no more than the schedule, and interest accrues without ever going back', () => {
    fc.assert(
      fc.property(loanArb, fc.double({ min: 0, max: 1, noNaN: true }), (t, at) => {
        const s = loanSchedule(t);
        const term = daysBetween(t.disbursementDate, t.maturityDate);
        const date = addDays(t.disbursementDate, Math.max(1, Math.ceil(at * term)));
        const r = earlySettlement(s, date);
        const before = s.periods.slice(0, r.period - 1);
        const paidInterest = before.reduce((n, p) => n + p.interest, 0);
        expect(r.interest).toBeGreaterThanOrEqual(0);
        expect(r.interestSaved).toBeGreaterThanOrEqual(0);
        expect(paidInterest + r.interest + r.interestSaved).toBe(s.interest);
        expect(before.reduce((n, p) => n + p.principal, 0) + r.principal).toBe(t.principal);
        expect(loanInterestAccrued(s, date)).toBe(paidInterest + r.interest);
        expect(loanInterestAccrued(s, addDays(date, -1))).toBeLessThanOrEqual(paidInterest + r.interest);
        expect(loanInterestAccrued(s, t.maturityDate)).toBe(s.interest);
      }),
      RUNS,
    );
  });

  it('an extension still repays exactly the principal, over the new term', () => {
    fc.assert(
      fc.property(
        loanArb,
        fc.integer({ min: 1, max: 800 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom<PaymentTypeCode>(1, 2, 3),
        (t, more, hundredths, type) => {
          const newMaturity = addDays(t.maturityDate, more);
          const s = extendLoan(loanSchedule(t), {
            newMaturity,
            ratePerYear: (hundredths / 100).toFixed(2),
            paymentType: type,
            principalRepayment: t.principalRepayment,
          });
          expectWellFormed(s, t.principal, t.disbursementDate, newMaturity);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('docs/finance.md §11 lending pack quote', () => {
  it('gives the worked example: 1.000.000.000 over 90 days at 1 050 and 1 275 bps', () => {
    expect(lendingPackQuote(1_000_000_000, 1050, 90)).toEqual({
      ratePerYear: '10.5',
      interest: 25_890_411,
      repayment: 1_025_890_411,
    });
    expect(lendingPackQuote(1_000_000_000, 1275, 90)).toEqual({
      ratePerYear: '12.75',
      interest: 31_438_356,
      repayment: 1_031_438_356,
    });
  });

  it('is the loan interest by days over the same number of days', () => {
    expect(lendingPackQuote(800_000_000, 1200, 90).interest).toBe(
      loanInterest(800_000_000, 12, '2026-03-03', '2026-06-01'),
    );
    expect(() => lendingPackQuote(1_000, 10.5, 30)).toThrow(RangeError);
  });
});
