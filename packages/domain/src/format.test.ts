import { describe, expect, it } from 'vitest';
import {
  dateFormatOf,
  dateTimeFormatOf,
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMonth,
  formatRatePer,
  formatsFor,
  monthFormatOf,
  parseDisplayDate,
} from './format.ts';

describe('date formats', () => {
  it('gives the dayjs formats per language', () => {
    expect(dateFormatOf('vi')).toBe('DD/MM/YYYY');
    expect(dateFormatOf('en')).toBe('MM/DD/YYYY');
    expect(dateTimeFormatOf('vi')).toBe('DD/MM/YYYY HH:mm');
    expect(dateTimeFormatOf('en', { seconds: true })).toBe('MM/DD/YYYY HH:mm:ss');
    expect(monthFormatOf('vi')).toBe('MM/YYYY');
  });

  it('formats calendar dates as written, whatever the time zone', () => {
    expect(formatDate('2024-03-05', 'vi')).toBe('05/03/2024');
    expect(formatDate('2024-03-05', 'en')).toBe('03/05/2024');
    expect(formatDate('2024-12-31', 'vi')).toBe('31/12/2024');
  });

  it('formats instants in the Vietnam time zone', () => {
    // 20:00 UTC is 03:00 the next day in Ho Chi Minh City (UTC+7).
    expect(formatDate('2024-03-05T20:00:00Z', 'vi')).toBe('06/03/2024');
    expect(formatDateTime('2024-03-05T20:00:00Z', 'vi')).toBe('06/03/2024 03:00');
    expect(formatDateTime('2024-03-05T02:04:09Z', 'en', { seconds: true })).toBe('03/05/2024 09:04:09');
    expect(formatDateTime('2024-03-05T02:04:09Z', 'en', { tz: 'UTC' })).toBe('03/05/2024 02:04');
  });

  it('gives an empty text for empty or invalid input', () => {
    expect(formatDate(null, 'vi')).toBe('');
    expect(formatDate('', 'en')).toBe('');
    expect(formatDate('2024-02-30', 'vi')).toBe('');
    expect(formatDate('not a date', 'vi')).toBe('');
    expect(formatDateTime(undefined, 'vi')).toBe('');
  });

  it('formats months', () => {
    expect(formatMonth('2024-03', 'vi')).toBe('03/2024');
    expect(formatMonth('2024-11-20', 'en')).toBe('11/2024');
    expect(formatMonth('', 'en')).toBe('');
  });

  it('parses dates typed in the language format', () => {
    expect(parseDisplayDate('05/03/2024', 'vi')).toBe('2024-03-05');
    expect(parseDisplayDate('03/05/2024', 'en')).toBe('2024-03-05');
    expect(parseDisplayDate('31/12/2024', 'en')).toBeNull();
    expect(parseDisplayDate('30/02/2024', 'vi')).toBeNull();
    expect(parseDisplayDate('', 'vi')).toBeNull();
  });
});

describe('amounts, rates and counts with their unit (spec §9, decision 0077)', () => {
  it('writes money as each language does: dots and đ in Vietnamese, VND and commas in English', () => {
    expect(formatMoney(1_234_567, 'vi')).toBe('1.234.567 đ');
    expect(formatMoney(1_234_567, 'en')).toBe('VND 1,234,567');
    expect(formatMoney(0, 'vi')).toBe('0 đ');
    expect(formatMoney(999, 'en')).toBe('VND 999');
    // Whole VND: a fraction rounds half-up, as every amount of the engine.
    expect(formatMoney(1_234.5, 'vi')).toBe('1.235 đ');
    expect(formatMoney(5_000_000_000, 'en')).toBe('VND 5,000,000,000');
  });

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
