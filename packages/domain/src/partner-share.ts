import { Dec, type RateInput, toRateOf, toVnd, type Vnd } from './money.ts';

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
