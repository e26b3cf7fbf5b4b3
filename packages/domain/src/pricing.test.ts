import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, effectiveDueDate, fromEpochDay, toEpochDay } from './dates.ts';
import { Dec, RateError, toVnd } from './money.ts';
import {
  advanceAmount,
  type EarlyPaymentTerms,
  earlyPaymentQuote,
  earlyPaymentWhatIf,
  earlyPaymentWhatIfs,
  interest,
  type PenalPolicy,
  penalInterest,
  penalRatePerYear,
} from './pricing.ts';

const RUNS = { numRuns: 10_000 };

/** Half-up division of non-negative bigints: the oracle the Decimal code must agree with. */
const divHalfUp = (num: bigint, den: bigint) => (2n * num + den) / (2n * den);
const minBig = (a: bigint, b: bigint) => (a < b ? a : b);

/** A rate in % with at most 2 decimals, as the API sends it: hundredths → '12.34'. */
const rateOf = (hundredths: number) => (hundredths / 100).toFixed(2);

const day2020 = toEpochDay('2020-01-01');
const day2035 = toEpochDay('2035-12-31');
const isoDate = fc.integer({ min: day2020, max: day2035 }).map(fromEpochDay);

const termsArb = fc
  .record({
    arAmount: fc.integer({ min: 0, max: 1_000_000_000_000_000 }),
    ratio: fc.integer({ min: 0, max: 10_000 }),
    discount: fc.integer({ min: 0, max: 10_000 }),
    platform: fc.integer({ min: 0, max: 1_000 }),
    paymentDate: isoDate,
    term: fc.integer({ min: -60, max: 800 }),
  })
  .map((r): EarlyPaymentTerms & { hundredths: { ratio: number; discount: number; platform: number } } => ({
    arAmount: r.arAmount,
    paymentRatio: rateOf(r.ratio),
    discountRate: rateOf(r.discount),
    platformRate: rateOf(r.platform),
    paymentDate: r.paymentDate,
    maturityDate: addDays(r.paymentDate, r.term),
    hundredths: { ratio: r.ratio, discount: r.discount, platform: r.platform },
  }));

const isWholeNonNegative = (n: number) => Number.isSafeInteger(n) && n >= 0;

describe('rates with more decimals than their kind allows', () => {
  it('are refused with RATE_INVALID, never rounded', () => {
    const terms = {
      arAmount: 1_000_000_000,
      paymentRatio: 80,
      discountRate: 12,
      paymentDate: '2026-03-03',
      maturityDate: '2026-06-01',
    };
    const long = `12.${'0'.repeat(42)}01`; // 44 decimals, rounds to 12.00
    for (const bad of [{ discountRate: long }, { platformRate: '1.005' }, { paymentRatio: '80.001' }]) {
      let caught: unknown;
      try {
        earlyPaymentQuote({ ...terms, ...bad });
      } catch (e) {
        caught = e;
      }
      expect(caught).toBeInstanceOf(RateError);
      expect((caught as RateError).code).toBe('RATE_INVALID');
      expect((caught as RateError).problem).toBe('decimals');
    }
    expect(() => interest(100, 0.1 + 0.2, 1)).toThrow(RateError);
    expect(() =>
      penalInterest(1, '2026-06-01', '2026-07-01', {
        discountRate: 12,
        latePaymentRate: 150,
        type2DailyRate: '0.0661',
      }),
    ).toThrow(RateError);
  });

  it('are accepted whatever the spelling when within 2 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (h) => {
        const asText = (h / 100).toFixed(2);
        expect(interest(1_000_000, asText, 30)).toBe(interest(1_000_000, h / 100, 30));
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('early payment', () => {
  it('sale price + discount + platform fee = advance, residual = AR − advance, all whole VND >= 0', () => {
    fc.assert(
      fc.property(termsArb, (t) => {
        const { countedTo: _to, countedToReason: _why, ...q } = earlyPaymentQuote(t);
        expect(q.salePrice + q.discount + q.platformFee).toBe(q.advance);
        expect(q.residual).toBe(t.arAmount - q.advance);
        for (const v of Object.values(q)) expect(isWholeNonNegative(v)).toBe(true);
        expect(q.advance).toBeLessThanOrEqual(t.arAmount);
      }),
      RUNS,
    );
  });

  // Civil Code 2015 art. 148(5): a maturity on a day off is paid on the next working day without
  // penalty, so the advance is out until then and the discount counts those days (issue 20 item 3).
  it('counts the days to the next working day when the maturity is a weekend day or a holiday', () => {
    const tet2027 = ['2027-01-01', '2027-02-04', '2027-02-05', '2027-02-08', '2027-02-09', '2027-02-10'];
    const national2026 = ['2026-09-01', '2026-09-02'];
    const terms = { arAmount: 1_000_000_000, paymentRatio: 80, discountRate: 12, platformRate: 1 };
    // Sat 06/02/2027, Tet: Sunday, then the holidays of 8 to 10 February; paid on Thu 11/02.
    const tet = earlyPaymentQuote(
      { ...terms, paymentDate: '2026-12-07', maturityDate: '2027-02-06' },
      tet2027,
    );
    expect(tet).toMatchObject({ days: 66, countedTo: '2027-02-11', countedToReason: 'WEEKEND' });
    // 800.000.000 × 12 × 66 / 36 500 = 17.358.904,1 → 17.358.904; × 1 → 1.446.575,3 → 1.446.575
    expect(tet).toMatchObject({ discount: 17_358_904, platformFee: 1_446_575, salePrice: 781_194_521 });
    const national = earlyPaymentQuote(
      { ...terms, paymentDate: '2026-08-03', maturityDate: '2026-09-02' },
      national2026,
    );
    expect(national).toMatchObject({ days: 31, countedTo: '2026-09-03', countedToReason: 'HOLIDAY' });
    // A weekend moves without any holiday list; a working day does not move.
    expect(
      earlyPaymentQuote({ ...terms, paymentDate: '2026-03-02', maturityDate: '2026-05-31' }),
    ).toMatchObject({
      days: 91,
      countedTo: '2026-06-01',
      countedToReason: 'WEEKEND',
    });
    expect(
      earlyPaymentQuote({ ...terms, paymentDate: '2026-03-03', maturityDate: '2026-06-01' }),
    ).toMatchObject({
      days: 90,
      countedTo: '2026-06-01',
      countedToReason: 'MATURITY',
    });
  });

  it('ends the days paid early on the day penal interest starts from', () => {
    const holidays = ['2026-04-27', '2026-04-30', '2026-05-01', '2026-09-01', '2026-09-02'];
    fc.assert(
      fc.property(termsArb, (t) => {
        const q = earlyPaymentQuote(t, holidays);
        expect(q.countedTo).toBe(effectiveDueDate(t.maturityDate, holidays));
        expect(q.days).toBe(Math.max(0, toEpochDay(q.countedTo) - toEpochDay(t.paymentDate)));
        const policy = { discountRate: 12, latePaymentRate: 150 };
        expect(penalInterest(1_000_000, t.maturityDate, q.countedTo, policy, holidays).daysLate).toBe(0);
        expect(
          penalInterest(1_000_000, t.maturityDate, addDays(q.countedTo, 1), policy, holidays).daysLate,
        ).toBe(1);
      }),
      { numRuns: 2_000 },
    );
  });

  it('rounds half-up once, exactly as integer arithmetic does', () => {
    fc.assert(
      fc.property(termsArb, (t) => {
        const q = earlyPaymentQuote(t);
        const { ratio, discount, platform } = t.hundredths;
        const advance = divHalfUp(BigInt(t.arAmount) * BigInt(ratio), 10_000n);
        expect(q.advance).toBe(Number(advance));
        // rate in hundredths of a % per year: amount × rate/10 000 × days/365
        const disc = divHalfUp(advance * BigInt(discount) * BigInt(q.days), 3_650_000n);
        const clampedDisc = minBig(disc, advance);
        expect(q.discount).toBe(Number(clampedDisc));
        const fee = divHalfUp(advance * BigInt(platform) * BigInt(q.days), 3_650_000n);
        const room = advance - clampedDisc;
        expect(q.platformFee).toBe(Number(minBig(fee, room)));
      }),
      RUNS,
    );
  });

  it('discount grows with the days paid early', () => {
    fc.assert(
      fc.property(termsArb, fc.integer({ min: 0, max: 400 }), (t, more) => {
        const later = { ...t, maturityDate: addDays(t.maturityDate, more) };
        expect(earlyPaymentQuote(later).discount).toBeGreaterThanOrEqual(earlyPaymentQuote(t).discount);
        // paying earlier is the same thing seen from the payment date
        const earlier = earlyPaymentWhatIf(t, addDays(t.paymentDate, -more));
        expect(earlier.discount).toBeGreaterThanOrEqual(earlyPaymentQuote(t).discount);
      }),
      RUNS,
    );
  });

  it('discount grows with the discount rate', () => {
    fc.assert(
      fc.property(termsArb, fc.integer({ min: 0, max: 5_000 }), (t, more) => {
        const higher = { ...t, discountRate: rateOf(Math.min(10_000, t.hundredths.discount + more)) };
        expect(earlyPaymentQuote(higher).discount).toBeGreaterThanOrEqual(earlyPaymentQuote(t).discount);
      }),
      RUNS,
    );
  });

  it('what-if prices the same receivable on another date, only the days changing', () => {
    fc.assert(
      fc.property(termsArb, fc.array(isoDate, { maxLength: 4 }), (t, dates) => {
        const views = earlyPaymentWhatIfs(t, dates);
        expect(views.map((v) => v.paymentDate)).toEqual(dates);
        for (const v of views) {
          expect(v.quote).toEqual(earlyPaymentQuote({ ...t, paymentDate: v.paymentDate }));
          expect(v.quote.advance).toBe(earlyPaymentQuote(t).advance);
        }
      }),
      RUNS,
    );
  });

  it('refuses amounts and ratios no caller may send', () => {
    expect(() => advanceAmount(1.5, 50)).toThrow(RangeError);
    expect(() => advanceAmount(-1, 50)).toThrow(RangeError);
    expect(() => advanceAmount(100, 100.01)).toThrow(RangeError);
    expect(() => advanceAmount(100, -1)).toThrow(RangeError);
    expect(() => interest(100, 'abc', 1)).toThrow();
    expect(() => interest(100, 10, 1.5)).toThrow(RangeError);
    expect(advanceAmount(3, '50')).toBe(2); // 1,5 → 2
    expect(interest(73, 10, 25)).toBe(1); // 0,5 → 1
    expect(interest(73, 10, 24)).toBe(0); // 0,48 → 0
  });
});

const policyArb = fc.record({
  discountRate: fc.integer({ min: 0, max: 10_000 }).map(rateOf),
  latePaymentRate: fc.integer({ min: 0, max: 15_000 }).map(rateOf),
  type1DailyRate: fc.option(
    fc.integer({ min: 0, max: 1_000 }).map((n) => (n / 1000).toFixed(3)),
    {
      nil: undefined,
    },
  ),
  type2DailyRate: fc.option(
    fc.integer({ min: 0, max: 1_000 }).map((n) => (n / 1000).toFixed(3)),
    {
      nil: undefined,
    },
  ),
  type2AfterDays: fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }),
});

describe('penal interest', () => {
  const unpaidArb = fc.integer({ min: 0, max: 10_000_000_000_000 });

  /** Any unpaid amount, due date, number of days (up to 1,000) and policy. */
  const penalCase = (check: (unpaid: number, due: string, days: number, p: PenalPolicy) => void) =>
    fc.property(unpaidArb, isoDate, fc.integer({ min: 0, max: 1_000 }), policyArb, check);

  it('is zero on and before the due date', () => {
    fc.assert(
      penalCase((unpaid, due, early, p) => {
        const r = penalInterest(unpaid, due, addDays(due, -early), p);
        expect(r).toEqual({ daysLate: 0, type1Days: 0, type2Days: 0, amount: 0 });
      }),
      RUNS,
    );
  });

  it('grows by day and stays whole VND', () => {
    fc.assert(
      penalCase((unpaid, due, late, p) => {
        // Days late count from the effective due date (the next working day for a weekend one).
        const start = effectiveDueDate(due);
        const today = penalInterest(unpaid, due, addDays(start, late), p);
        const tomorrow = penalInterest(unpaid, due, addDays(start, late + 1), p);
        expect(tomorrow.amount).toBeGreaterThanOrEqual(today.amount);
        expect(tomorrow.daysLate).toBe(late + 1);
        expect(tomorrow.type1Days + tomorrow.type2Days).toBe(late + 1);
        expect(isWholeNonNegative(today.amount)).toBe(true);
      }),
      RUNS,
    );
  });

  it('counts nothing until the working day after a weekend or holiday due date (Civil Code art. 148)', () => {
    const p = { discountRate: 12, latePaymentRate: 150 };
    // Due Saturday 2026-11-28: paid Monday 30/11 is on time, Tuesday is 1 day late.
    expect(penalInterest(500_000_000, '2026-11-28', '2026-11-30', p)).toMatchObject({
      daysLate: 0,
      amount: 0,
    });
    expect(penalInterest(500_000_000, '2026-11-28', '2026-12-01', p)).toMatchObject({
      daysLate: 1,
      amount: 246_575,
    });
    // Due on Labour Day, Friday 2026-05-01, with the public holidays: the Monday after is on time.
    const holidays = ['2026-04-30', '2026-05-01'];
    expect(penalInterest(500_000_000, '2026-05-01', '2026-05-04', p, holidays).daysLate).toBe(0);
    expect(penalInterest(500_000_000, '2026-05-01', '2026-05-04', p).daysLate).toBe(3);
  });

  it('never charges more than 150 % of the discount rate a year (Civil Code art. 466, 468; Circular 39 art. 13)', () => {
    // A configured type 1 rate of 1 %/day is 365 %/year: on 1 bn for 30 days it would be 300 m.
    const p = { discountRate: 12, latePaymentRate: 150, type1DailyRate: '1', type2DailyRate: '1' };
    expect(penalInterest(1_000_000_000, '2026-06-01', '2026-07-01', p).amount).toBe(
      interest(1_000_000_000, 18, 30),
    );
    expect(penalInterest(1_000_000_000, '2026-06-01', '2026-07-01', p).amount).toBe(14_794_521);
    // The spec's default 0,066 %/day (24,09 %/year) gives way to 18 %/year on a 12 % receivable...
    const d = { discountRate: 12, latePaymentRate: 150 };
    expect(penalInterest(500_000_000, '2026-06-01', '2026-07-16', d).amount).toBe(
      interest(500_000_000, 18, 45),
    );
    // ...and applies as it is on a 20 % one, whose cap is 30 %/year.
    expect(penalInterest(500_000_000, '2026-06-01', '2026-07-16', { ...d, discountRate: 20 }).amount).toBe(
      interest(500_000_000, 30, 30) + 4_950_000,
    );
    fc.assert(
      fc.property(unpaidArb, fc.integer({ min: 0, max: 2_000 }), policyArb, (unpaid, late, policy) => {
        const r = penalInterest(unpaid, '2026-06-01', addDays('2026-06-01', late), policy);
        // Rounding half-up is monotone, so the rounded amount stays within the rounded ceiling.
        const ceiling = new Dec(unpaid).times(policy.discountRate).times(1.5).times(late).dividedBy(36_500);
        expect(r.amount).toBeLessThanOrEqual(toVnd(ceiling));
      }),
      RUNS,
    );
  });

  it('matches integer arithmetic with the derived type 1 rate and the 0,066 % default, capped by law', () => {
    fc.assert(
      fc.property(
        unpaidArb,
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 15_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        (unpaid, drH, lrH, late) => {
          const r = penalInterest(unpaid, '2026-06-01', addDays('2026-06-01', late), {
            discountRate: rateOf(drH),
            latePaymentRate: rateOf(lrH),
          });
          const d1 = BigInt(Math.min(late, 30));
          const d2 = BigInt(Math.max(0, late - 30));
          // unpaid × (d1 × dr × lr / 100 / 365 + d2 × min(0.066, dr × 150 / 100 / 365)) / 100, rates
          // in hundredths, 0.066 = 66/1000: the default gives way to 150 % of the discount rate.
          const cap = BigInt(drH) * 150_000n;
          const type2 = 66n * 3_650_000n < cap ? 66n * 3_650_000n : cap;
          const num = BigInt(unpaid) * (d1 * BigInt(drH) * BigInt(lrH) * 10n + d2 * type2);
          expect(r.amount).toBe(Number(divHalfUp(num, 365_000_000_000n)));
        },
      ),
      RUNS,
    );
  });

  it('takes a late-payment rate of 150 % (1.5 ×) and refuses one above its range', () => {
    const p = { discountRate: 12, latePaymentRate: 150 };
    expect(penalInterest(500_000_000, '2026-06-01', '2026-07-01', p).amount).toBe(7_397_260);
    expect(() => penalInterest(1, '2026-06-01', '2026-07-01', { ...p, latePaymentRate: 150.01 })).toThrow(
      RateError,
    );
    expect(() => penalRatePerYear(150, 100)).toThrow(RateError); // 150 %/year is not an annual rate
  });

  it('states the penal rate as discount rate × late-payment rate', () => {
    expect(penalRatePerYear(12, 150)).toBe('18');
    expect(penalRatePerYear('10.5', '150')).toBe('15.75');
  });
});
