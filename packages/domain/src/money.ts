import Decimal from 'decimal.js';
import type { Locale } from './text.ts';

/**
 * Money and rates (spec §9, architecture "Data conventions").
 *
 * Money is a whole number of VND held in a JS number, exact below 2^53. Rates are % (per year
 * unless a name says otherwise) and are only ever multiplied in `decimal.js`, never in floats.
 */

/** A whole, non-negative number of VND. A type alias, not a brand, so JSON and DB rows fit as they are. */
export type Vnd = number;

/** A rate as the API and forms carry it: a number or a decimal string such as '12.50'. */
export type RateInput = number | string | Decimal;

/**
 * Our own Decimal: 40 significant digits keep every product of amount × rate × days exact
 * (16 + 6 + 5 digits at most), so the one division of a formula is the only inexact step,
 * and half-up is the rounding a borrower expects on a bank statement.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = Decimal;

export function isVnd(value: unknown): value is Vnd {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Throws on anything that is not whole, non-negative VND: a caller bug, not a user error. */
export function assertVnd(value: number, name = 'amount'): Vnd {
  if (!isVnd(value)) throw new RangeError(`${name} must be a whole, non-negative VND amount: ${value}`);
  return value;
}

/** A rate as a Decimal; throws on NaN, infinity or a negative rate. */
export function toRate(value: RateInput, name = 'rate'): Decimal {
  const d = new Dec(value);
  if (!d.isFinite() || d.isNegative()) throw new RangeError(`${name} must be a finite rate >= 0: ${value}`);
  return d;
}

/** Round half-up (away from zero at .5) to `dp` decimals; with dp = 0 this is the one VND rounding. */
export function roundHalfUp(value: Decimal.Value, dp = 0): Decimal {
  return new Dec(value).toDecimalPlaces(dp, Decimal.ROUND_HALF_UP);
}

/** Round half-up to whole VND and return it as a JS number (exact, since it is below 2^53). */
export function toVnd(value: Decimal.Value): Vnd {
  const n = roundHalfUp(value, 0).toNumber();
  if (!Number.isSafeInteger(n)) throw new RangeError(`amount out of the safe VND range: ${value.toString()}`);
  return Object.is(n, -0) ? 0 : n;
}

export type VndSuffix = 'none' | 'symbol' | 'code';

const SUFFIX: Record<VndSuffix, string> = { none: '', symbol: ' ₫', code: ' VND' };

/**
 * VND for display: dot as thousands separator, no decimals, e.g. 1234567 → '1.234.567',
 * with `suffix` 'symbol' → '1.234.567 ₫', 'code' → '1.234.567 VND'. The same in both languages
 * (spec §9), so it takes no locale. A fractional input is rounded half-up first.
 */
export function formatVnd(amount: number, suffix: VndSuffix = 'none'): string {
  const n = toVnd(amount);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${n < 0 ? '-' : ''}${digits}${SUFFIX[suffix]}`;
}

/**
 * Reads an amount as typed or displayed: '1.234.567', '1234567', '1.234.567 ₫', '1.234.567 VND'
 * (spaces, including no-break spaces, are ignored). Answers null for anything else, e.g. a
 * decimal part or misplaced dots, because a misread amount is worse than a refused one.
 */
export function parseVnd(input: string): Vnd | null {
  const s = input
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/(₫|đ|VNĐ|VND)$/i, '')
    .trim();
  if (!/^-?(\d{1,3}(\.\d{3})+|\d+)$/.test(s)) return null;
  const n = Number(s.replace(/\./g, ''));
  return Number.isSafeInteger(n) ? (Object.is(n, -0) ? 0 : n) : null;
}

/**
 * A rate with 2 decimals, half-up: 12.5 → '12,50' in Vietnamese (comma decimal mark, spec §9),
 * '12.50' in English. `percent` adds '%'; `decimals` serves the daily rates (0,066 % per day).
 */
export function formatRate(
  rate: RateInput,
  locale: Locale = 'vi',
  options: { percent?: boolean; decimals?: number } = {},
): string {
  const decimals = options.decimals ?? 2;
  const rounded = roundHalfUp(rate, decimals);
  // No '-0,00' for a tiny negative that rounds to zero.
  const fixed = (rounded.isZero() ? new Dec(0) : rounded).toFixed(decimals);
  const shown = locale === 'vi' ? fixed.replace('.', ',') : fixed;
  return options.percent ? `${shown}%` : shown;
}
