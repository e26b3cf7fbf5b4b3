import type Decimal from 'decimal.js';
import { type CountedToReason, LATE_PAYMENT, PENAL_CAP_PERCENT_OF_RATE } from './constants.ts';
import {
  DAYS_PER_YEAR,
  daysBetween,
  effectiveDueDate,
  type Holidays,
  type IsoDate,
  isWeekend,
} from './dates.ts';
import { assertVnd, Dec, type RateInput, toRateOf, toVnd, type Vnd } from './money.ts';

/**
 * The money formulas of early payment and of late payment (docs/finance.md explains each one
 * with a worked example; pricing.test.ts checks the document's tables against this code).
 *
 * Rules every formula here keeps:
 * - amounts in and out are whole VND; rates are % (per year unless the name says per day);
 * - every rate is checked against its kind's range and decimals (constants.ts `RATE_KINDS`) and
 *   refused with a RateError (code RATE_INVALID), never rounded to fit;
 * - the exact product is built in decimal.js, divided once, and rounded half-up to whole VND
 *   once, at the end of the formula;
 * - the day count is actual/365, counting the last day and not the first (`daysBetween`).
 */

const PERCENT = 100;
const YEAR_PERCENT = PERCENT * DAYS_PER_YEAR; // 36 500: % per year → fraction per day

/** What decides the price of one receivable paid early. */
export interface EarlyPaymentTerms {
  /** AR amount: what the buyer owes on the invoice at maturity. */
  arAmount: Vnd;
  /** Payment ratio, % of the AR amount advanced (0-100). */
  paymentRatio: RateInput;
  /** Discount rate, % per year, charged on the advance for the days paid early. */
  discountRate: RateInput;
  /** Platform rate, % per year, charged the same way (0 when the buyer has none). */
  platformRate?: RateInput;
  /** The day the funder pays the supplier. */
  paymentDate: IsoDate;
  /** The day the buyer pays the receivable. */
  maturityDate: IsoDate;
}

export type { CountedToReason };

export interface EarlyPaymentQuote {
  /** Days paid early: payment date → `countedTo`, last day counted, 0 if not before it. */
  days: number;
  /** The day the buyer may pay without penalty: the maturity date, or the next working day. */
  countedTo: IsoDate;
  countedToReason: CountedToReason;
  advance: Vnd;
  discount: Vnd;
  platformFee: Vnd;
  /** Paid to the supplier now: advance − discount − platform fee. */
  salePrice: Vnd;
  /** Paid to the supplier after the buyer settles: AR amount − advance. */
  residual: Vnd;
}

function assertRatio(ratio: RateInput, name: string) {
  return toRateOf('ratio', ratio, name);
}

/**
 * Advance amount = round(AR amount × payment ratio / 100).
 * 1.000.000.000 × 80 / 100 = 800.000.000. Never above the AR amount, as the ratio is at most 100.
 */
export function advanceAmount(arAmount: Vnd, paymentRatio: RateInput): Vnd {
  assertVnd(arAmount, 'arAmount');
  return toVnd(new Dec(arAmount).times(assertRatio(paymentRatio, 'paymentRatio')).dividedBy(PERCENT));
}

/** Days paid early: daysBetween(payment date, maturity date), and 0 when paid on or after maturity. */
export function earlyDays(paymentDate: IsoDate, maturityDate: IsoDate): number {
  return Math.max(0, daysBetween(paymentDate, maturityDate));
}

/**
 * Interest on `amount` at `ratePerYear` % for `days` days, actual/365:
 * round(amount × rate × days / 36 500).
 * 800.000.000 at 12 % for 90 days = 8 640 000 000 000 / 36 500 = 23.671.232,88 → 23.671.233.
 * `name` is the rate's name in a RateError (a loan's rate, a guarantee fee rate, …).
 */
export function interest(amount: Vnd, ratePerYear: RateInput, days: number, name = 'ratePerYear'): Vnd {
  return toVnd(exactInterest(amount, ratePerYear, days, name));
}

function exactInterest(amount: Vnd, ratePerYear: RateInput, days: number, name = 'ratePerYear'): Decimal {
  assertVnd(amount, 'amount');
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`days must be a whole number >= 0: ${days}`);
  return new Dec(amount)
    .times(toRateOf('annual', ratePerYear, name))
    .times(days)
    .dividedBy(YEAR_PERCENT);
}

/** min(cap, round(x)) = round(min(cap, x)) for a whole cap; the second never overflows on absurd terms. */
function cappedVnd(x: Decimal, cap: Vnd): Vnd {
  return toVnd(Dec.min(x, cap));
}

/**
 * The day an advance is out until: the effective due date (the next working day when the maturity
 * falls on a weekend day or a public holiday), the same day penal interest and debt stages count
 * from, so the days charged early and the days charged late meet without a gap.
 */
export function countedToDate(
  maturityDate: IsoDate,
  holidays: Holidays = [],
): { countedTo: IsoDate; countedToReason: CountedToReason } {
  const countedTo = effectiveDueDate(maturityDate, holidays);
  return { countedTo, countedToReason: countedToReasonOf(maturityDate, countedTo) };
}

/** Why a quote counted to `countedTo` rather than to the maturity date (see `countedToDate`). */
export function countedToReasonOf(maturityDate: IsoDate, countedTo: IsoDate): CountedToReason {
  if (countedTo === maturityDate) return 'MATURITY';
  return isWeekend(maturityDate) ? 'WEEKEND' : 'HOLIDAY';
}

/**
 * The price of paying one receivable early.
 *
 *   countedTo   = effective due date (maturity, or the next working day: `countedToDate`)
 *   advance     = round(AR × ratio / 100)
 *   days        = max(0, daysBetween(payment date, countedTo))
 *   discount    = min(advance, round(advance × discount rate × days / 36 500))
 *   platformFee = min(advance − discount, round(advance × platform rate × days / 36 500))
 *   salePrice   = advance − discount − platformFee
 *   residual    = AR − advance
 *
 * The sale price is a difference, not a rounded product of its own, so
 * salePrice + discount + platformFee = advance and residual + advance = AR hold to the dong.
 * The two clamps only act when the charges would exceed the advance, i.e. when
 * (discount rate + platform rate) × days exceeds 36 500 (100 %/year for over a year); they keep
 * the sale price at 0 rather than negative, the discount taking precedence over the platform fee.
 */
export function earlyPaymentQuote(terms: EarlyPaymentTerms, holidays: Holidays = []): EarlyPaymentQuote {
  const arAmount = assertVnd(terms.arAmount, 'arAmount');
  const advance = advanceAmount(arAmount, terms.paymentRatio);
  const counted = countedToDate(terms.maturityDate, holidays);
  const days = earlyDays(terms.paymentDate, counted.countedTo);
  const discount = cappedVnd(exactInterest(advance, terms.discountRate, days, 'discountRate'), advance);
  const platformFee = cappedVnd(
    exactInterest(advance, terms.platformRate ?? 0, days, 'platformRate'),
    advance - discount,
  );
  return {
    days,
    ...counted,
    advance,
    discount,
    platformFee,
    salePrice: advance - discount - platformFee,
    residual: arAmount - advance,
  };
}

/**
 * The what-if view: the same receivable priced for another payment date, e.g. the supplier
 * asking "what if I am paid on the 15th instead". Only the days change.
 */
export function earlyPaymentWhatIf(
  terms: EarlyPaymentTerms,
  paymentDate: IsoDate,
  holidays: Holidays = [],
): EarlyPaymentQuote {
  return earlyPaymentQuote({ ...terms, paymentDate }, holidays);
}

/** The what-if view for several payment dates at once, in the order asked. */
export function earlyPaymentWhatIfs(
  terms: EarlyPaymentTerms,
  paymentDates: readonly IsoDate[],
  holidays: Holidays = [],
): { paymentDate: IsoDate; quote: EarlyPaymentQuote }[] {
  return paymentDates.map((paymentDate) => ({
    paymentDate,
    quote: earlyPaymentWhatIf(terms, paymentDate, holidays),
  }));
}

/* ------------------------------------------------------------------------------------------ */
/* Penal interest for late payment                                                            */
/* ------------------------------------------------------------------------------------------ */

/** Spec §9: the default late rate, % per day, applied after 30 days late. */
export const DEFAULT_LATE_DAILY_RATE = LATE_PAYMENT.defaultLateRatePercentPerDay;
/** Spec §9: the day after which the default late rate applies. */
export const DEFAULT_LATE_AFTER_DAYS = LATE_PAYMENT.defaultLateAfterDays;

/**
 * How late payment is charged. Overdue type 1 covers days 1 to `type2AfterDays` late, type 2
 * every day after that.
 */
export interface PenalPolicy {
  /** The receivable's discount rate, % per year. */
  discountRate: RateInput;
  /** Late-payment rate, % of the discount rate (150 means 1.5 × the discount rate), 0-150. */
  latePaymentRate: RateInput;
  /**
   * Overdue type 1 rate, % per day (the buyer's debt settings). When absent it is the penal rate
   * discount rate × late-payment rate / 100, spread over 365 days. Capped like type 2.
   */
  type1DailyRate?: RateInput;
  /**
   * Overdue type 2 rate, % per day; by default 0.066 (spec §9). Capped at 150 % of the discount
   * rate per year (`PENAL_CAP_PERCENT_OF_RATE`): the law wins over the setting and the default.
   */
  type2DailyRate?: RateInput;
  /** Days late covered by type 1; by default 30 (spec §9). */
  type2AfterDays?: number;
}

export interface PenalInterest {
  daysLate: number;
  /** Days charged at the type 1 rate. */
  type1Days: number;
  /** Days charged at the type 2 rate. */
  type2Days: number;
  amount: Vnd;
}

/**
 * Penal interest on `unpaid` from the due date to `asOf` (the business date of the daily job).
 * A due date on a weekend or public holiday counts from the next working day (Civil Code 2015,
 * art. 148; `effectiveDueDate`), so a Saturday due date paid on Monday is not late.
 *
 *   daysLate   = max(0, daysBetween(effective due date, as of))
 *   type1Days  = min(daysLate, N), type2Days = daysLate − type1Days      (N = 30 by default)
 *   cap        = discount rate × 150 / 100 / 365 % per day (the law, see PENAL_CAP_PERCENT_OF_RATE)
 *   type1 rate = min(cap, discount rate × late-payment rate / 100 / 365 % per day, or configured)
 *   type2 rate = min(cap, 0.066 % per day, or configured)
 *   amount     = round(unpaid × (type1Days × type1 rate + type2Days × type2 rate) / 100)
 *
 * Zero on and before the due date; never decreases as days pass, as both rates are >= 0.
 * When the type 1 rate is derived, the whole sum is formed over the denominator 3 650 000 and
 * divided once, so the daily rate itself is never rounded.
 */
export function penalInterest(
  unpaid: Vnd,
  dueDate: IsoDate,
  asOf: IsoDate,
  policy: PenalPolicy,
  holidays: Holidays = [],
): PenalInterest {
  assertVnd(unpaid, 'unpaid');
  const daysLate = Math.max(0, daysBetween(effectiveDueDate(dueDate, holidays), asOf));
  const { type1Days, type2Days, amount } = penalAccrual(unpaid, daysLate, policy);
  return { daysLate, type1Days, type2Days, amount: toVnd(amount) };
}

/**
 * Penal interest on `unpaid` for the first `daysLate` days late, NOT rounded: settlement adds the
 * periods of a partly paid receivable (each on its own unpaid amount) and rounds the total once.
 */
export function penalAccrual(
  unpaid: Vnd,
  daysLate: number,
  policy: PenalPolicy,
): { type1Days: number; type2Days: number; amount: Decimal } {
  const limit = policy.type2AfterDays ?? DEFAULT_LATE_AFTER_DAYS;
  if (!Number.isInteger(limit) || limit < 0) throw new RangeError(`type2AfterDays must be >= 0: ${limit}`);
  const type1Days = Math.min(daysLate, limit);
  const type2Days = daysLate - type1Days;
  const type2Rate = toRateOf('daily', policy.type2DailyRate ?? DEFAULT_LATE_DAILY_RATE, 'type2DailyRate');

  // Every daily rate is scaled by 36 500 (to % per year) and by 100 once more, so that a derived
  // type 1 rate (discount rate × late-payment rate / 100 / 365) needs no division of its own.
  const discountRate = toRateOf('annual', policy.discountRate, 'discountRate');
  // Capped rather than refused: the daily job must go on for a receivable whose rate is lower
  // than the one its buyer's settings were saved against, charging what the law allows.
  const cap = discountRate.times(PENAL_CAP_PERCENT_OF_RATE);
  const type1Scaled = Dec.min(
    cap,
    policy.type1DailyRate === undefined
      ? discountRate.times(toRateOf('latePayment', policy.latePaymentRate, 'latePaymentRate'))
      : toRateOf('daily', policy.type1DailyRate, 'type1DailyRate').times(YEAR_PERCENT),
  );
  const type2Scaled = Dec.min(cap, type2Rate.times(YEAR_PERCENT));
  const scaledSum = type1Scaled.times(type1Days).plus(type2Scaled.times(type2Days));
  return { type1Days, type2Days, amount: new Dec(unpaid).times(scaledSum).dividedBy(YEAR_PERCENT * PERCENT) };
}

/** The penal rate in % per year: discount rate × late-payment rate / 100 (12 % × 150 % = 18 %). */
export function penalRatePerYear(discountRate: RateInput, latePaymentRate: RateInput): string {
  return toRateOf('annual', discountRate, 'discountRate')
    .times(toRateOf('latePayment', latePaymentRate, 'latePaymentRate'))
    .dividedBy(PERCENT)
    .toString();
}
