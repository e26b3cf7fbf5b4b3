import { type BuyerPayment, settlementPosition } from '@arflow/domain/settlement';
import { eq } from 'drizzle-orm';
import { settlementTerms } from '../src/modules/payments/settlement-terms.ts';
import { receivables } from '../src/modules/receivables/receivables.tables.ts';
import type { DbOrTx } from '../src/platform/db/client.ts';

/**
 * What the accountant must enter for a buyer's payment of `amount` on `date` on a fixture
 * receivable (advanced 80,000,000 at 12 %/year), after the payments `prior`: the settlement
 * engine's own reading, so that a test states the payment, not the arithmetic.
 */
export async function expectedSettlement(
  db: DbOrTx,
  arId: number,
  buyId: number,
  date: string,
  amount: number,
  prior: readonly BuyerPayment[] = [],
) {
  const [r] = await db.select().from(receivables).where(eq(receivables.id, arId));
  const terms = await settlementTerms(db, {
    ar_amount: r!.ar_amount,
    advance: 80_000_000,
    maturity_date: r!.maturity_date,
    discount_rate: 12,
    buy_id: buyId,
  });
  const p = settlementPosition(terms, [...prior, { date, amount }], date);
  const last = p.allocations.at(-1)!;
  return { remaining_principal: last.unpaidAfter, interest_paid: last.toPenal, position: p };
}
