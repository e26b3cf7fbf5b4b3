import type { PaymentTypeCode } from './constants.ts';
import { compareIso, daysBetween, type Holidays, type IsoDate } from './dates.ts';
import { assertVnd, Dec, type RateInput, toRateOf, toVnd, type Vnd } from './money.ts';
import { type PaymentPeriod, paymentPeriods } from './payment-periods.ts';
import { interest } from './pricing.ts';

/**
 * A lending partner's loan to the platform company (spec §3 "Loan: amount, rate per year, term,
 * disbursement and maturity dates"; §4 lending; docs/workflows.md "Lending"): its interest, its
 * schedule, an extension and an early settlement. docs/finance.md §11 explains each formula with
 * a worked example; lending.test.ts checks the document against this code.
 *
 * - Interest is by days, actual/365 (the State Bank's Circular 14/2017): round(principal × rate ×
 *   days / 36 500), the days counted by `daysBetween`, a leap year's 29/02 one day more, the
 *   year still 365 days.
 * - A schedule's periods are those of the loan's payment type (`paymentPeriods`: by package,
 *   monthly or quarterly; months end by art. 148(3)); each period's interest is rounded once, on
 *   the principal outstanding during it.
 * - The principal is repaid at maturity, or in instalments, one per period (`PRINCIPAL_REPAYMENTS`).
 */

/**
 * How the principal comes back. AT_MATURITY (the default): all of it with the last period, the
 * other periods paying interest only, as the lending workflow's one settlement at maturity
 * expects. INSTALMENTS: an equal share each period, round(P × k / n) − round(P × (k − 1) / n) in
 * period k of n, so each share is rounded once and the shares add up to P exactly.
 */
export const PRINCIPAL_REPAYMENTS = ['AT_MATURITY', 'INSTALMENTS'] as const;
export type PrincipalRepayment = (typeof PRINCIPAL_REPAYMENTS)[number];

export interface LoanTerms {
  principal: Vnd;
  /** % per year (the `annual` rate kind: 0-100, 2 decimals). */
  ratePerYear: RateInput;
  disbursementDate: IsoDate;
  /** After the disbursement date: a loan is at least one day. */
  maturityDate: IsoDate;
  paymentType: PaymentTypeCode;
  principalRepayment?: PrincipalRepayment;
}

export interface LoanPeriod extends PaymentPeriod {
  /** The rate charged in the period, % per year (an extension may charge another). */
  ratePerYear: string;
  /** Principal outstanding during the period, on which its interest runs. */
  opening: Vnd;
  interest: Vnd;
  /** Principal repaid at the end of the period. */
  principal: Vnd;
  /** interest + principal, paid on the pay date. */
  payment: Vnd;
  /** opening − principal. */
  closing: Vnd;
}

export interface LoanSchedule {
  periods: LoanPeriod[];
  /** Sums of the periods. */
  interest: Vnd;
  principal: Vnd;
  payment: Vnd;
}

/** Interest on `principal` from `from` to `to` in one period: round(principal × rate × days / 36 500). */
export function loanInterest(principal: Vnd, ratePerYear: RateInput, from: IsoDate, to: IsoDate): Vnd {
  const days = daysBetween(from, to);
  if (days < 0) throw new RangeError(`interest runs forward: ${from} → ${to}`);
  return interest(principal, ratePerYear, days);
}

/**
 * The loan's schedule:
 *
 *   periods       = paymentPeriods(disbursement, maturity, payment type)
 *   repaid(k)     = at maturity: 0 before the last period, P after it; instalments: round(P × k / n)
 *   opening(k)    = P − repaid(k − 1)
 *   principal(k)  = repaid(k) − repaid(k − 1)
 *   interest(k)   = round(opening(k) × rate × days(k) / 36 500)
 *   payment(k)    = interest(k) + principal(k)
 */
export function loanSchedule(terms: LoanTerms, holidays: Holidays = []): LoanSchedule {
  const total = assertVnd(terms.principal, 'principal');
  if (compareIso(terms.maturityDate, terms.disbursementDate) <= 0)
    throw new RangeError(`maturityDate must be after disbursementDate: ${terms.maturityDate}`);
  const rate = toRateOf('annual', terms.ratePerYear, 'ratePerYear');
  const periods = paymentPeriods(terms.disbursementDate, terms.maturityDate, terms.paymentType, holidays);
  const n = periods.length;
  const repaid = (k: number): Vnd => {
    if ((terms.principalRepayment ?? 'AT_MATURITY') === 'INSTALMENTS')
      return toVnd(new Dec(total).times(k).dividedBy(n));
    return k === n ? total : 0;
  };
  return summed(
    periods.map((p, i) => {
      const opening = total - repaid(i);
      const principal = repaid(i + 1) - repaid(i);
      const charged = interest(opening, rate, p.days);
      return {
        ...p,
        ratePerYear: rate.toString(),
        opening,
        interest: charged,
        principal,
        payment: charged + principal,
        closing: opening - principal,
      };
    }),
  );
}

/** What an extension appendix sets: the new maturity, and the rate and payment type from then on. */
export interface LoanExtension {
  /** After the maturity it extends. */
  newMaturity: IsoDate;
  ratePerYear: RateInput;
  paymentType: PaymentTypeCode;
  principalRepayment?: PrincipalRepayment;
}

/**
 * The schedule of an extended loan. The periods up to the old maturity stay, except that the
 * principal the last of them was to repay is not repaid but carried; the extension is a new term
 * from the old maturity to the new one, on the carried principal, at the extension's rate and
 * payment type (its months counted from the old maturity). Extending again extends the result.
 */
export function extendLoan(
  schedule: LoanSchedule,
  ext: LoanExtension,
  holidays: Holidays = [],
): LoanSchedule {
  const last = schedule.periods.at(-1);
  if (!last) throw new RangeError('an extension needs a schedule with a period');
  if (compareIso(ext.newMaturity, last.end) <= 0)
    throw new RangeError(
      `newMaturity must be after the maturity it extends (${last.end}): ${ext.newMaturity}`,
    );
  const carried = last.principal;
  const kept = [
    ...schedule.periods.slice(0, -1),
    { ...last, principal: 0, payment: last.interest, closing: last.opening },
  ];
  const next = loanSchedule(
    {
      principal: carried,
      ratePerYear: ext.ratePerYear,
      disbursementDate: last.end,
      maturityDate: ext.newMaturity,
      paymentType: ext.paymentType,
      principalRepayment: ext.principalRepayment,
    },
    holidays,
  ).periods.map((p) => ({ ...p, index: p.index + kept.length }));
  return summed([...kept, ...next]);
}

export interface EarlySettlement {
  /** The index of the period the settlement date falls in (after its start, on or before its end). */
  period: number;
  /** Days of that period up to the settlement date. */
  days: number;
  /** Interest for those days on the period's principal outstanding. */
  interest: Vnd;
  /** The principal outstanding, repaid in full. */
  principal: Vnd;
  /** Payments of earlier periods still to be paid on the settlement date (pay date on or after it). */
  earlierDue: Vnd;
  /** earlierDue + principal + interest. */
  total: Vnd;
  /** Interest the schedule charged from the settlement date on and that is not charged. */
  interestSaved: Vnd;
}

/**
 * Settling a loan before maturity on `date`: the principal outstanding and the interest of the
 * current period up to that day, nothing for the days after it (no early-repayment fee: the
 * spec names none).
 *
 *   period k      = the period with start < date ≤ end
 *   interest      = round(opening(k) × rate(k) × daysBetween(start(k), date) / 36 500)
 *   principal     = opening(k)
 *   earlierDue    = Σ payments of periods before k whose pay date is on or after `date`
 *   interest saved = Σ interest(k …) − interest                                   (never < 0)
 *
 * Settling on the maturity itself is the last period paid in full.
 */
export function earlySettlement(schedule: LoanSchedule, date: IsoDate): EarlySettlement {
  const periods = schedule.periods;
  const k = periods.findIndex((p) => compareIso(date, p.start) > 0 && compareIso(date, p.end) <= 0);
  const current = periods[k];
  if (!current)
    throw new RangeError(`a settlement date must be after the disbursement, on or before maturity: ${date}`);
  const days = daysBetween(current.start, date);
  const charged = interest(current.opening, current.ratePerYear, days);
  const earlierDue = sum(
    periods.slice(0, k).filter((p) => compareIso(p.payDate, date) >= 0),
    'payment',
  );
  return {
    period: current.index,
    days,
    interest: charged,
    principal: current.opening,
    earlierDue,
    total: earlierDue + current.opening + charged,
    interestSaved: sum(periods.slice(k), 'interest') - charged,
  };
}

/**
 * Interest accrued up to `asOf`, for the daily job to book (today's total minus what is booked,
 * journal.ts `loanInterestAccrualLines`): the interest of every period ended on or before
 * `asOf`, and the current period's up to `asOf`, each rounded once as the schedule is. It never
 * decreases from one day to the next and is the schedule's interest from the maturity on.
 */
export function loanInterestAccrued(schedule: LoanSchedule, asOf: IsoDate): Vnd {
  return schedule.periods.reduce((total, p) => total + periodInterestAccrued(p, asOf), 0);
}

/**
 * One period's share of `loanInterestAccrued`: none before it starts, its rounded interest once
 * it has ended, else its days so far at its rate, rounded once (the loan's transaction history
 * shows it per period, and the sum over periods is what the books hold).
 */
export function periodInterestAccrued(
  p: Pick<LoanPeriod, 'start' | 'end' | 'opening' | 'ratePerYear' | 'interest'>,
  asOf: IsoDate,
): Vnd {
  if (compareIso(asOf, p.start) <= 0) return 0;
  if (compareIso(asOf, p.end) >= 0) return p.interest;
  return interest(p.opening, p.ratePerYear, daysBetween(p.start, asOf));
}

function sum(periods: readonly LoanPeriod[], field: 'interest' | 'principal' | 'payment'): Vnd {
  return periods.reduce((s, p) => s + p[field], 0);
}

function summed(periods: LoanPeriod[]): LoanSchedule {
  return {
    periods,
    interest: sum(periods, 'interest'),
    principal: sum(periods, 'principal'),
    payment: sum(periods, 'payment'),
  };
}

/** A lending pack's quote (decision 0108): what a loan of `amount` for the pack's term costs at a rating's rate. */
export interface LendingPackQuote {
  /** The rating's rate, % per year (rate_bps / 100). */
  ratePerYear: string;
  interest: Vnd;
  /** amount + interest, repaid at the end of the term. */
  repayment: Vnd;
}

/**
 * A lending pack's quote for one rating (docs/finance.md §11 "Lending pack quote"): the loan interest by days of
 * `loanInterest` over the pack's term, at the rating's rate given in basis points.
 *
 *   rate      = rate_bps / 100                          (% per year)
 *   interest  = round(amount × rate × term_days / 36 500)
 *   repayment = amount + interest
 */
export function lendingPackQuote(amount: Vnd, rateBps: number, termDays: number): LendingPackQuote {
  if (!Number.isInteger(rateBps) || rateBps < 0)
    throw new RangeError(`rateBps must be a whole number >= 0: ${rateBps}`);
  const ratePerYear = new Dec(rateBps).dividedBy(100).toString();
  const charged = interest(assertVnd(amount, 'amount'), ratePerYear, termDays);
  return { ratePerYear, interest: charged, repayment: amount + charged };
}
