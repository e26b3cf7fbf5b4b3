import { PAYMENT_TYPES, type PaymentTypeCode } from './constants.ts';
import type { Holidays, IsoDate } from './dates.ts';
import type { RateInput, Vnd } from './money.ts';
import { type YearlyCharges, yearlyCharges } from './payment-periods.ts';

/**
 * The guarantee fee (spec §3 buyer credit setup "guarantee limit, guarantee fee"): what the
 * funder owes a guarantee partner for guaranteeing an amount, a yearly rate by days on the
 * guaranteed amount, actual/365 (docs/finance.md §11):
 *
 *   fee = round(guaranteed amount × fee rate × days / 36 500)          each period rounded once
 *
 * The days run from the day the guarantee starts (the funder pays the advance it covers) to the
 * day it ends (the buyer settles, or the receivable's counted-to date for a quote). By package
 * (the default) the fee is one amount; monthly or quarterly it is cut into the periods of
 * `paymentPeriods`, each rounded once.
 */
export interface GuaranteeTerms {
  guaranteedAmount: Vnd;
  /** % per year (the `annual` rate kind). */
  feeRatePerYear: RateInput;
  from: IsoDate;
  to: IsoDate;
  paymentType?: PaymentTypeCode;
}

/** The fee, and its periods (`total` is the fee); 0 when `to` is not after `from`. */
export function guaranteeFee(terms: GuaranteeTerms, holidays: Holidays = []): YearlyCharges {
  return yearlyCharges(
    terms.guaranteedAmount,
    terms.feeRatePerYear,
    terms.from,
    terms.to,
    terms.paymentType ?? PAYMENT_TYPES.PACKAGE,
    holidays,
    'feeRatePerYear',
  );
}
