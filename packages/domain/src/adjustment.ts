import { daysBetween, type Holidays, type IsoDate } from './dates.ts';
import { assertVnd, Dec, type RateInput, roundHalfUp, type Vnd } from './money.ts';
import { advanceAmount, type EarlyPaymentTerms, earlyPaymentQuote, interest } from './pricing.ts';

/**
 * Receivable adjustments after a transaction was paid (spec §2 "receivable adjustment", issue 10
 * part 5) and the what-if in net VND with its equivalent APR. docs/finance.md §10 explains each
 * formula with a worked example; finance-doc.test.ts checks the document against this code.
 */

/** An additional payment: the advance ratio is raised on a receivable already advanced. */
export interface AdditionalPaymentTerms {
  arAmount: Vnd;
  /** The ratio the receivable was advanced at, %. */
  oldRatio: RateInput;
  /** The new, higher ratio, %. */
  newRatio: RateInput;
  /** % per year on the additional advance, for its days to maturity. */
  discountRate: RateInput;
  platformRate?: RateInput;
  /** The day the additional amount is paid. */
  paymentDate: IsoDate;
  maturityDate: IsoDate;
}

export interface AdditionalPayment {
  days: number;
  oldAdvance: Vnd;
  newAdvance: Vnd;
  /** newAdvance − oldAdvance: what is advanced on top. */
  additional: Vnd;
  discount: Vnd;
  platformFee: Vnd;
  /** Paid to the supplier now: additional − discount − platform fee. */
  netPayout: Vnd;
  /** AR − new advance: what the supplier still gets at settlement. */
  residual: Vnd;
}

/**
 *   additional = round(AR × new ratio / 100) − round(AR × old ratio / 100)
 *   then priced as an early payment of `additional` (discount and fee on it for its days).
 * A new ratio below the old one is not an additional payment: refused.
 */
export function additionalPayment(t: AdditionalPaymentTerms, holidays: Holidays = []): AdditionalPayment {
  const oldAdvance = advanceAmount(t.arAmount, t.oldRatio);
  const newAdvance = advanceAmount(t.arAmount, t.newRatio);
  if (newAdvance < oldAdvance) throw new RangeError('the new ratio must not be below the old one');
  const additional = newAdvance - oldAdvance;
  const q = earlyPaymentQuote(
    {
      arAmount: additional,
      paymentRatio: 100,
      discountRate: t.discountRate,
      platformRate: t.platformRate ?? 0,
      paymentDate: t.paymentDate,
      maturityDate: t.maturityDate,
    },
    holidays,
  );
  return {
    days: q.days,
    oldAdvance,
    newAdvance,
    additional,
    discount: q.discount,
    platformFee: q.platformFee,
    netPayout: q.salePrice,
    residual: t.arAmount - newAdvance,
  };
}

/** A date revision: the buyer's payment date moves; the advance stays out for more (or fewer) days. */
export interface DateRevisionTerms {
  arAmount: Vnd;
  advance: Vnd;
  discountRate: RateInput;
  oldMaturity: IsoDate;
  newMaturity: IsoDate;
}

export interface DateRevision {
  /** daysBetween(old maturity, new maturity): negative when brought forward. */
  extraDays: number;
  /** round(advance × rate × |extra days| / 36 500), signed: charged (+) or given back (−). */
  discountChange: Vnd;
  /** What the supplier gets at settlement: AR − advance − discount change, never below 0. */
  settlement: Vnd;
}

/**
 *   extra days      = daysBetween(old maturity, new maturity)
 *   discount change = ± round(advance × discount rate × |extra days| / 36 500)
 *   settlement      = max(0, AR − advance − discount change)
 * The change is settled from the residual, so the supplier is not asked to pay anything back now.
 */
export function dateRevision(t: DateRevisionTerms): DateRevision {
  assertVnd(t.arAmount, 'arAmount');
  const extraDays = daysBetween(t.oldMaturity, t.newMaturity);
  const magnitude = interest(t.advance, t.discountRate, Math.abs(extraDays));
  const discountChange = extraDays < 0 ? -magnitude : magnitude;
  return { extraDays, discountChange, settlement: Math.max(0, t.arAmount - t.advance - discountChange) };
}

/**
 * The referral partner's commission on an adjustment: its share (%) of the discount the
 * adjustment earns, round(discount × commission rate / 100); nothing on a discount given back.
 * The formula lives with the other commission reading in commission.ts.
 */
export { shareOfDiscountCommission as referralCommission } from './commission.ts';

/**
 * The equivalent APR of being paid early: what the charges cost as a yearly rate on the net
 * received, round(100 × (discount + fee) × 365 / (net × days), 2). 0 when no day is paid early.
 */
export function equivalentApr(charges: Vnd, net: Vnd, days: number): number {
  if (days <= 0 || net <= 0 || charges <= 0) return 0;
  return roundHalfUp(new Dec(charges).times(36_500).dividedBy(new Dec(net).times(days)), 2).toNumber();
}

/** The what-if for several payout dates: net VND and its equivalent APR for each. */
export function adjustmentWhatIf(
  terms: EarlyPaymentTerms,
  paymentDates: readonly IsoDate[],
  holidays: Holidays = [],
): { paymentDate: IsoDate; days: number; net: Vnd; apr: number }[] {
  return paymentDates.map((paymentDate) => {
    const q = earlyPaymentQuote({ ...terms, paymentDate }, holidays);
    return {
      paymentDate,
      days: q.days,
      net: q.salePrice,
      apr: equivalentApr(q.discount + q.platformFee, q.salePrice, q.days),
    };
  });
}
