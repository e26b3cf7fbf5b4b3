import { describe, expect, it } from 'vitest';
import {
  dateFormatOf,
  dateTimeFormatOf,
  formatDate,
  formatDateTime,
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
