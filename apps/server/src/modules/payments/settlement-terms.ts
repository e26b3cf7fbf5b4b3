import type { BuyerPayment, SettlementTerms } from '@arflow/domain/settlement';
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { buyerDebtSettings } from '../credit-buyer/credit-buyer.tables.ts';
import { loadHolidays } from '../holidays/holidays.ts';
import { settlementPayments } from './payments.tables.ts';

/** Spec §9's default late-payment rate: penal interest is 1.5 × the discount rate. */
const DEFAULT_LATE_PAYMENT_RATE = 150;

/**
 * A receivable's settlement terms (docs/finance.md §8): the AR amount it was sold at, the
 * advance, its due date, the buyer's penal terms (its debt settings: late-payment rate, overdue
 * type 1 and 2 daily rates; spec §9 defaults without them) and the public holidays that move a
 * due date.
 */
export async function settlementTerms(
  db: DbOrTx,
  r: { ar_amount: number; advance: number; maturity_date: string; discount_rate: number; buy_id: number },
): Promise<SettlementTerms> {
  const [terms] = await settlementTermsOf(db, [r]);
  return terms!;
}

/** The settlement terms of many receivables at once (the daily job): one query per kind of data. */
export async function settlementTermsOf(
  db: DbOrTx,
  rows: readonly {
    ar_amount: number;
    advance: number;
    maturity_date: string;
    discount_rate: number;
    buy_id: number;
  }[],
): Promise<SettlementTerms[]> {
  if (rows.length === 0) return [];
  const buyers = [...new Set(rows.map((r) => r.buy_id))];
  const debts = await db
    .select({
      buy_id: buyerDebtSettings.ent_id,
      late: buyerDebtSettings.late_payment_rate,
      type1: buyerDebtSettings.overdue_type1_rate,
      type2: buyerDebtSettings.overdue_type2_rate,
    })
    .from(buyerDebtSettings)
    .where(inArray(buyerDebtSettings.ent_id, buyers));
  const byBuyer = new Map(debts.map((d) => [d.buy_id, d]));
  const holidays = await loadHolidays(db);
  return rows.map((r) => {
    const debt = byBuyer.get(r.buy_id);
    return {
      amountDue: r.ar_amount,
      advance: r.advance,
      dueDate: r.maturity_date,
      penal: {
        discountRate: r.discount_rate,
        latePaymentRate: debt?.late ?? DEFAULT_LATE_PAYMENT_RATE,
        // The buyer's own daily rates when it has debt settings; the engine caps each at the law's
        // 150 % of this receivable's discount rate (docs/finance.md §4).
        ...(debt ? { type1DailyRate: debt.type1, type2DailyRate: debt.type2 } : {}),
      },
      holidays,
    };
  });
}

/** The buyer's payments recorded on a receivable, in date order. */
export async function recordedPayments(db: DbOrTx, arId: number): Promise<BuyerPayment[]> {
  return (await recordedPaymentsOf(db, [arId])).get(arId) ?? [];
}

/** The buyer's payments recorded on each of these receivables, in date order. */
export async function recordedPaymentsOf(
  db: DbOrTx,
  arIds: readonly number[],
): Promise<Map<number, BuyerPayment[]>> {
  const out = new Map<number, BuyerPayment[]>();
  if (arIds.length === 0) return out;
  const rows = await db
    .select({
      ar_id: settlementPayments.ar_id,
      date: settlementPayments.payment_date,
      amount: settlementPayments.amount,
    })
    .from(settlementPayments)
    .where(inArray(settlementPayments.ar_id, [...arIds]))
    .orderBy(asc(settlementPayments.payment_date));
  for (const { ar_id, ...p } of rows) out.set(ar_id, [...(out.get(ar_id) ?? []), p]);
  return out;
}
