import type { LendingForm } from '@arflow/domain/api/lending';
import { addDays, addTerm } from '@arflow/domain/dates';
import { extendLoan, loanSchedule } from '@arflow/domain/lending';
import type { LendingAction } from '@arflow/domain/workflows/lending';

/** One demo loan of the lending partner: its terms, its path through the workflow, an extension. */
export interface DemoLending {
  form: LendingForm;
  path: readonly LendingAction[];
  extension?: { months: number; rate_per_year: number };
}

/** Terms of `months` from `start`, monthly interest unless said otherwise. */
function terms(
  start: string,
  months: number,
  amount: number,
  rate: number,
  payment_type: 1 | 2 | 3 = 2,
): LendingForm {
  return {
    amount,
    rate_per_year: rate,
    term: months,
    term_unit: 1,
    disbursement_date: start,
    maturity_date: addTerm(start, months, 1),
    payment_type,
    note: null,
  };
}

/** The steps of a loan from its request to the partner's money received. */
const DISBURSED: readonly LendingAction[] = [
  'request',
  'approve',
  'sign',
  'upload_payment_slip',
  'confirm_disbursement',
];

/**
 * The lending partner's (PTN04) loans on the demo's business date: one of each stage the screens
 * show, from a request to a settled loan, and one extended once.
 */
export function demoLendings(today: string): DemoLending[] {
  return [
    { form: terms(addDays(today, 7), 6, 2_000_000_000, 9.5), path: ['request'] },
    { form: terms(addDays(today, 3), 3, 1_500_000_000, 10, 1), path: ['request', 'approve'] },
    { form: terms(addDays(today, 1), 12, 3_000_000_000, 9, 3), path: ['request', 'approve', 'sign'] },
    {
      form: terms(addDays(today, -40), 6, 5_000_000_000, 10),
      path: DISBURSED,
    },
    {
      form: terms(addDays(today, -95), 3, 1_000_000_000, 10.5),
      path: [...DISBURSED, 'request_extension', 'confirm_extension'],
      extension: { months: 3, rate_per_year: 11 },
    },
    {
      form: terms(addDays(today, -200), 3, 800_000_000, 9.8, 1),
      path: [...DISBURSED, 'send_settlement_notice', 'pay_settlement', 'confirm_settlement'],
    },
  ];
}

/** A demo loan's schedule: its terms', extended when the demo extended it. */
export function demoSchedule(l: DemoLending) {
  const f = l.form;
  const base = loanSchedule({
    principal: f.amount,
    ratePerYear: f.rate_per_year,
    disbursementDate: f.disbursement_date,
    maturityDate: f.maturity_date,
    paymentType: f.payment_type,
  });
  if (!l.extension) return { schedule: base, maturity: f.maturity_date };
  const maturity = addTerm(f.maturity_date, l.extension.months, 1);
  return {
    schedule: extendLoan(base, {
      newMaturity: maturity,
      ratePerYear: l.extension.rate_per_year,
      paymentType: f.payment_type,
    }),
    maturity,
  };
}
