import { describe, expect, it } from 'vitest';
import { pointsEarned } from './points.ts';

const paid = (over: Partial<Parameters<typeof pointsEarned>[0]> = {}) =>
  pointsEarned({
    amount: 125_500_000,
    paymentDate: '2026-11-20',
    maturityDate: '2026-11-25',
    vndPerPoint: 1_000_000,
    ...over,
  });

describe('pointsEarned', () => {
  it('gives one point per whole step paid on time, rounded down (finance.md worked example)', () => {
    expect(paid()).toBe(125);
    expect(paid({ paymentDate: '2026-11-25' })).toBe(125);
    expect(paid({ amount: 999_999 })).toBe(0);
  });

  it('gives nothing for a late payment or a nonsense rate', () => {
    expect(paid({ paymentDate: '2026-11-26' })).toBe(0);
    expect(paid({ vndPerPoint: 0 })).toBe(0);
    expect(paid({ amount: 0 })).toBe(0);
  });
});
