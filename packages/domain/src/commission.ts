import { PAYMENT_TYPES, type PaymentTypeCode } from './constants.ts';
import type { Holidays, IsoDate } from './dates.ts';
import { Dec, type RateInput, toRateOf, toVnd, type Vnd } from './money.ts';
import { type YearlyCharges, yearlyCharges } from './payment-periods.ts';

/**
 * A referral partner's commission (spec §3 "Referral appendix: … commission percent per year, …
 * commission payment type"), docs/finance.md §11. Two readings, the appendix saying which
 * (`CommissionBasis`):
 *
 * - PER_YEAR_ON_FUNDED, the spec's "percent per year" and the default: a yearly rate by days on
 *   the amount the funder funded for a company the partner referred, actual/365,
 *   round(funded × rate × days / 36 500), each period of the commission payment type rounded once;
 * - SHARE_OF_DISCOUNT, the reading the receivable adjustments use today (docs/finance.md §10):
 *   a share (%) of the discount the funder earns, round(discount × rate / 100), nothing on a
 *   discount given back.
 */
export const COMMISSION_BASES = ['PER_YEAR_ON_FUNDED', 'SHARE_OF_DISCOUNT'] as const;
export type CommissionBasis = (typeof COMMISSION_BASES)[number];
export const DEFAULT_COMMISSION_BASIS: CommissionBasis = 'PER_YEAR_ON_FUNDED';

export interface YearlyCommissionTerms {
  /** The amount funded: the advance the funder paid on the referred company's receivable. */
  fundedAmount: Vnd;
  /** % per year (the `annual` rate kind). */
  ratePerYear: RateInput;
  /** The day the funder pays the advance. */
  from: IsoDate;
  /** The day the advance is counted to (the quote's counted-to date), or the day it is repaid. */
  to: IsoDate;
  paymentType?: PaymentTypeCode;
}

/** The commission per year on the funded amount, by days; `total` is the commission. */
export function yearlyCommission(terms: YearlyCommissionTerms, holidays: Holidays = []): YearlyCharges {
  return yearlyCharges(
    terms.fundedAmount,
    terms.ratePerYear,
    terms.from,
    terms.to,
    terms.paymentType ?? PAYMENT_TYPES.PACKAGE,
    holidays,
    'commissionRate',
  );
}

/**
 * The commission as a share of the discount: round(discount × commission rate / 100), 0 on a
 * discount given back (a negative discount change). The rate is a share, 0-100 (`ratio` kind).
 */
export function shareOfDiscountCommission(discount: Vnd, commissionRate: RateInput): Vnd {
  if (discount <= 0) return 0;
  return toVnd(new Dec(discount).times(toRateOf('ratio', commissionRate, 'commissionRate')).dividedBy(100));
}

/** What a referral commission is computed from, whichever basis the appendix names. */
export interface ReferralCommissionInput extends Omit<YearlyCommissionTerms, 'ratePerYear'> {
  basis?: CommissionBasis;
  /** The appendix's commission rate: % per year on the funded amount, or % of the discount. */
  rate: RateInput;
  /** The discount the funded amount earned (read by SHARE_OF_DISCOUNT only). */
  discount: Vnd;
}

/** The commission on one funded receivable, by the basis the appendix names (PER_YEAR_ON_FUNDED when none). */
export function referralCommissionOf(input: ReferralCommissionInput, holidays: Holidays = []): Vnd {
  const basis = input.basis ?? DEFAULT_COMMISSION_BASIS;
  if (basis === 'SHARE_OF_DISCOUNT') return shareOfDiscountCommission(input.discount, input.rate);
  return yearlyCommission({ ...input, ratePerYear: input.rate }, holidays).total;
}
