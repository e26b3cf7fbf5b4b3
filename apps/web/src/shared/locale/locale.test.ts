import { describe, expect, it } from 'vitest';
import { fromCookieValue, toCookieValue } from './locale.ts';

describe('locale cookie', () => {
  it('maps the spec cookie values to app locales and back', () => {
    expect(fromCookieValue('vn')).toBe('vi');
    expect(fromCookieValue('en')).toBe('en');
    expect(toCookieValue('vi')).toBe('vn');
    expect(toCookieValue('en')).toBe('en');
  });

  it('defaults to Vietnamese for a missing or unknown value', () => {
    expect(fromCookieValue(undefined)).toBe('vi');
    expect(fromCookieValue('fr')).toBe('vi');
  });
});
