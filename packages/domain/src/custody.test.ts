import { describe, expect, it } from 'vitest';
import { returnTiming } from './custody.ts';

describe('returnTiming', () => {
  it('reads the worked examples', () => {
    expect(returnTiming('2026-11-23', '2026-11-25')).toEqual({
      timing: 'EARLY',
      due: '2026-11-25',
      workingDays: 2,
    });
    expect(returnTiming('2026-11-25', '2026-11-25')).toEqual({
      timing: 'ON_TIME',
      due: '2026-11-25',
      workingDays: 0,
    });
    expect(returnTiming('2026-12-01', '2026-11-27')).toEqual({
      timing: 'LATE',
      due: '2026-11-27',
      workingDays: 2,
    });
  });

  it('moves a return date on a weekend or holiday to the next working day', () => {
    expect(returnTiming('2026-11-30', '2026-11-28').timing).toBe('ON_TIME');
    expect(returnTiming('2026-05-04', '2026-05-01', ['2026-05-01']).timing).toBe('ON_TIME');
    expect(returnTiming('2026-05-05', '2026-05-01', ['2026-05-01'])).toEqual({
      timing: 'LATE',
      due: '2026-05-04',
      workingDays: 1,
    });
  });
});
