import { describe, expect, it } from 'vitest';
import { axisMoney, chartValue, tooltipLine } from './chart-options.ts';

describe('chart values carry their unit', () => {
  it('shows amounts with the unit of the language', () => {
    expect(chartValue(1_234_567, { locale: 'vi', money: true })).toBe('1.234.567 đ');
    expect(chartValue(1_234_567, { locale: 'en', money: true })).toBe('VND 1,234,567');
  });
  it('shows counts grouped, without a unit', () => {
    expect(chartValue(12_345, { locale: 'en' })).toBe('12,345');
    expect(chartValue(12_345, { locale: 'vi' })).toBe('12.345');
  });
  it('shortens axis amounts but keeps the unit', () => {
    expect(axisMoney(1_500_000_000, 'vi')).toBe('1,5 tỷ đ');
    expect(axisMoney(1_500_000_000, 'en')).toBe('VND 1.5B');
    expect(axisMoney(250_000_000, 'en')).toBe('VND 250M');
    expect(axisMoney(500, 'vi')).toBe('500 đ');
  });
  it('names the series in a tooltip', () => {
    expect(tooltipLine('Đã nhận', 2_000_000, { locale: 'vi', money: true })).toBe('Đã nhận: 2.000.000 đ');
    expect(tooltipLine(undefined, 3, { locale: 'en' })).toBe('3');
  });
});
