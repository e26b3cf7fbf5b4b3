import { describe, expect, it } from 'vitest';
import { assessmentClock, financialYears, overdueIfReceivedBy } from './credit-assessment.ts';
import { addDays } from './dates.ts';

describe('assessmentClock', () => {
  it('counts down the 5 working days and flags the file once the deadline has passed', () => {
    expect(assessmentClock('2026-11-20', '2026-11-20')).toEqual({
      deadline: '2026-11-27',
      working_days_left: 5,
      working_days_overdue: 0,
      overdue: false,
    });
    expect(assessmentClock('2026-11-20', '2026-11-23').working_days_left).toBe(4);
    expect(assessmentClock('2026-11-20', '2026-11-27')).toMatchObject({
      working_days_left: 0,
      overdue: false,
    });
    // Saturday after the deadline: overdue, but no working day lost yet.
    expect(assessmentClock('2026-11-20', '2026-11-28')).toMatchObject({
      overdue: true,
      working_days_overdue: 0,
    });
    expect(assessmentClock('2026-11-20', '2026-11-30')).toMatchObject({
      overdue: true,
      working_days_overdue: 1,
    });
  });
  it('skips holidays', () => {
    expect(assessmentClock('2026-11-20', '2026-11-20', ['2026-11-23']).deadline).toBe('2026-11-30');
  });
});

describe('financialYears', () => {
  it('is the four closed years before the current one', () => {
    expect(financialYears('2026-11-23')).toEqual([2022, 2023, 2024, 2025]);
    expect(financialYears('2027-01-01')).toEqual([2023, 2024, 2025, 2026]);
  });
});

describe('overdueIfReceivedBy', () => {
  it('is the last day received whose deadline is before today', () => {
    expect(overdueIfReceivedBy('2026-11-30')).toBe('2026-11-22');
    expect(overdueIfReceivedBy('2026-11-28')).toBe('2026-11-22');
    expect(overdueIfReceivedBy('2026-11-27')).toBe('2026-11-19');
    for (const today of ['2026-11-23', '2026-11-27', '2026-12-01']) {
      const bound = overdueIfReceivedBy(today);
      expect(assessmentClock(bound, today).overdue).toBe(true);
      expect(assessmentClock(addDays(bound, 1), today).overdue).toBe(false);
    }
  });
});
