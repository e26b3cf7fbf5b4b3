import { describe, expect, it } from 'vitest';
import {
  CREDIT,
  CURRENCY,
  cookieFromLocale,
  isIndividualEntityType,
  isMonthTermUnit,
  LATE_PAYMENT,
  LIMITS,
  LOCALE_COOKIE,
  localeFromCookie,
  PAGING,
  PAYMENT_TYPE_LABELS,
  PAYMENT_TYPES,
  UI_TIMING,
  UPLOAD,
  WEEKDAYS,
} from './constants.ts';
import { findProvince, isProvinceCode, PROVINCE_CODES, PROVINCES } from './provinces.ts';

describe('constants (spec §9)', () => {
  it('holds the spec values', () => {
    expect(PAGING.pageSizes).toEqual([10, 20, 30, 50]);
    expect(UPLOAD.maxFileBytes).toBe(200 * 1024 * 1024);
    expect(UPLOAD.sizeConstant * 1024).toBe(UPLOAD.maxFileBytes);
    expect(UPLOAD.maxFileListBytes).toBe(10 * 1024 * 1024);
    expect(UPLOAD.extensions).toEqual(['pdf', 'png', 'jpg', 'jpeg', 'gif']);
    expect(LOCALE_COOKIE).toMatchObject({ name: 'locale', maxAgeDays: 365, defaultValue: 'vn' });
    expect(CURRENCY).toMatchObject({ code: 'VND', decimals: 0, thousandsSeparator: '.', decimalMark: ',' });
    expect(LIMITS).toMatchObject({
      passwordMin: 8,
      phoneMin: 9,
      phoneMax: 12,
      usernameMin: 3,
      usernameMax: 16,
    });
    expect(CREDIT).toEqual({ assessmentWorkingDays: 5, financialYears: 4 });
    expect(LATE_PAYMENT).toMatchObject({ defaultLateRatePercentPerDay: '0.066', defaultLateAfterDays: 30 });
    expect(PAYMENT_TYPES).toEqual({ PACKAGE: 1, MONTHLY: 2, QUARTERLY: 3 });
    expect(Object.keys(PAYMENT_TYPE_LABELS)).toEqual(['1', '2', '3']);
    expect(WEEKDAYS.map((d) => d.label.en)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(UI_TIMING).toEqual({
      progressBarThrottleMs: 200,
      progressBarDurationMs: 5000,
      reloadGuardMs: 60_000,
    });
  });

  it('maps the locale cookie', () => {
    expect(localeFromCookie('vn')).toBe('vi');
    expect(localeFromCookie('en')).toBe('en');
    expect(localeFromCookie(undefined)).toBe('vi');
    expect(localeFromCookie('fr')).toBe('vi');
    expect(cookieFromLocale('vi')).toBe('vn');
    expect(cookieFromLocale('en')).toBe('en');
  });

  it('reads term units and entity types', () => {
    expect(isMonthTermUnit(1)).toBe(true);
    expect(isMonthTermUnit(2)).toBe(false);
    expect(isMonthTermUnit(0)).toBe(false);
    expect(isIndividualEntityType(6)).toBe(true);
    expect(isIndividualEntityType(7)).toBe(true);
    expect(isIndividualEntityType(1)).toBe(false);
  });
});

describe('provinces', () => {
  it('numbers the provinces consecutively from 01, all named in both languages', () => {
    expect(PROVINCE_CODES.slice(0, 61)).toEqual(
      Array.from({ length: 61 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    expect(PROVINCES).toHaveLength(63);
    expect(new Set(PROVINCES.map((p) => p.name.vi)).size).toBe(PROVINCES.length);
    for (const p of PROVINCES) {
      expect(p.name.vi.trim()).not.toBe('');
      expect(p.name.en.trim()).not.toBe('');
    }
    expect(PROVINCES.filter((p) => p.kind === 'city').map((p) => p.name.en)).toEqual([
      'Hanoi',
      'Hai Phong',
      'Da Nang',
      'Ho Chi Minh City',
      'Can Tho',
    ]);
  });

  it('finds provinces by code', () => {
    expect(findProvince('01')?.name.vi).toBe('Hà Nội');
    expect(findProvince('99')).toBeUndefined();
    expect(findProvince(null)).toBeUndefined();
    expect(isProvinceCode('61')).toBe(true);
    expect(isProvinceCode('1')).toBe(false);
  });
});
