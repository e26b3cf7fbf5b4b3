import { describe, expect, it } from 'vitest';
import { receivableStatusShort } from './receivable-display.ts';

describe('receivableStatusShort', () => {
  it('counts days to and past the due date for a receivable in settlement', () => {
    expect(receivableStatusShort('SETTLEMENT', '2026-12-10', '2026-12-07')).toBe('D-3');
    expect(receivableStatusShort('SETTLEMENT', '2026-12-10', '2026-12-10')).toBe('D');
    expect(receivableStatusShort('SETTLEMENT', '2026-12-10', '2026-12-12')).toBe('D+2');
  });

  it('moves a due date on a weekend or holiday to the next working day', () => {
    // Saturday 12 Dec 2026: due in effect on Monday 14.
    expect(receivableStatusShort('SETTLEMENT', '2026-12-12', '2026-12-14')).toBe('D');
    expect(receivableStatusShort('SETTLEMENT', '2026-12-12', '2026-12-11')).toBe('D-3');
    // Friday 1 Jan 2027 is a holiday: due in effect Monday 4 Jan.
    expect(receivableStatusShort('SETTLEMENT', '2027-01-01', '2027-01-04', ['2027-01-01'])).toBe('D');
  });

  it('shows O and BD, and no short form for the other statuses', () => {
    expect(receivableStatusShort('OVERDUE', '2026-12-10', '2026-12-20')).toBe('O');
    expect(receivableStatusShort('BAD_DEBT', '2026-12-10', '2027-06-20')).toBe('BD');
    expect(receivableStatusShort('AVAILABLE', '2026-12-10', '2026-12-07')).toBeNull();
    expect(receivableStatusShort('SETTLED', '2026-12-10', '2026-12-07')).toBeNull();
  });
});
