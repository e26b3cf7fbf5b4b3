import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { WORKED_TERMS } from './finance-doc.testing.ts';
import { guaranteeFee } from './guarantee-fee.ts';
import {
  accountBalance,
  buyerCollectionLines,
  commissionAccrualLines,
  commissionPaymentLines,
  disbursementLines,
  fundingReceiptLines,
  fundingRepaymentLines,
  guaranteeFeeAccrualLines,
  guaranteeFeePaymentLines,
  imbalance,
  type JournalLine,
  loanDisbursementLines,
  loanInterestAccrualLines,
  loanRepaymentLines,
  PARTNER_JOURNAL_ACCOUNTS,
  penalAccrualLines,
  residualPaymentLines,
  reversalLines,
  writeOffLines,
} from './journal.ts';
import { earlySettlement, loanInterestAccrued, loanSchedule } from './lending.ts';
import { earlyPaymentQuote } from './pricing.ts';
import { settlementPosition } from './settlement.ts';

/** Sum of debits − credits per account over several entries. */
function balances(entries: JournalLine<string>[][]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const l of entries.flat()) out[l.account] = (out[l.account] ?? 0) + l.debit - l.credit;
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== 0));
}

const quote = earlyPaymentQuote(WORKED_TERMS);
const terms = {
  amountDue: 1_000_000_000,
  advance: 800_000_000,
  dueDate: '2026-06-01',
  penal: { discountRate: 12, latePaymentRate: 150 },
};

describe('journal entries', () => {
  it('the worked example of docs/finance.md §9 leaves only cash and income once settled', () => {
    const pay = [
      { date: '2026-06-16', amount: 600_000_000 },
      { date: '2026-07-16', amount: 413_315_068 },
    ];
    const p = settlementPosition(terms, pay, '2026-07-16');
    const entries = [
      disbursementLines(quote),
      penalAccrualLines(p.penalAccrued, 0),
      ...p.allocations.map(buyerCollectionLines),
      residualPaymentLines(p.residualPaid),
    ];
    for (const e of entries) expect(imbalance(e)).toBe(0);
    // Cash: −774.356.164 paid out, +1.013.315.068 collected, −200.000.000 residual = +38.958.904.
    expect(balances(entries)).toEqual({
      cash: 38_958_904,
      discount_income: -23_671_233,
      platform_fee_income: -1_972_603,
      penal_income: -13_315_068,
    });
  });

  it('a write-off clears what the buyer owes against the residual and an expense', () => {
    const p = settlementPosition(terms, [{ date: '2026-06-16', amount: 600_000_000 }], '2026-09-30');
    const entries = [
      disbursementLines(quote),
      penalAccrualLines(p.penalAccrued, 0),
      buyerCollectionLines(p.allocations[0]!),
      writeOffLines(p),
    ];
    for (const e of entries) expect(imbalance(e)).toBe(0);
    const b = balances(entries);
    expect(b.buyer_receivable).toBeUndefined();
    expect(b.penal_receivable).toBeUndefined();
    expect(b.supplier_residual_payable).toBeUndefined();
    expect(b.write_off_expense).toBe(200_000_000 + p.penalOutstanding);
  });

  it('every entry balances and a reversal undoes it, for any amounts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 400 }),
        fc.array(
          fc.record({
            gap: fc.integer({ min: 1, max: 40 }),
            amount: fc.integer({ min: 1, max: 3_000_000_000 }),
          }),
          { maxLength: 4 },
        ),
        (ar, ratio, days, steps) => {
          const q = earlyPaymentQuote({
            arAmount: ar,
            paymentRatio: ratio,
            discountRate: 12,
            platformRate: 1,
            paymentDate: '2026-01-01',
            maturityDate: '2026-01-01',
          });
          const t = { ...terms, amountDue: ar, advance: q.advance };
          let date = addDays('2026-05-01', days);
          const pay = steps.map((s) => {
            date = addDays(date, s.gap);
            return { date, amount: s.amount };
          });
          const p = settlementPosition(t, pay, '2027-12-31');
          const entries = [
            disbursementLines(q),
            penalAccrualLines(p.penalAccrued, 0),
            ...p.allocations.map(buyerCollectionLines),
            residualPaymentLines(p.residualPaid),
            writeOffLines(p),
          ];
          for (const e of entries) {
            expect(imbalance(e)).toBe(0);
            expect(balances([e, reversalLines(e)])).toEqual({});
          }
          expect(balances(entries).buyer_receivable ?? 0).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** The §11 loan: 1.000.000.000 at 10 % a year from 31/01/2026, monthly interest, principal at maturity. */
const loan = loanSchedule({
  principal: 1_000_000_000,
  ratePerYear: 10,
  disbursementDate: '2026-01-31',
  maturityDate: '2026-04-30',
  paymentType: 2,
});

describe('partner journal entries (docs/finance.md §9)', () => {
  it('a loan paid by its schedule leaves only its interest, as an expense paid out of cash', () => {
    const entries: JournalLine<string>[][] = [loanDisbursementLines(loan.principal)];
    let booked = 0;
    for (const p of loan.periods) {
      const accrued = loanInterestAccrued(loan, p.end);
      entries.push(loanInterestAccrualLines(accrued, booked));
      booked = accrued;
      entries.push(loanRepaymentLines(p));
    }
    for (const e of entries) expect(imbalance(e)).toBe(0);
    expect(balances(entries)).toEqual({ cash: -24_383_562, loan_interest_expense: 24_383_562 });
  });

  it('an early settlement clears the loan with the interest accrued to its day', () => {
    const r = earlySettlement(loan, '2026-03-15');
    const first = loan.periods[0]!;
    const entries = [
      loanDisbursementLines(loan.principal),
      loanInterestAccrualLines(first.interest, 0),
      loanRepaymentLines(first),
      loanInterestAccrualLines(loanInterestAccrued(loan, '2026-03-15'), first.interest),
      loanRepaymentLines(r),
    ];
    expect(balances(entries)).toEqual({ cash: -11_780_822, loan_interest_expense: 11_780_822 });
  });

  it('a guarantee fee and a commission are accrued, then paid, and leave expenses only', () => {
    const fee = guaranteeFee({
      guaranteedAmount: 800_000_000,
      feeRatePerYear: 1.5,
      from: '2026-03-03',
      to: '2026-06-01',
    });
    const halfWay = guaranteeFee({
      guaranteedAmount: 800_000_000,
      feeRatePerYear: 1.5,
      from: '2026-03-03',
      to: '2026-04-17',
    });
    const entries = [
      guaranteeFeeAccrualLines(halfWay.total, 0),
      guaranteeFeeAccrualLines(fee.total, halfWay.total),
      guaranteeFeePaymentLines(fee.total),
      commissionAccrualLines(986_301, 0),
      commissionPaymentLines(986_301),
    ];
    for (const e of entries) expect(imbalance(e)).toBe(0);
    expect(balances(entries)).toEqual({
      cash: -(2_958_904 + 986_301),
      guarantee_fee_expense: 2_958_904,
      commission_expense: 986_301,
    });
    // A total that went down (a fee recomputed lower) books the difference back.
    expect(guaranteeFeeAccrualLines(100, 150)).toEqual([
      { account: 'guarantee_fee_payable', debit: 50, credit: 0 },
      { account: 'guarantee_fee_expense', debit: 0, credit: 50 },
    ]);
  });

  it('reads each partner account on its increasing side', () => {
    const sums = { debit: 30, credit: 10 };
    const sides = Object.fromEntries(PARTNER_JOURNAL_ACCOUNTS.map((a) => [a, accountBalance(a, sums)]));
    expect(sides).toEqual({
      partner_loan_payable: -20,
      loan_interest_payable: -20,
      loan_interest_expense: 20,
      guarantee_fee_payable: -20,
      guarantee_fee_expense: 20,
      commission_payable: -20,
      commission_expense: 20,
      partner_funding_payable: -20,
      funding_return_expense: 20,
    });
  });

  it('every partner entry balances and a reversal undoes it, for any amounts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000_000_000 }),
        fc.integer({ min: 0, max: 5_000_000_000_000 }),
        fc.integer({ min: 0, max: 5_000_000_000_000 }),
        (a, b, c) => {
          const entries = [
            loanDisbursementLines(a),
            loanInterestAccrualLines(b, c),
            loanRepaymentLines({ principal: a, interest: b }),
            guaranteeFeeAccrualLines(b, c),
            guaranteeFeePaymentLines(a),
            commissionAccrualLines(c, b),
            commissionPaymentLines(c),
            fundingReceiptLines(a),
            fundingRepaymentLines({ principal: a, ret: c }),
          ];
          for (const e of entries) {
            expect(imbalance(e)).toBe(0);
            for (const l of e)
              expect(l.debit >= 0 && l.credit >= 0 && (l.debit === 0) !== (l.credit === 0)).toBe(true);
            expect(balances([e, reversalLines(e)])).toEqual({});
          }
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
