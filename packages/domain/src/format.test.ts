import { describe, expect, it } from 'vitest';
import {
  dateFormatOf,
  dateTimeFormatOf,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMonth,
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

describe('formatMoney: an amount with its unit', () => {
  it('writes "1.234.567 đ" in Vietnamese and "VND 1,234,567" in English', () => {
    expect(formatMoney(1_234_567, 'vi')).toBe('1.234.567 đ');
    expect(formatMoney(1_234_567, 'en')).toBe('VND 1,234,567');
    expect(formatMoney(0, 'vi')).toBe('0 đ');
    expect(formatMoney(999, 'en')).toBe('VND 999');
    expect(formatMoney(1_000, 'en')).toBe('VND 1,000');
  });
  it('rounds a fraction half-up away from zero and keeps a sign', () => {
    expect(formatMoney(1_499.5, 'vi')).toBe('1.500 đ');
    expect(formatMoney(-2_500_000, 'en')).toBe('-VND 2,500,000');
  });
  it('answers nothing for what is not an amount', () => {
    expect(formatMoney(Number.NaN, 'vi')).toBe('');
    expect(formatMoney(2 ** 60, 'en')).toBe('');
  });
});
