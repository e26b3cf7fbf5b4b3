import type { Vnd } from './money.ts';
import type { EarlyPaymentQuote } from './pricing.ts';
import type { PaymentAllocation, SettlementPosition } from './settlement.ts';

/**
 * The accounts of what the funder owes its partners: a lending partner's loan (the partner lends
 * to the platform company, docs/workflows.md "Lending") and its interest, a guarantee partner's
 * fee, a referral partner's commission. With the side that increases them:
 *
 *   partner_loan_payable    credit  principal owed to lending partners
 *   loan_interest_payable   credit  loan interest accrued, not yet paid
 *   loan_interest_expense   debit   loan interest
 *   guarantee_fee_payable   credit  guarantee fees accrued, not yet paid
 *   guarantee_fee_expense   debit   guarantee fees
 *   commission_payable      credit  referral commissions accrued, not yet paid
 *   commission_expense      debit   referral commissions
 *   partner_funding_payable credit  a funding partner's share of advances, owed back to it
 *   funding_return_expense  debit   the funding partners' return on their share
 *
 * They are part of JOURNAL_ACCOUNTS since the lending module posts the loans' entries (issue 23
 * part 4); this list names the partners' part (docs/decisions/0081-partner-money.md).
 */
export const PARTNER_JOURNAL_ACCOUNTS = [
  'partner_loan_payable',
  'loan_interest_payable',
  'loan_interest_expense',
  'guarantee_fee_payable',
  'guarantee_fee_expense',
  'commission_payable',
  'commission_expense',
  'partner_funding_payable',
  'funding_return_expense',
] as const;
export type PartnerJournalAccount = (typeof PARTNER_JOURNAL_ACCOUNTS)[number];

export const PARTNER_JOURNAL_KINDS = [
  'loan_disbursement',
  'loan_interest_accrual',
  'loan_repayment',
  'guarantee_fee_accrual',
  'guarantee_fee_payment',
  'commission_accrual',
  'commission_payment',
  'funding_receipt',
  'funding_repayment',
] as const;
export type PartnerJournalKind = (typeof PARTNER_JOURNAL_KINDS)[number];

/**
 * What the funder owes savings members (docs/finance.md §15, decision 0107):
 *
 *   savings_payable           credit  principal members placed, owed back to them
 *   savings_interest_expense  debit   interest paid to members
 *
 *   savings_source_funds      debit   money set aside in savings sources (decision 0117)
 *   savings_pack_funds        debit   money moved from the sources into savings packs
 *
 * An introducer's commission is a commission_expense paid out of cash. A source's opening
 * balance is cash set aside for savings; a transfer moves money between the two fund accounts
 * (or within one), each source's and pack's share read from its confirmed transfers.
 */
export const SAVINGS_JOURNAL_ACCOUNTS = [
  'savings_payable',
  'savings_interest_expense',
  'savings_source_funds',
  'savings_pack_funds',
] as const;
export const SAVINGS_JOURNAL_KINDS = [
  'savings_placement',
  'savings_withdrawal',
  'savings_interest',
  'savings_commission',
  'savings_source_opening',
  'savings_transfer',
] as const;
/** A placement's movements' kinds (savingsLines); the sources' two are booked by their own builders. */
export type SavingsJournalKind = Exclude<
  (typeof SAVINGS_JOURNAL_KINDS)[number],
  'savings_source_opening' | 'savings_transfer'
>;

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
  ...PARTNER_JOURNAL_ACCOUNTS,
  ...SAVINGS_JOURNAL_ACCOUNTS,
] as const;
export type JournalAccount = (typeof JOURNAL_ACCOUNTS)[number];

export const JOURNAL_KINDS = [
  'disbursement',
  'buyer_collection',
  'residual_payment',
  'penal_accrual',
  'write_off',
  'reversal',
  ...PARTNER_JOURNAL_KINDS,
  ...SAVINGS_JOURNAL_KINDS,
] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

/** A line on one account; the partner entries' lines name partner accounts (`PartnerJournalLine`). */
export interface JournalLine<A extends string = JournalAccount> {
  account: A;
  debit: Vnd;
  credit: Vnd;
}

const dr = <A extends string>(account: A, amount: Vnd): JournalLine<A> => ({
  account,
  debit: amount,
  credit: 0,
});
const cr = <A extends string>(account: A, amount: Vnd): JournalLine<A> => ({
  account,
  debit: 0,
  credit: amount,
});

/** Lines without zero amounts; an entry with no amount at all has no lines. */
function lines<A extends string>(...all: JournalLine<A>[]): JournalLine<A>[] {
  return all.filter((l) => l.debit !== 0 || l.credit !== 0);
}

/**
 * What was earned or owed up to a date, booked as today's total minus what is booked already
 * (never a separately rounded day, so the bookings add up to the formula); a total that went
 * down books the difference back.
 */
function accrualLines<A extends string>(
  debit: A,
  credit: A,
  accruedTotal: Vnd,
  bookedSoFar: Vnd,
): JournalLine<A>[] {
  const amount = accruedTotal - bookedSoFar;
  return amount >= 0
    ? lines(dr(debit, amount), cr(credit, amount))
    : lines(dr(credit, -amount), cr(debit, -amount));
}

/** Debits minus credits: 0 for a balanced entry. */
export function imbalance(entry: readonly JournalLine<string>[]): number {
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
  return accrualLines('penal_receivable', 'penal_income', accruedTotal, bookedSoFar);
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
  return paidLines('supplier_residual_payable', amount);
}

/** What is owed on `payable` paid out of cash. */
function paidLines<A extends string>(payable: A, amount: Vnd): JournalLine<A | 'cash'>[] {
  return lines<A | 'cash'>(dr(payable, amount), cr('cash', amount));
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
export function reversalLines<A extends string = JournalAccount>(
  entry: readonly JournalLine<A>[],
): JournalLine<A>[] {
  return entry.map((l) => ({ account: l.account, debit: l.credit, credit: l.debit }));
}

/** An account's balance on its increasing side (debit accounts: debits − credits; others the reverse). */
export function accountBalance(
  account: JournalAccount | PartnerJournalAccount,
  sums: { debit: Vnd; credit: Vnd },
): Vnd {
  const debitSide: readonly (JournalAccount | PartnerJournalAccount)[] = [
    'cash',
    'buyer_receivable',
    'penal_receivable',
    'write_off_expense',
    'loan_interest_expense',
    'guarantee_fee_expense',
    'commission_expense',
    'funding_return_expense',
    'savings_interest_expense',
    'savings_source_funds',
    'savings_pack_funds',
  ];
  return debitSide.includes(account) ? sums.debit - sums.credit : sums.credit - sums.debit;
}

/* ------------------------------------------------------------------------------------------ */
/* The partners' money (issue 23, docs/finance.md §9 and §11)                                 */
/* ------------------------------------------------------------------------------------------ */

/** A line of a partner entry: a partner account, or cash. */
export type PartnerJournalLine = JournalLine<PartnerJournalAccount | 'cash'>;

/** The lending partner pays the loan out to the platform: Dr cash, Cr partner_loan_payable. */
export function loanDisbursementLines(principal: Vnd): PartnerJournalLine[] {
  return lines<PartnerJournalAccount | 'cash'>(dr('cash', principal), cr('partner_loan_payable', principal));
}

/**
 * Loan interest accrued up to a date (`loanInterestAccrued` in lending.ts) minus what is booked:
 * Dr loan_interest_expense, Cr loan_interest_payable.
 */
export function loanInterestAccrualLines(accruedTotal: Vnd, bookedSoFar: Vnd): PartnerJournalLine[] {
  return accrualLines('loan_interest_expense', 'loan_interest_payable', accruedTotal, bookedSoFar);
}

/**
 * A payment of the schedule, an early settlement or the settlement at maturity, collected by the
 * partner: Dr partner_loan_payable (principal), Dr loan_interest_payable (interest), Cr cash.
 * The interest is accrued to the payment date first, so the payable it clears is there.
 */
export function loanRepaymentLines(p: { principal: Vnd; interest: Vnd }): PartnerJournalLine[] {
  return lines<PartnerJournalAccount | 'cash'>(
    dr('partner_loan_payable', p.principal),
    dr('loan_interest_payable', p.interest),
    cr('cash', p.principal + p.interest),
  );
}

/** Guarantee fee accrued to a date minus what is booked: Dr guarantee_fee_expense, Cr guarantee_fee_payable. */
export function guaranteeFeeAccrualLines(accruedTotal: Vnd, bookedSoFar: Vnd): PartnerJournalLine[] {
  return accrualLines('guarantee_fee_expense', 'guarantee_fee_payable', accruedTotal, bookedSoFar);
}

/** The guarantee fee paid to the partner: Dr guarantee_fee_payable, Cr cash. */
export function guaranteeFeePaymentLines(amount: Vnd): PartnerJournalLine[] {
  return paidLines('guarantee_fee_payable', amount);
}

/** Referral commission accrued to a date minus what is booked: Dr commission_expense, Cr commission_payable. */
export function commissionAccrualLines(accruedTotal: Vnd, bookedSoFar: Vnd): PartnerJournalLine[] {
  return accrualLines('commission_expense', 'commission_payable', accruedTotal, bookedSoFar);
}

/** The commission paid to the referral partner: Dr commission_payable, Cr cash. */
export function commissionPaymentLines(amount: Vnd): PartnerJournalLine[] {
  return paidLines('commission_payable', amount);
}

/** A funding partner's share of an advance reaches the funder: Dr cash, Cr partner_funding_payable. */
export function fundingReceiptLines(amount: Vnd): PartnerJournalLine[] {
  return lines<PartnerJournalAccount | 'cash'>(dr('cash', amount), cr('partner_funding_payable', amount));
}

/**
 * The funder pays a funding partner back its share with the return on it (a funding payment
 * notice): Dr partner_funding_payable (principal), Dr funding_return_expense (return), Cr cash.
 */
export function fundingRepaymentLines(p: { principal: Vnd; ret: Vnd }): PartnerJournalLine[] {
  return lines<PartnerJournalAccount | 'cash'>(
    dr('partner_funding_payable', p.principal),
    dr('funding_return_expense', p.ret),
    cr('cash', p.principal + p.ret),
  );
}

/**
 * A savings movement's entry (§15): a placement is cash in and owed back (Dr cash, Cr
 * savings_payable); the principal paid back undoes it; interest and an introducer's commission
 * are expenses paid out of cash.
 */
export function savingsLines(kind: SavingsJournalKind, amount: Vnd): JournalLine[] {
  switch (kind) {
    case 'savings_placement':
      return lines(dr('cash', amount), cr('savings_payable', amount));
    case 'savings_withdrawal':
      return paidLines('savings_payable', amount);
    case 'savings_interest':
      return lines(dr('savings_interest_expense', amount), cr('cash', amount));
    case 'savings_commission':
      return lines(dr('commission_expense', amount), cr('cash', amount));
  }
}

/** A savings transfer's side (decision 0117): a source or a pack, each with its fund account. */
export type SavingsFundSide = 'source' | 'pack';
const FUND_ACCOUNT = {
  source: 'savings_source_funds',
  pack: 'savings_pack_funds',
} as const satisfies Record<SavingsFundSide, JournalAccount>;

/** Cash set aside as a savings source's opening balance: Dr savings_source_funds, Cr cash. */
export function savingsSourceOpeningLines(amount: Vnd): JournalLine[] {
  return lines(dr('savings_source_funds', amount), cr('cash', amount));
}

/**
 * A confirmed transfer (finance.md §15): the receiving side's fund account debited, the paying
 * side's credited. Between two sources (or two packs) both lines are on one account: the entry
 * still records the movement, and each side's share is read from its transfers.
 */
export function savingsTransferLines(from: SavingsFundSide, to: SavingsFundSide, amount: Vnd): JournalLine[] {
  return lines(dr(FUND_ACCOUNT[to], amount), cr(FUND_ACCOUNT[from], amount));
}
