import { PAYMENT_TYPES, type PaymentTypeCode } from './constants.ts';
import type { IsoDate } from './dates.ts';
import { Dec, type RateInput, toRateOf, toVnd, type Vnd } from './money.ts';
import { type YearlyCharges, yearlyCharges } from './payment-periods.ts';

/**
 * The part of an advance a funding or guarantee partner takes under its programme's transaction
 * structure (docs/finance.md §11, "Partner share"): the share is a % of each receivable's
 * advance, rounded half-up to the đồng once per receivable, and a notice's amount is the sum of
 * its receivables' parts, so the notice and its rows always agree.
 *
 *   part = round(advance × share / 100)       e.g. 87 654 321 × 70 % = 61 358 024.7 → 61 358 025
 */
export function partnerShareOf(advance: Vnd, sharePercent: RateInput): Vnd {
  const share = toRateOf('ratio', sharePercent, 'partner_share');
  return toVnd(new Dec(advance).times(share).div(100));
}

/**
 * A funding partner's return on the share it funded (docs/finance.md §11 "Funding return"): its
 * programme's yearly rate by days on the share, actual/365, from the day the advance is paid to
 * the day the partner is paid back, each period of the programme's payment type rounded once.
 */
export function fundingReturn(
  share: Vnd,
  ratePerYear: RateInput,
  from: IsoDate,
  to: IsoDate,
  paymentType: PaymentTypeCode = PAYMENT_TYPES.PACKAGE,
): YearlyCharges {
  return yearlyCharges(share, ratePerYear, from, to, paymentType, [], 'rate');
}
