import type { LendingPeriod } from './api/lending.ts';
import type { LoanPeriod, LoanSchedule } from './lending.ts';

/**
 * The stored schedule (the API's periods) as lending.ts reads it, each period's amounts as they
 * were rounded: the server extends it, the funder's extension screen previews the extension on it.
 */
export function toSchedule(periods: readonly LendingPeriod[]): LoanSchedule {
  const loan: LoanPeriod[] = periods.map((p) => ({
    index: p.index,
    start: p.start,
    end: p.end,
    days: p.days,
    payDate: p.pay_date,
    ratePerYear: String(p.rate_per_year),
    opening: p.opening,
    interest: p.interest,
    principal: p.principal,
    payment: p.payment,
    closing: p.closing,
  }));
  const sum = (k: 'interest' | 'principal' | 'payment') => loan.reduce((s, p) => s + p[k], 0);
  return { periods: loan, interest: sum('interest'), principal: sum('principal'), payment: sum('payment') };
}

/** A period of lending.ts's schedule as the API (and the stored rows) write it. */
export function toLendingPeriod(p: LoanPeriod): LendingPeriod {
  return {
    index: p.index,
    start: p.start,
    end: p.end,
    days: p.days,
    pay_date: p.payDate,
    rate_per_year: Number(p.ratePerYear),
    opening: p.opening,
    interest: p.interest,
    principal: p.principal,
    payment: p.payment,
    closing: p.closing,
  };
}
