import { describe, expect, it } from 'vitest';
import { maturityBuckets } from './supplier-home.ts';

describe('maturity buckets', () => {
  it('cut the calendar at today, +30, +60 and +90 days without gaps or overlaps', () => {
    expect(maturityBuckets('2026-11-28')).toEqual([
      { bucket: 'PAST', due_from: null, due_to: '2026-11-27' },
      { bucket: 'D30', due_from: '2026-11-28', due_to: '2026-12-28' },
      { bucket: 'D60', due_from: '2026-12-29', due_to: '2027-01-27' },
      { bucket: 'D90', due_from: '2027-01-28', due_to: '2027-02-26' },
      { bucket: 'LATER', due_from: '2027-02-27', due_to: null },
    ]);
  });
  it('cross a leap day', () => {
    const b = maturityBuckets('2028-02-01');
    expect(b[1]).toEqual({ bucket: 'D30', due_from: '2028-02-01', due_to: '2028-03-02' });
  });
});
