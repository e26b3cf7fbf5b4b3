import type { FunderHome } from '@arflow/domain/api/home';
import { and, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { ownedBy } from '../../platform/db/scope.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { transactionReceivables, transactions } from '../transactions/transactions.tables.ts';
import { countWhere, sumWhere } from './sums.ts';

/** Receivables whose buyer has paid (the payment lists' "settled"). */
const SETTLED = ['SETTLED', 'DONE_COLLECTION'] as const;

/**
 * Accounting's figures for `today`: the early payments the funder still owes (the early-unpaid
 * list: completed transactions, their advance), and the settlements due by today (the
 * settlement list under `due_to` today: paid transactions with a receivable not settled and due
 * on or before today; the amount is what those receivables still carry).
 */
export async function paymentFigures(
  db: DbOrTx,
  actor: UserState,
  today: string,
): Promise<NonNullable<FunderHome['payments']>> {
  const [early] = await db
    .select({ count: countWhere(), amount: sumWhere(transactions.total_advance) })
    .from(transactions)
    .where(and(ownedBy(actor, transactions.ent_id), eq(transactions.status, 'COMPLETED')));
  const [due] = await db
    .select({
      count: sql`count(DISTINCT ${transactions.id})`.mapWith(Number),
      amount: sumWhere(receivables.ar_amount),
    })
    .from(transactions)
    .innerJoin(transactionReceivables, eq(transactionReceivables.trans_id, transactions.id))
    .innerJoin(receivables, eq(receivables.id, transactionReceivables.ar_id))
    .where(
      and(
        ownedBy(actor, transactions.ent_id),
        inArray(transactions.status, ['PAID', 'CHANGE']),
        notInArray(receivables.status, [...SETTLED]),
        lte(receivables.maturity_date, today),
      ),
    );
  return {
    early_unpaid: { count: early?.count ?? 0, amount: early?.amount ?? 0 },
    settlement_due: { count: due?.count ?? 0, amount: due?.amount ?? 0, due_to: today },
  };
}
