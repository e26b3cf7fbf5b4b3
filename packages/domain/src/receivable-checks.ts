import { isVnd, type Vnd } from './money.ts';

/** A receivable's amounts as entered or imported (spec §3), in whole VND. */
export interface ReceivableAmounts {
  invoice_amount: Vnd;
  ar_amount: Vnd;
  /** What the buyer has already paid on it, if anything. */
  buyer_first_payment: Vnd;
  /** What is still due at maturity. */
  due_payment: Vnd;
  /** Days from the invoice date to the due date. */
  term_days: number;
}

/** A buyer programme's bounds on receivables (buyer credit setup, spec §3); null is unbounded. */
export interface ReceivableBounds {
  ar_value_min: Vnd | null;
  ar_value_max: Vnd | null;
  ar_term_min: number | null;
  ar_term_max: number | null;
}

export const RECEIVABLE_PROBLEMS = [
  'AMOUNT_INVALID',
  'AR_OVER_INVOICE',
  'FIRST_PAYMENT_NOT_BELOW_AR',
  'DUE_PAYMENT_OVER_AR',
  'AR_VALUE_OUT_OF_RANGE',
  'AR_TERM_OUT_OF_RANGE',
] as const;
export type ReceivableProblem = (typeof RECEIVABLE_PROBLEMS)[number];

/**
 * The money rules of spec §5 on one receivable, in this order, every one that fails:
 * AR amount at most the invoice amount; the buyer's first payment less than the AR amount; the
 * due payment at most the AR amount; and, with a programme, the AR value and term within its
 * ranges (bounds inclusive). Amounts that are not whole VND ≥ 0 fail as AMOUNT_INVALID alone.
 *
 *     invoice 110.000.000, AR 100.000.000, first payment 0, due 100.000.000, 60 days,
 *     programme 10.000.000–2.000.000.000 and 15–120 days → [] (acceptable)
 */
export function receivableProblems(r: ReceivableAmounts, bounds?: ReceivableBounds): ReceivableProblem[] {
  const amounts = [r.invoice_amount, r.ar_amount, r.buyer_first_payment, r.due_payment];
  if (!amounts.every(isVnd) || !Number.isSafeInteger(r.term_days) || r.term_days < 0) {
    return ['AMOUNT_INVALID'];
  }
  const problems: ReceivableProblem[] = [];
  if (r.ar_amount > r.invoice_amount) problems.push('AR_OVER_INVOICE');
  if (r.buyer_first_payment >= r.ar_amount) problems.push('FIRST_PAYMENT_NOT_BELOW_AR');
  if (r.due_payment > r.ar_amount) problems.push('DUE_PAYMENT_OVER_AR');
  if (bounds) {
    const outside = (v: number, min: number | null, max: number | null) =>
      (min !== null && v < min) || (max !== null && v > max);
    if (outside(r.ar_amount, bounds.ar_value_min, bounds.ar_value_max))
      problems.push('AR_VALUE_OUT_OF_RANGE');
    if (outside(r.term_days, bounds.ar_term_min, bounds.ar_term_max)) problems.push('AR_TERM_OUT_OF_RANGE');
  }
  return problems;
}
