import type { BuyerPayment, SettlementTerms } from '@arflow/domain/settlement';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { buyerDebtSettings } from '../credit-buyer/credit-buyer.tables.ts';
import { loadHolidays } from '../holidays/holidays.ts';
import { settlementPayments } from './payments.tables.ts';

/** Spec §9's default late-payment rate: penal interest is 1.5 × the discount rate. */
const DEFAULT_LATE_PAYMENT_RATE = 150;

/**
 * A receivable's settlement terms (docs/finance.md §8): the AR amount it was sold at, the
 * advance, its due date, the buyer's penal terms (its debt settings, spec §9 defaults without
 * them) and the public holidays that move a due date.
 */
export async function settlementTerms(
  db: DbOrTx,
  r: { ar_amount: number; advance: number; maturity_date: string; discount_rate: number; buy_id: number },
): Promise<SettlementTerms> {
  const [debt] = await db
    .select({ late: buyerDebtSettings.late_payment_rate, type2: buyerDebtSettings.overdue_type2_rate })
    .from(buyerDebtSettings)
    .where(eq(buyerDebtSettings.ent_id, r.buy_id));
  return {
    amountDue: r.ar_amount,
    advance: r.advance,
    dueDate: r.maturity_date,
    penal: {
      discountRate: r.discount_rate,
      latePaymentRate: debt?.late ?? DEFAULT_LATE_PAYMENT_RATE,
      ...(debt ? { type2DailyRate: debt.type2 } : {}),
    },
    holidays: await loadHolidays(db),
  };
}

/** The buyer's payments recorded on a receivable, in date order. */
export async function recordedPayments(db: DbOrTx, arId: number): Promise<BuyerPayment[]> {
  return db
    .select({ date: settlementPayments.payment_date, amount: settlementPayments.amount })
    .from(settlementPayments)
    .where(eq(settlementPayments.ar_id, arId))
    .orderBy(asc(settlementPayments.payment_date));
}
