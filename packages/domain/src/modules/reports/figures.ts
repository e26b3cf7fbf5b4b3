import { Dec, toVnd, type Vnd } from '../../money.ts';

/**
 * A referral partner's commission (decision 0080): its appendix's rate (%, 2 decimals) of the
 * discount the funder earned on the companies it referred over the period, rounded half-up to
 * whole VND once, on the period's total.
 *
 * Worked example: referred companies earned 12,345,679 VND of discount; at 10.5 % the commission
 * is 12,345,679 × 10.5 / 100 = 1,296,296.295 → 1,296,296 VND. At 0.05 % of 1,000 VND: 0.5 → 1 VND.
 */
export function referralCommission(base: Vnd, ratePercent: number): Vnd {
  return toVnd(new Dec(base).times(new Dec(ratePercent)).dividedBy(100));
}

/**
 * What is still owed at each month's end from the balance before the year and each month's
 * increase and decrease (decision 0080: monthly loans).
 *
 * Worked example: 100 owed before January; January +50 −30, February +0 −20 → 120, 100.
 */
export function runningBalances(opening: Vnd, months: readonly { increase: Vnd; decrease: Vnd }[]): Vnd[] {
  let balance = opening;
  return months.map((m) => {
    balance += m.increase - m.decrease;
    return balance;
  });
}
