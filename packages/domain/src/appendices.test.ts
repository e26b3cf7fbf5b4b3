import { describe, expect, it } from 'vitest';
import { appendixNumber, referenceStatusOf, referredStatusOf } from './appendices.ts';
import { APPENDIX_STATUSES } from './statuses/contract.ts';

describe('referenceStatusOf', () => {
  it('reads every appendix status as the spec’s reference status', () => {
    expect(APPENDIX_STATUSES.map((s) => [s, referenceStatusOf(s)])).toEqual([
      [-1, -1],
      [1, 1],
      [2, 2],
      [3, 2],
      [4, 1],
      [5, 1],
      [6, 3],
    ]);
  });
});

describe('referredStatusOf', () => {
  it('is active only on a complete appendix whose commission is not switched off', () => {
    expect(referredStatusOf(2, 2)).toBe('CONFIRMING');
    expect(referredStatusOf(6, 3)).toBe('ACTIVE');
    expect(referredStatusOf(6, 1)).toBe('DEACTIVATED');
    expect(referredStatusOf(-1, -1)).toBe('DEACTIVATED');
  });
});

describe('appendixNumber', () => {
  it('pads the sequence', () => expect(appendixNumber(2026, 12)).toBe('PLGT-2026-000012'));
});
