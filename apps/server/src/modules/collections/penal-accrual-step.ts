import { penalAccrualLines } from '@arflow/domain/journal';
import { settlementPosition } from '@arflow/domain/settlement';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DailyStep } from '../../platform/jobs/daily-steps.ts';
import { postEntry } from '../journal/index.ts';
import { journalEntries, journalLines } from '../journal/journal.tables.ts';
import { recordedPaymentsOf, settlementTermsOf } from '../payments/settlement-terms.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { transactionReceivables, transactions } from '../transactions/transactions.tables.ts';
import { SOLD_RECEIVABLE } from './collection-position.ts';

/**
 * Penal interest, booked each business date on every sold receivable paid late: today's total
 * accrued (docs/finance.md §4, §8) minus what the journal holds already, so the bookings add up
 * to the formula and are never rounded day by day. Runs after the day's overdue and bad-debt moves.
 * The whole late portfolio is read in a few queries (terms, payments, what is booked), not
 * receivable by receivable: the job runs every date, and a clock move runs it for each.
 */
export const penalAccrualStep: DailyStep = {
  name: 'penal interest accrual',
  async run(ctx) {
    const rows = await ctx.tx
      .select({ id: receivables.id, ...SOLD_RECEIVABLE })
      .from(receivables)
      .innerJoin(transactionReceivables, eq(transactionReceivables.ar_id, receivables.id))
      .innerJoin(
        transactions,
        and(eq(transactions.id, transactionReceivables.trans_id), eq(transactions.status, 'PAID')),
      )
      .where(inArray(receivables.status, ['SETTLEMENT', 'OVERDUE', 'BAD_DEBT']))
      .orderBy(receivables.id);
    if (rows.length === 0) return;
    const ids = rows.map((r) => r.id);
    const terms = await settlementTermsOf(ctx.tx, rows);
    const payments = await recordedPaymentsOf(ctx.tx, ids);
    const booked = new Map(
      (
        await ctx.tx
          .select({
            id: journalEntries.receivable_id,
            penal: sql<number>`sum(${journalLines.credit} - ${journalLines.debit})::bigint`.mapWith(Number),
          })
          .from(journalLines)
          .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entry_id))
          .where(and(eq(journalLines.account, 'penal_income'), inArray(journalEntries.receivable_id, ids)))
          .groupBy(journalEntries.receivable_id)
      ).map((b) => [b.id, b.penal]),
    );
    for (const [i, r] of rows.entries()) {
      const accrued = settlementPosition(terms[i]!, payments.get(r.id) ?? [], ctx.businessDate).penalAccrued;
      if (accrued === 0) continue;
      await postEntry(ctx.tx, {
        kind: 'penal_accrual',
        business_date: ctx.businessDate,
        lines: penalAccrualLines(accrued, booked.get(r.id) ?? 0),
        receivable_id: r.id,
        sup_id: r.sup_id,
        buy_id: r.buy_id,
        memo: `penal interest to ${ctx.businessDate}`,
        now: ctx.clock.now(),
      });
    }
  },
};
