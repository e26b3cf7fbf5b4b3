import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatRate,
  formatVnd,
  groupDigits,
  isVnd,
  parseVnd,
  roundHalfUp,
  toVnd,
  type VndSuffix,
} from './money.ts';

const RUNS = { numRuns: 10_000 };
const amountArb = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
const suffixArb = fc.constantFrom<VndSuffix>('none', 'symbol', 'code');

describe('formatVnd', () => {
  it('groups thousands with dots, no decimals, as German grouping does', () => {
    fc.assert(
      fc.property(amountArb, (n) => {
        const s = formatVnd(n);
        expect(s).toMatch(/^-?\d{1,3}(\.\d{3})*$/);
        expect(s).toBe(n.toLocaleString('de-DE', { maximumFractionDigits: 0 }));
      }),
      RUNS,
    );
  });

  it('is read back by parseVnd, with or without suffix (amounts ≥ 0)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), suffixArb, (n, suffix) => {
        expect(parseVnd(formatVnd(n, suffix))).toBe(n);
      }),
      RUNS,
    );
  });

  it('shows the suffixes', () => {
    expect(formatVnd(1_234_567)).toBe('1.234.567');
    expect(formatVnd(1_234_567, 'symbol')).toBe('1.234.567 ₫');
    expect(formatVnd(1_234_567, 'code')).toBe('1.234.567 VND');
    expect(formatVnd(-5_000)).toBe('-5.000');
    expect(formatVnd(1_234.5)).toBe('1.235');
  });
});

describe('groupDigits', () => {
  it('groups by three with the separator given, as the English locale does with commas', () => {
    fc.assert(
      fc.property(amountArb, (n) => {
        expect(groupDigits(n, ',')).toBe(n.toLocaleString('en-US', { maximumFractionDigits: 0 }));
      }),
      RUNS,
    );
    expect(groupDigits(1_234_567)).toBe('1.234.567');
    expect(groupDigits(-1_500, ',')).toBe('-1,500');
    expect(groupDigits(999)).toBe('999');
  });
});

describe('parseVnd', () => {
  it('reads plain digits and common forms', () => {
    expect(parseVnd('1234567')).toBe(1_234_567);
    expect(parseVnd(' 1.234.567\u00a0₫ ')).toBe(1_234_567);
    expect(parseVnd('1.234.567đ')).toBe(1_234_567);
    expect(parseVnd('1.234.567 VNĐ')).toBe(1_234_567);
    expect(parseVnd('0')).toBe(0);
  });

  it('refuses a sign: VND amounts are never negative', () => {
    for (const s of ['-1.000', '-1000', '-0', '+1.000', '- 5']) expect(parseVnd(s), s).toBeNull();
  });

  it('refuses decimals, misplaced dots and text', () => {
    for (const s of [
      '',
      '₫',
      '1,5',
      '1.23',
      '12.3456',
      '1..000',
      '.100',
      '1.000,50',
      'abc',
      '1e6',
      '9.007.199.254.740.993',
    ]) {
      expect(parseVnd(s)).toBeNull();
    }
  });
});

describe('formatRate', () => {
  it('shows 2 decimals half-up, comma in Vietnamese and dot in English', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (thousandths) => {
        const rate = (thousandths / 1000).toString();
        const hundredths = Math.floor((thousandths + 5) / 10);
        const en = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
        expect(formatRate(rate, 'en')).toBe(en);
        expect(formatRate(rate, 'vi')).toBe(en.replace('.', ','));
      }),
      RUNS,
    );
  });

  it('defaults to Vietnamese and adds % on request', () => {
    expect(formatRate(12.5)).toBe('12,50');
    expect(formatRate('0.066', 'vi', { decimals: 3, percent: true })).toBe('0,066%');
    expect(formatRate('-0.001')).toBe('0,00');
    expect(formatRate(-1.5, 'en')).toBe('-1.50');
  });
});

describe('rounding', () => {
  it('rounds half-up to whole VND', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (n) => {
        expect(toVnd(`${n}.5`)).toBe(n + 1);
        expect(toVnd(`${n}.4999999999`)).toBe(n);
        expect(toVnd(`${n}.5000000001`)).toBe(n + 1);
        expect(isVnd(toVnd(n))).toBe(true);
      }),
      RUNS,
    );
  });

  it('rounds half-up to decimals', () => {
    expect(roundHalfUp('9.755', 2).toString()).toBe('9.76');
    expect(roundHalfUp('9.745', 2).toString()).toBe('9.75');
    expect(toVnd(-0.4)).toBe(0);
    expect(() => toVnd(2 ** 53)).toThrow(RangeError);
  });
});
