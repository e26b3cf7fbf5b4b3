import Decimal from 'decimal.js';
import { RATE_KINDS, type RateKind } from './constants.ts';
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

/** Why a rate is not acceptable as a rate of `kind`, or undefined when it is. */
export type RateProblem = 'number' | 'range' | 'decimals';

/**
 * The one check of a rate of `kind` (constants.ts `RATE_KINDS`): a finite number within the
 * kind's range, written with at most the kind's decimals. Validators and engine both call it.
 */
export function rateProblem(kind: RateKind, value: RateInput): RateProblem | undefined {
  let d: Decimal;
  try {
    d = new Dec(value);
  } catch {
    return 'number';
  }
  if (!d.isFinite()) return 'number';
  const { min, max, decimals } = RATE_KINDS[kind];
  if (d.lessThan(min) || d.greaterThan(max)) return 'range';
  return d.decimalPlaces() > decimals ? 'decimals' : undefined;
}

/**
 * A rate the engine refuses. `code` is stable (the error catalogue's RATE_INVALID), so a server
 * that lets one through answers 422 with the kind's range rather than a 500 or a rounded price.
 */
export class RateError extends RangeError {
  readonly code = 'RATE_INVALID' as const;
  constructor(
    readonly kind: RateKind,
    readonly problem: RateProblem,
    readonly field: string,
    value: RateInput,
  ) {
    const { min, max, decimals } = RATE_KINDS[kind];
    super(
      `${field} must be a ${kind} rate ${min}-${max} with at most ${decimals} decimals: ${String(value)}`,
    );
    this.name = 'RateError';
  }
}

/**
 * A rate of `kind` as a Decimal, or a RateError: a rate with more decimals than its kind allows
 * is refused, never rounded (a 44-decimal rate would otherwise price differently from the
 * 2-decimal rate the user saw).
 */
export function toRateOf(kind: RateKind, value: RateInput, name = 'rate'): Decimal {
  const problem = rateProblem(kind, value);
  if (problem) throw new RateError(kind, problem, name, value);
  return new Dec(value);
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
  return `${groupDigits(toVnd(amount))}${SUFFIX[suffix]}`;
}

/**
 * A whole number with its digits grouped by three, the one grouping of every amount and count
 * shown: 1234567 → '1.234.567' (`sep` '.', Vietnamese and the table cells), '1,234,567' (',',
 * English figures); -1500 → '-1.500'. Rounding is the caller's: `n` is already whole.
 */
export function groupDigits(n: number, sep: '.' | ',' = '.'): string {
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return n < 0 ? `-${digits}` : digits;
}

/**
 * Reads an amount as typed or displayed: '1.234.567', '1234567', '1.234.567 ₫', '1.234.567 VND'
 * (spaces, including no-break spaces, are ignored). Answers null for anything else, e.g. a
 * sign, a decimal part or misplaced dots, because a misread amount is worse than a refused one.
 */
export function parseVnd(input: string): Vnd | null {
  const s = input
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/(₫|đ|VNĐ|VND)$/i, '')
    .trim();
  // Amounts typed or imported are never negative (a VND amount is ≥ 0): '-1.000' is refused, not read.
  if (!/^(\d{1,3}(\.\d{3})+|\d+)$/.test(s)) return null;
  const n = Number(s.replace(/\./g, ''));
  return Number.isSafeInteger(n) ? n : null;
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
