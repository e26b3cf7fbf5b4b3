import { daysBetween, effectiveDueDate, type Holidays, type IsoDate } from './dates.ts';
import { assertVnd, Dec, isVnd, toVnd, type Vnd } from './money.ts';
import { type PenalPolicy, penalAccrual } from './pricing.ts';

/**
 * Settlement of a sold receivable (docs/finance.md §8): the buyer's payments, on or after the due
 * date, split between the funder (its advance back first), the supplier (the residual) and penal
 * interest on what was paid late.
 */
export interface SettlementTerms {
  /**
   * What the buyer owes on the receivable in all: its AR amount (advance + residual), VND. A
   * payment the buyer makes before the due date (the spec's buyer first payment) is a payment.
   */
  amountDue: Vnd;
  /** The funder's first payment to the supplier, recovered before any residual is paid. */
  advance: Vnd;
  dueDate: IsoDate;
  penal: PenalPolicy;
  holidays?: Holidays;
}

export interface BuyerPayment {
  date: IsoDate;
  amount: Vnd;
}

/** How one payment was applied. */
export interface PaymentAllocation extends BuyerPayment {
  toFunder: Vnd;
  toSupplier: Vnd;
  toPenal: Vnd;
  /** Paid beyond everything owed on that date: to be refunded, never booked as income. */
  excess: Vnd;
  /** The unpaid part of the amount due after this payment. */
  unpaidAfter: Vnd;
}

export interface SettlementPosition {
  asOf: IsoDate;
  daysLate: number;
  unpaid: Vnd;
  /** The advance not yet recovered: above 0 once settled only if the advance exceeded the amount due. */
  funderOutstanding: Vnd;
  residualPaid: Vnd;
  residualOutstanding: Vnd;
  penalAccrued: Vnd;
  penalPaid: Vnd;
  penalOutstanding: Vnd;
  /** Nothing left to pay: the amount due and the penal interest are paid. */
  settled: boolean;
  allocations: PaymentAllocation[];
}

/**
 * The position of a receivable on `asOf` after the buyer's `payments` (in date order, one per
 * date; those after `asOf` are not yet made). Each payment pays, in this order:
 *
 *   1. the unpaid amount due (it alone bears penal interest, so it goes first), of which the
 *      funder takes back its advance before the supplier receives the residual;
 *   2. the penal interest accrued to the payment date;
 *   3. anything more is excess, to be refunded.
 *
 * Penal interest accrues on the unpaid amount of each period between payments, with the days
 * late counted from the effective due date (art. 148, `effectiveDueDate`) so the type 1 / type 2
 * split follows the whole delay; the periods are added unrounded and the total rounded once.
 */
export function settlementPosition(
  terms: SettlementTerms,
  payments: readonly BuyerPayment[],
  asOf: IsoDate,
): SettlementPosition {
  assertVnd(terms.amountDue, 'amountDue');
  assertVnd(terms.advance, 'advance');
  const due = effectiveDueDate(terms.dueDate, terms.holidays ?? []);
  const lateOn = (date: IsoDate) => Math.max(0, daysBetween(due, date));
  const residualTotal = Math.max(0, terms.amountDue - terms.advance);

  let unpaid = terms.amountDue;
  let funderOutstanding = terms.advance;
  let residualPaid = 0;
  let penalPaid = 0;
  let accrued = new Dec(0);
  let lateSoFar = 0;
  const accrueTo = (date: IsoDate) => {
    const late = lateOn(date);
    if (unpaid > 0 && late > lateSoFar) {
      accrued = accrued
        .plus(penalAccrual(unpaid, late, terms.penal).amount)
        .minus(penalAccrual(unpaid, lateSoFar, terms.penal).amount);
    }
    lateSoFar = Math.max(lateSoFar, late);
  };

  const allocations: PaymentAllocation[] = [];
  let previous: IsoDate | null = null;
  for (const p of payments) {
    assertVnd(p.amount, 'payment');
    if (previous !== null && p.date <= previous) {
      throw new RangeError(`payments must be in date order, one per date: ${previous}, ${p.date}`);
    }
    previous = p.date;
    if (p.date > asOf) break;
    accrueTo(p.date);
    const toPrincipal = Math.min(p.amount, unpaid);
    const toFunder = Math.min(toPrincipal, funderOutstanding);
    const toSupplier = Math.min(toPrincipal - toFunder, residualTotal - residualPaid);
    const toPenal = Math.min(p.amount - toPrincipal, toVnd(accrued) - penalPaid);
    unpaid -= toPrincipal;
    funderOutstanding -= toFunder;
    residualPaid += toSupplier;
    penalPaid += toPenal;
    allocations.push({
      ...p,
      toFunder,
      toSupplier,
      toPenal,
      excess: p.amount - toFunder - toSupplier - toPenal,
      unpaidAfter: unpaid,
    });
  }
  accrueTo(asOf);

  const penalAccrued = toVnd(accrued);
  return {
    asOf,
    daysLate: lateOn(asOf),
    unpaid,
    funderOutstanding,
    residualPaid,
    residualOutstanding: residualTotal - residualPaid,
    penalAccrued,
    penalPaid,
    penalOutstanding: penalAccrued - penalPaid,
    settled: unpaid === 0 && penalAccrued === penalPaid,
    allocations,
  };
}

/** A settlement as the accountant enters it: the payment and what it leaves, by their reading. */
export interface SettlementEntry {
  payment_date: IsoDate;
  amount: Vnd;
  /** The unpaid amount due left after this payment. */
  remaining_principal: Vnd;
  /** The part of this payment that pays penal interest. */
  interest_paid: Vnd;
}

export const SETTLEMENT_PROBLEMS = [
  'AMOUNT_INVALID',
  'DATE_TAKEN',
  'DATE_BEFORE_LATEST',
  'OVERPAID',
  'REMAINING_PRINCIPAL_MISMATCH',
  'INTEREST_PAID_MISMATCH',
] as const;
export type SettlementProblem = (typeof SETTLEMENT_PROBLEMS)[number];

/**
 * The spec's rules on a new settlement (§5 dates, §8 "settlement data invalid: recheck remaining
 * unpaid principal or interest paid"), every one that fails, in this order: amounts whole VND and
 * a payment above 0 (else AMOUNT_INVALID alone); not on a date that already has a payment; not
 * before the latest payment; not more than is owed that day; the remaining principal and the
 * interest paid as the engine computes them.
 */
export function settlementProblems(
  terms: SettlementTerms,
  payments: readonly BuyerPayment[],
  entry: SettlementEntry,
): SettlementProblem[] {
  const amounts = [entry.amount, entry.remaining_principal, entry.interest_paid];
  if (!amounts.every(isVnd) || entry.amount <= 0) return ['AMOUNT_INVALID'];
  const problems: SettlementProblem[] = [];
  if (payments.some((p) => p.date === entry.payment_date)) problems.push('DATE_TAKEN');
  const latest = payments.reduce<IsoDate | null>(
    (max, p) => (max === null || p.date > max ? p.date : max),
    null,
  );
  if (latest !== null && entry.payment_date < latest) problems.push('DATE_BEFORE_LATEST');
  if (problems.length > 0) return problems;

  const all = [...payments, { date: entry.payment_date, amount: entry.amount }];
  const last = settlementPosition(terms, all, entry.payment_date).allocations.at(-1)!;
  if (last.excess > 0) problems.push('OVERPAID');
  if (entry.remaining_principal !== last.unpaidAfter) problems.push('REMAINING_PRINCIPAL_MISMATCH');
  if (entry.interest_paid !== last.toPenal) problems.push('INTEREST_PAID_MISMATCH');
  return problems;
}
