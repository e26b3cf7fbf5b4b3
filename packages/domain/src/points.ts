/**
 * Points a buyer earns for one settlement payment (decision 0100, docs/finance.md "Points"): one
 * point for each whole `vndPerPoint` paid, only when the payment came on or before the
 * receivable's maturity date (a late payment earns nothing). Whole points, rounded down, so
 * points never come from money not paid.
 *
 * Example: 125.500.000 paid on 20/11 for a receivable due 25/11, 1.000.000 VND a point → 125.
 */
export function pointsEarned(p: {
  amount: number;
  paymentDate: string;
  maturityDate: string;
  vndPerPoint: number;
}): number {
  if (p.paymentDate > p.maturityDate || p.vndPerPoint <= 0 || p.amount <= 0) return 0;
  return Math.floor(p.amount / p.vndPerPoint);
}
