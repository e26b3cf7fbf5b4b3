import { describe, expect, it } from 'vitest';
import { formatCount, formatRatePer, formatsFor } from './format.ts';

// Beside format.test.ts (dates, formatMoney): what the generated documents add to the module.

describe('rates and counts with their unit, and one language bound for a document (spec §9, decision 0077)', () => {
  it('writes rates with 2 decimals per year, 3 per day, the decimal mark of the language', () => {
    expect(formatRatePer(9.5, 'vi')).toBe('9,50%/năm');
    expect(formatRatePer(9.5, 'en')).toBe('9.50% per year');
    expect(formatRatePer('12.25', 'vi', 'year')).toBe('12,25%/năm');
    expect(formatRatePer(0.066, 'vi', 'day')).toBe('0,066%/ngày');
    expect(formatRatePer('0.066', 'en', 'day')).toBe('0.066% per day');
    expect(formatRatePer(10, 'en', 'year', 0)).toBe('10% per year');
  });

  it('groups counts as the language groups, no unit', () => {
    expect(formatCount(1_500, 'vi')).toBe('1.500');
    expect(formatCount(1_500, 'en')).toBe('1,500');
    expect(formatCount(12, 'en')).toBe('12');
  });

  it('binds the formatters to one language for a document', () => {
    const vi = formatsFor('vi');
    const en = formatsFor('en');
    expect([vi.date('2026-03-02'), vi.money(2_000_000), vi.rate(10), vi.count(1_000)]).toEqual([
      '02/03/2026',
      '2.000.000 đ',
      '10,00%/năm',
      '1.000',
    ]);
    expect([en.date('2026-03-02'), en.money(2_000_000), en.rate(0.05, 'day'), en.count(1_000)]).toEqual([
      '03/02/2026',
      'VND 2,000,000',
      '0.050% per day',
      '1,000',
    ]);
  });
});
