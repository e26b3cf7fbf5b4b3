import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addTerm,
  addWorkingDays,
  creditAssessmentDeadline,
  daysBetween,
  daysInMonth,
  fromEpochDay,
  isIsoDate,
  isWeekend,
  isWorkingDay,
  todayIn,
  toEpochDay,
  workingDaysBetween,
} from './dates.ts';

const RUNS = { numRuns: 10_000 };
const epochDayArb = fc.integer({ min: toEpochDay('1990-01-01'), max: toEpochDay('2099-12-31') });
const isoArb = epochDayArb.map(fromEpochDay);
/** A random holiday calendar: weekday and weekend dates in the same weeks as the test dates. */
const holidaysArb = (around: string) =>
  fc.uniqueArray(
    fc.integer({ min: -3, max: 30 }).map((n) => addDays(around, n)),
    { maxLength: 8 },
  );

describe('ISO dates', () => {
  it('round-trip through epoch days', () => {
    fc.assert(
      fc.property(epochDayArb, (d) => {
        const iso = fromEpochDay(d);
        expect(isIsoDate(iso)).toBe(true);
        expect(toEpochDay(iso)).toBe(d);
      }),
      RUNS,
    );
  });

  it('refuses dates that do not exist', () => {
    for (const s of [
      '2026-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-1-01',
      '26-01-01',
      '0099-01-01',
      '',
    ]) {
      expect(isIsoDate(s)).toBe(false);
    }
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(RangeError);
  });
});

describe('daysBetween (first day excluded, last day included)', () => {
  it('is the number of days added, and adds up over a middle date', () => {
    fc.assert(
      fc.property(
        isoArb,
        fc.integer({ min: -2000, max: 2000 }),
        fc.integer({ min: -2000, max: 2000 }),
        (a, n, m) => {
          const b = addDays(a, n);
          const c = addDays(b, m);
          expect(daysBetween(a, b)).toBe(n);
          expect(daysBetween(b, a) + n).toBe(0);
          expect(daysBetween(a, c)).toBe(daysBetween(a, b) + daysBetween(b, c));
        },
      ),
      RUNS,
    );
  });

  it('counts 1 for the next day and 0 for the same day', () => {
    expect(daysBetween('2026-03-02', '2026-03-03')).toBe(1);
    expect(daysBetween('2026-03-02', '2026-03-02')).toBe(0);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
  });
});

describe('working days', () => {
  it('a weekend is Saturday or Sunday, as Date says', () => {
    fc.assert(
      fc.property(isoArb, (iso) => {
        const day = new Date(`${iso}T00:00:00Z`).getUTCDay();
        expect(isWeekend(iso)).toBe(day === 0 || day === 6);
      }),
      RUNS,
    );
  });

  it('addWorkingDays lands on a working day n working days later', () => {
    fc.assert(
      fc.property(
        isoArb.chain((start) =>
          fc.tuple(fc.constant(start), holidaysArb(start), fc.integer({ min: 0, max: 20 })),
        ),
        ([start, holidays, n]) => {
          const end = addWorkingDays(start, n, holidays);
          expect(isWorkingDay(end, holidays)).toBe(true);
          expect(holidays).not.toContain(end);
          if (n > 0) {
            expect(workingDaysBetween(start, end, holidays)).toBe(n);
            expect(workingDaysBetween(start, addDays(end, -1), holidays)).toBe(n - 1);
          } else {
            expect(daysBetween(start, end)).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      RUNS,
    );
  });

  it('the credit assessment deadline is 5 working days, 5 to 7 calendar days without holidays', () => {
    fc.assert(
      fc.property(isoArb, (received) => {
        const deadline = creditAssessmentDeadline(received);
        expect(workingDaysBetween(received, deadline)).toBe(5);
        expect(isWeekend(deadline)).toBe(false);
        const days = daysBetween(received, deadline);
        expect(days).toBeGreaterThanOrEqual(5);
        expect(days).toBeLessThanOrEqual(7);
      }),
      RUNS,
    );
  });

  it('takes holidays as an array or a set', () => {
    const holidays = ['2026-04-27', '2026-04-30', '2026-05-01'];
    expect(creditAssessmentDeadline('2026-04-24', holidays)).toBe('2026-05-06');
    expect(creditAssessmentDeadline('2026-04-24', new Set(holidays))).toBe('2026-05-06');
    expect(addWorkingDays('2026-11-21', 0)).toBe('2026-11-23');
    expect(() => addWorkingDays('2026-11-21', -1)).toThrow(RangeError);
  });
});

describe('todayIn', () => {
  it('is the UTC+7 calendar date in Asia/Ho_Chi_Minh, whatever the process zone', () => {
    const from = Date.UTC(1990, 0, 1);
    const to = Date.UTC(2099, 11, 31);
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (ms) => {
        const now = new Date(ms);
        expect(todayIn('Asia/Ho_Chi_Minh', now)).toBe(
          new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10),
        );
        expect(todayIn('UTC', now)).toBe(now.toISOString().slice(0, 10));
      }),
      RUNS,
    );
  });

  it('defaults to Asia/Ho_Chi_Minh and now', () => {
    expect(todayIn(undefined, new Date('2026-11-21T17:30:00Z'))).toBe('2026-11-22');
    expect(isIsoDate(todayIn())).toBe(true);
  });
});

describe('addMonths', () => {
  const monthsArb = fc.integer({ min: -1200, max: 1200 });
  const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];

  it('applies the end-of-month rule', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-02-28', 1)).toBe('2026-03-28');
    expect(addMonths('2026-01-31', 3)).toBe('2026-04-30');
    expect(addMonths('2026-11-30', 14)).toBe('2028-01-30');
    expect(addMonths('2026-05-15', 0)).toBe('2026-05-15');
    expect(() => addMonths('2026-01-31', 1.5)).toThrow(RangeError);
    expect(() => addMonths('2026-02-30', 1)).toThrow(RangeError);
  });

  it('moves the month index by exactly n and keeps the day, or the last day of a shorter month', () => {
    fc.assert(
      fc.property(isoArb, monthsArb, (iso, n) => {
        const out = addMonths(iso, n);
        expect(isIsoDate(out)).toBe(true);
        const [y, m, d] = parts(iso);
        const [y2, m2, d2] = parts(out);
        expect(y2 * 12 + m2 - (y * 12 + m)).toBe(n);
        expect(d2).toBe(Math.min(d, daysInMonth(y2, m2)));
      }),
      RUNS,
    );
  });

  it('is monotonic and undone by the opposite move when the day exists in both months', () => {
    fc.assert(
      fc.property(isoArb, isoArb, monthsArb, (a, b, n) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(addMonths(lo, n) <= addMonths(hi, n)).toBe(true);
        if (parts(a)[2] <= 28) expect(addMonths(addMonths(a, n), -n)).toBe(a);
      }),
      RUNS,
    );
  });

  it('a month-unit term adds months, any other unit days', () => {
    fc.assert(
      fc.property(isoArb, fc.integer({ min: 0, max: 600 }), (iso, n) => {
        expect(addTerm(iso, n, 1)).toBe(addMonths(iso, n));
        expect(addTerm(iso, n, 2)).toBe(addDays(iso, n));
      }),
      RUNS,
    );
    expect(() => addTerm('2026-01-31', -1, 1)).toThrow(RangeError);
  });
});
