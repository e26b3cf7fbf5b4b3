import type { PricedAr, SelectionTotals } from '@arflow/domain/api/request-transaction';
import type { Holidays } from '@arflow/domain/dates';
import { earlyPaymentQuote } from '@arflow/domain/pricing';
import type { receivables } from '../receivables/receivables.tables.ts';
import type { RequestTerms } from './terms.ts';

type ArRow = Pick<
  typeof receivables.$inferSelect,
  | 'id'
  | 'inv_no'
  | 'inv_date'
  | 'maturity_date'
  | 'ar_amount'
  | 'buyer_first_payment'
  | 'due_payment'
  | 'status'
>;

/**
 * One receivable priced by the domain engine for a payment ratio and a payout date, its days
 * counted to the next working day when it falls due on a weekend day or public holiday.
 */
export function priceAr(
  ar: ArRow,
  terms: RequestTerms,
  paymentRatio: number,
  requestedDate: string,
  holidays: Holidays,
): PricedAr {
  const q = earlyPaymentQuote(
    {
      arAmount: ar.ar_amount,
      paymentRatio,
      discountRate: terms.discountRate,
      platformRate: terms.platformRate,
      paymentDate: requestedDate,
      maturityDate: ar.maturity_date,
    },
    holidays,
  );
  return {
    ar_id: ar.id,
    inv_no: ar.inv_no,
    inv_date: ar.inv_date,
    due_date: ar.maturity_date,
    ar_amount: ar.ar_amount,
    first_payment: ar.buyer_first_payment,
    due_payment: ar.due_payment,
    status: ar.status,
    payment_ratio: paymentRatio,
    requested_date: requestedDate,
    discount_rate: terms.discountRate,
    days: q.days,
    counted_to: q.countedTo,
    counted_to_reason: q.countedToReason,
    payment_request_amount: q.advance,
    total_discount_amount: q.discount,
    platform_fee: q.platformFee,
    ar_sale_price: q.salePrice,
    residual: q.residual,
  };
}

export function totalsOf(items: readonly PricedAr[]): SelectionTotals {
  const sum = (f: (p: PricedAr) => number) => items.reduce((s, p) => s + f(p), 0);
  return {
    total_ar_amount: sum((p) => p.ar_amount),
    total_advance: sum((p) => p.payment_request_amount),
    total_discount: sum((p) => p.total_discount_amount),
    total_platform_fee: sum((p) => p.platform_fee),
    total_sale_price: sum((p) => p.ar_sale_price),
    total_residual: sum((p) => p.residual),
  };
}

/** The `transaction_receivables` rows of a priced selection. */
export function pricedRows(transId: number, priced: readonly PricedAr[], platformRate: number, now: Date) {
  return priced.map((p) => ({
    trans_id: transId,
    ar_id: p.ar_id,
    payment_ratio: p.payment_ratio,
    requested_date: p.requested_date,
    discount_rate: p.discount_rate,
    platform_rate: platformRate,
    days: p.days,
    counted_to: p.counted_to,
    ar_amount: p.ar_amount,
    advance: p.payment_request_amount,
    discount: p.total_discount_amount,
    platform_fee: p.platform_fee,
    sale_price: p.ar_sale_price,
    residual: p.residual,
    created_at: now,
  }));
}
