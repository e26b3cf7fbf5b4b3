import type { LendingStatus } from '@arflow/domain/statuses/lending';
import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { DailyStep } from '../../platform/jobs/daily-steps.ts';
import { toSchedule } from './lending.query.ts';
import { lendingPeriods, lendings } from './lending.tables.ts';
import { bookAccrual } from './lending-books.ts';

/**
 * Loan interest, booked each business date on every disbursed loan not yet settled: the interest
 * accrued to the date by the loan's schedule (lending.ts `loanInterestAccrued`, actual/365, each
 * period rounded once) minus what the journal holds for the loan, so a second run of the same
 * date books nothing and the bookings add up to the schedule, never rounded day by day.
 */
/** Disbursed and not yet paid back: a settlement paid (62) has booked its interest to its date. */
const ACCRUING: LendingStatus[] = [6, 61, 66, 8];

export const lendingAccrualStep: DailyStep = {
  name: 'loan interest accrual',
  async run(ctx) {
    const rows = await ctx.tx
      .select(getTableColumns(lendingPeriods))
      .from(lendingPeriods)
      .innerJoin(lendings, eq(lendings.id, lendingPeriods.lending_id))
      .where(inArray(lendings.status, ACCRUING))
      .orderBy(asc(lendingPeriods.lending_id), asc(lendingPeriods.index));
    const byLoan = new Map<number, typeof rows>();
    for (const r of rows) byLoan.set(r.lending_id, [...(byLoan.get(r.lending_id) ?? []), r]);
    for (const [lendingId, periods] of byLoan) {
      await bookAccrual(
        ctx.tx,
        { lendingId, date: ctx.businessDate, now: ctx.clock.now() },
        toSchedule(periods),
      );
    }
  },
};
