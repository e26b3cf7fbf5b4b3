import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addWorkingDays,
  creditAssessmentDeadline,
  daysBetween,
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
