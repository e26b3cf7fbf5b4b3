import type { Vnd } from './money.ts';
import type { EarlyPaymentQuote } from './pricing.ts';
import type { PaymentAllocation, SettlementPosition } from './settlement.ts';

/**
 * The funder's journal (docs/finance.md §9): every movement of money is an entry of lines that
 * balance (debits = credits), never changed afterwards; a correction is a reversing entry.
 * Balances per receivable, supplier, buyer and funder are sums of lines.
 *
 * Accounts, with the side that increases them:
 *   cash                       debit   the funder's bank
 *   buyer_receivable           debit   what the buyer owes on purchased receivables
 *   penal_receivable           debit   penal interest the buyer owes
 *   supplier_residual_payable  credit  residuals owed to suppliers
 *   buyer_refund_payable       credit  buyers' overpayments to refund
 *   discount_income            credit  the funder's discount
 *   platform_fee_income        credit  the platform's fee
 *   penal_income               credit  penal interest earned
 *   write_off_expense          debit   receivables written off
 */
export const JOURNAL_ACCOUNTS = [
  'cash',
  'buyer_receivable',
  'penal_receivable',
  'supplier_residual_payable',
  'buyer_refund_payable',
  'discount_income',
  'platform_fee_income',
  'penal_income',
  'write_off_expense',
] as const;
export type JournalAccount = (typeof JOURNAL_ACCOUNTS)[number];

export const JOURNAL_KINDS = [
  'disbursement',
  'buyer_collection',
  'residual_payment',
  'penal_accrual',
  'write_off',
  'reversal',
] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

export interface JournalLine {
  account: JournalAccount;
  debit: Vnd;
  credit: Vnd;
}

const dr = (account: JournalAccount, amount: Vnd): JournalLine => ({ account, debit: amount, credit: 0 });
const cr = (account: JournalAccount, amount: Vnd): JournalLine => ({ account, debit: 0, credit: amount });

/** Lines without zero amounts; an entry with no amount at all has no lines. */
function lines(...all: JournalLine[]): JournalLine[] {
  return all.filter((l) => l.debit !== 0 || l.credit !== 0);
}

/** Debits minus credits: 0 for a balanced entry. */
export function imbalance(entry: readonly JournalLine[]): number {
  return entry.reduce((s, l) => s + l.debit - l.credit, 0);
}

/**
 * The funder pays the sale price of a receivable (first payment): the buyer now owes the amount
 * due; the discount and the platform fee are earned; the residual is owed to the supplier.
 *
 *   Dr buyer_receivable (advance + residual)
 *      Cr cash (sale price), Cr discount_income, Cr platform_fee_income, Cr supplier_residual_payable
 */
export function disbursementLines(
  quote: Omit<EarlyPaymentQuote, 'countedTo' | 'countedToReason'>,
): JournalLine[] {
  return lines(
    dr('buyer_receivable', quote.advance + quote.residual),
    cr('cash', quote.salePrice),
    cr('discount_income', quote.discount),
    cr('platform_fee_income', quote.platformFee),
    cr('supplier_residual_payable', quote.residual),
  );
}

/**
 * Penal interest earned up to a date: the daily job books today's total accrued minus what is
 * booked already (§4: the sum of bookings equals the formula, never separately rounded days).
 */
export function penalAccrualLines(accruedTotal: Vnd, bookedSoFar: Vnd): JournalLine[] {
  const amount = accruedTotal - bookedSoFar;
  return amount >= 0
    ? lines(dr('penal_receivable', amount), cr('penal_income', amount))
    : lines(dr('penal_income', -amount), cr('penal_receivable', -amount));
}

/** A buyer's payment as the settlement engine applied it (§8). */
export function buyerCollectionLines(a: PaymentAllocation): JournalLine[] {
  return lines(
    dr('cash', a.amount),
    cr('buyer_receivable', a.toFunder + a.toSupplier),
    cr('penal_receivable', a.toPenal),
    cr('buyer_refund_payable', a.excess),
  );
}

/** The residual paid to the supplier once the buyer has paid it. */
export function residualPaymentLines(amount: Vnd): JournalLine[] {
  return lines(dr('supplier_residual_payable', amount), cr('cash', amount));
}

/**
 * A receivable written off: the supplier's residual is not owed since the buyer never paid it
 * (the funder bought without recourse on the residual); the funder's unrecovered advance and the
 * penal interest owed become an expense.
 *
 *   Dr supplier_residual_payable (residual outstanding), Dr write_off_expense (the rest)
 *      Cr buyer_receivable (unpaid), Cr penal_receivable (penal outstanding)
 */
export function writeOffLines(p: SettlementPosition): JournalLine[] {
  return lines(
    dr('supplier_residual_payable', p.residualOutstanding),
    dr('write_off_expense', p.unpaid - p.residualOutstanding + p.penalOutstanding),
    cr('buyer_receivable', p.unpaid),
    cr('penal_receivable', p.penalOutstanding),
  );
}

/** The entry that undoes another: every line with debit and credit swapped. */
export function reversalLines(entry: readonly JournalLine[]): JournalLine[] {
  return entry.map((l) => ({ account: l.account, debit: l.credit, credit: l.debit }));
}

/** An account's balance on its increasing side (debit accounts: debits − credits; others the reverse). */
export function accountBalance(account: JournalAccount, sums: { debit: Vnd; credit: Vnd }): Vnd {
  const debitSide: readonly JournalAccount[] = [
    'cash',
    'buyer_receivable',
    'penal_receivable',
    'write_off_expense',
  ];
  return debitSide.includes(account) ? sums.debit - sums.credit : sums.credit - sums.debit;
}
