import { describe, expect, it } from 'vitest';
import { referralCommission, runningBalances } from './figures.ts';

describe('report figures', () => {
  it('takes the appendix rate of the discount, rounded half-up once', () => {
    expect(referralCommission(12_345_679, 10.5)).toBe(1_296_296);
    expect(referralCommission(1_000, 0.05)).toBe(1);
    expect(referralCommission(0, 12)).toBe(0);
  });

  it('carries the balance from month to month', () => {
    expect(
      runningBalances(100, [
        { increase: 50, decrease: 30 },
        { increase: 0, decrease: 20 },
      ]),
    ).toEqual([120, 100]);
  });
});
