import { PAYMENT_TYPES, type PaymentTypeCode } from './constants.ts';
import {
  addMonths,
  compareIso,
  daysBetween,
  effectiveDueDate,
  type Holidays,
  type IsoDate,
} from './dates.ts';
import { assertVnd, type RateInput, toRateOf, type Vnd } from './money.ts';
import { interest } from './pricing.ts';

/**
 * The periods a partner's money is paid by (spec §9 "Payment type 1 by package, 2 monthly,
 * 3 quarterly"): a loan's interest, a guarantee fee, a referral commission. docs/finance.md §11.
 *
 * - By package (1): one period, start → end, everything paid at the end.
 * - Monthly (2) and quarterly (3): period k ends on addMonths(start, k) or addMonths(start, 3k),
 *   each counted from the start in one step (Civil Code 2015 art. 148(3): a period in months
 *   ends on that day of the month, or on the month's last day when it has none), so a start on
 *   31/01 ends periods on 28/02 (29/02 in a leap year), 31/03, 30/04, never drifting to the 28th.
 *   The last period ends on `end`, shorter when the term is not a whole number of periods.
 *
 * Each period pays on its end, or on the next working day when the end is a day off
 * (art. 148(5), `effectiveDueDate`). The days are counted between the ends, not the pay dates:
 * what a contract charges is fixed by its dates, and a holiday added to the calendar later moves
 * only the day the money is paid, never the amount (docs/decisions/0081-partner-money.md).
 */

export interface PaymentPeriod {
  /** 1, 2, … in date order. */
  index: number;
  start: IsoDate;
  end: IsoDate;
  /** daysBetween(start, end): at least 1. */
  days: number;
  /** The end, or the next working day when the end is a weekend day or a public holiday. */
  payDate: IsoDate;
}

/** Months per period of each payment type; by package is one period, whatever its length. */
const MONTHS_PER_PERIOD: Record<PaymentTypeCode, number | null> = {
  [PAYMENT_TYPES.PACKAGE]: null,
  [PAYMENT_TYPES.MONTHLY]: 1,
  [PAYMENT_TYPES.QUARTERLY]: 3,
};

export function isPaymentType(value: unknown): value is PaymentTypeCode {
  return typeof value === 'number' && Object.hasOwn(MONTHS_PER_PERIOD, value);
}

/** The periods from `start` to `end` for `paymentType`; none when `end` is not after `start`. */
export function paymentPeriods(
  start: IsoDate,
  end: IsoDate,
  paymentType: PaymentTypeCode,
  holidays: Holidays = [],
): PaymentPeriod[] {
  if (!isPaymentType(paymentType)) throw new RangeError(`unknown payment type: ${String(paymentType)}`);
  const ends: IsoDate[] = [];
  const months = MONTHS_PER_PERIOD[paymentType];
  if (months !== null) {
    for (let k = 1; ; k += 1) {
      const e = addMonths(start, k * months);
      if (compareIso(e, end) >= 0) break;
      ends.push(e);
    }
  }
  if (compareIso(end, start) > 0) ends.push(end);
  let from = start;
  return ends.map((e, i) => {
    const period = {
      index: i + 1,
      start: from,
      end: e,
      days: daysBetween(from, e),
      payDate: effectiveDueDate(e, holidays),
    };
    from = e;
    return period;
  });
}

/** A period and what a yearly rate charges for it. */
export interface ChargedPeriod extends PaymentPeriod {
  amount: Vnd;
}

export interface YearlyCharges {
  /** daysBetween(start, end), 0 when `end` is not after `start`. */
  days: number;
  periods: ChargedPeriod[];
  /** The sum of the periods' amounts. */
  total: Vnd;
}

/**
 * A charge at `ratePerYear` % a year on `base` from `start` to `end`, by the periods of
 * `paymentType`: each period round(base × rate × its days / 36 500), rounded once per period,
 * the total their sum. By package it is one amount for all the days. A guarantee fee and a
 * referral commission per year are this charge (guarantee-fee.ts, commission.ts).
 */
export function yearlyCharges(
  base: Vnd,
  ratePerYear: RateInput,
  start: IsoDate,
  end: IsoDate,
  paymentType: PaymentTypeCode,
  holidays: Holidays = [],
  name = 'ratePerYear',
): YearlyCharges {
  assertVnd(base, 'base');
  const rate = toRateOf('annual', ratePerYear, name);
  const periods = paymentPeriods(start, end, paymentType, holidays).map((p) => ({
    ...p,
    amount: interest(base, rate, p.days, name),
  }));
  return {
    days: Math.max(0, daysBetween(start, end)),
    periods,
    total: periods.reduce((s, p) => s + p.amount, 0),
  };
}
