import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, fromEpochDay, toEpochDay } from './dates.ts';
import { badDebtTransferDate, DEFAULT_BAD_DEBT_DAY, type DebtStage, debtStage, debtStageOn } from './debt.ts';

const RUNS = { numRuns: 10_000 };
const ORDER: Record<DebtStage, number> = { NOT_DUE: 0, OVERDUE: 1, BAD_DEBT: 2 };
const n1Arb = fc.integer({ min: 1, max: 720 });
const dueArb = fc.integer({ min: toEpochDay('2020-01-01'), max: toEpochDay('2035-12-31') }).map(fromEpochDay);

describe('debt stages', () => {
  it('only move forward as days pass', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), n1Arb, (dpd, n1) => {
        expect(ORDER[debtStage(dpd + 1, n1)]).toBeGreaterThanOrEqual(ORDER[debtStage(dpd, n1)]);
      }),
      RUNS,
    );
  });

  it('are bad debt exactly from day N1 past due, overdue between, not due until the due date', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), n1Arb, (dpd, n1) => {
        const expected = dpd <= 0 ? 'NOT_DUE' : dpd >= n1 ? 'BAD_DEBT' : 'OVERDUE';
        expect(debtStage(dpd, n1)).toBe(expected);
      }),
      RUNS,
    );
  });

  it('turn to bad debt on the transfer date', () => {
    fc.assert(
      fc.property(dueArb, n1Arb, (due, n1) => {
        const transfer = badDebtTransferDate(due, n1);
        expect(debtStageOn(due, transfer, n1)).toBe('BAD_DEBT');
        expect(debtStageOn(due, addDays(transfer, -1), n1)).toBe(n1 === 1 ? 'NOT_DUE' : 'OVERDUE');
      }),
      RUNS,
    );
  });

  it('default N1 is 91 days and N1 must be a whole number of days >= 1', () => {
    expect(DEFAULT_BAD_DEBT_DAY).toBe(91);
    expect(debtStageOn('2026-06-01', '2026-08-30')).toBe('OVERDUE');
    expect(debtStageOn('2026-06-01', '2026-08-31')).toBe('BAD_DEBT');
    expect(badDebtTransferDate('2026-06-01')).toBe('2026-08-31');
    expect(() => debtStage(5, 0)).toThrow(RangeError);
  });

  it('counts from the next working day when the due date is a weekend or a public holiday', () => {
    // Sunday 2026-05-31 is really due Monday 2026-06-01.
    expect(debtStageOn('2026-05-31', '2026-06-01')).toBe('NOT_DUE');
    expect(debtStageOn('2026-05-31', '2026-06-02')).toBe('OVERDUE');
    expect(badDebtTransferDate('2026-05-31')).toBe('2026-08-31');
    // Thursday 2026-04-30 (Reunification Day) and Friday 1 May: due Monday 4 May.
    const holidays = ['2026-04-30', '2026-05-01'];
    expect(debtStageOn('2026-04-30', '2026-05-04', 91, holidays)).toBe('NOT_DUE');
    expect(debtStageOn('2026-04-30', '2026-05-04', 91)).toBe('OVERDUE');
    expect(badDebtTransferDate('2026-04-30', 91, holidays)).toBe('2026-08-03');
    expect(() => debtStage(5, 1.5)).toThrow(RangeError);
  });
});
