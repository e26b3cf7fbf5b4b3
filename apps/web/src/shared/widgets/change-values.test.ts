import { describe, expect, it } from 'vitest';
import { shownChangeValue } from './change-values.ts';

describe('a timeline change shown as the screens show its value', () => {
  it('shows an approved limit as money, as the credit screen does, in both languages', () => {
    // The supplier credit's history used to read "Approved limit: — → 1500000000".
    expect(shownChangeValue(null, 'money', 'vi')).toBe('—');
    expect(shownChangeValue(1_500_000_000, 'money', 'vi')).toBe('1.500.000.000');
    expect(shownChangeValue(1_500_000_000, 'money', 'en')).toBe('1.500.000.000');
    // A bigint read as text by some driver is still an amount.
    expect(shownChangeValue('2000000000', 'money', 'vi')).toBe('2.000.000.000');
  });

  it('shows dates in the language’s order and rates with two decimals and %', () => {
    expect(shownChangeValue('2026-03-17', 'date', 'vi')).toBe('17/03/2026');
    expect(shownChangeValue('2026-03-17', 'date', 'en')).toBe('03/17/2026');
    expect(shownChangeValue('8.5', 'rate', 'vi')).toBe('8,50%');
    expect(shownChangeValue(80, 'rate', 'en')).toBe('80.00%');
  });

  it('shows a value that does not fit its kind, or has none, as stored', () => {
    expect(shownChangeValue('abc', 'money', 'vi')).toBe('abc');
    expect(shownChangeValue(12.5, 'money', 'vi')).toBe('12.5');
    expect(shownChangeValue(1500000000, undefined, 'vi')).toBe('1500000000');
    expect(shownChangeValue({ a: 1 }, undefined, 'vi')).toBe('{"a":1}');
    expect(shownChangeValue('', 'date', 'vi')).toBe('—');
  });
});
