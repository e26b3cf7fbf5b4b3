import { penalAccrualLines } from '@arflow/domain/journal';
import { inArray } from 'drizzle-orm';
import type { DailyStep } from '../../platform/jobs/daily-steps.ts';
import { balances } from '../journal/balances.ts';
import { postEntry } from '../journal/post-entry.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { collectionPosition } from './collection-position.ts';

/**
 * Penal interest, booked each business date on every sold receivable paid late: today's total
 * accrued (docs/finance.md §4, §8) minus what the journal holds already, so the bookings add up
 * to the formula and are never rounded day by day. Runs after the day's overdue and bad-debt moves.
 */
export const penalAccrualStep: DailyStep = {
  name: 'penal interest accrual',
  async run(ctx) {
    const rows = await ctx.tx
      .select({ id: receivables.id })
      .from(receivables)
      .where(inArray(receivables.status, ['SETTLEMENT', 'OVERDUE', 'BAD_DEBT']));
    for (const { id } of rows) {
      const found = await collectionPosition(ctx.tx, id, ctx.businessDate);
      if (!found || found.position.penalAccrued === 0) continue;
      const booked = (await balances(ctx.tx, { receivable_id: id })).penal_income;
      await postEntry(ctx.tx, {
        kind: 'penal_accrual',
        business_date: ctx.businessDate,
        lines: penalAccrualLines(found.position.penalAccrued, booked),
        receivable_id: id,
        sup_id: found.sup_id,
        buy_id: found.buy_id,
        memo: `penal interest to ${ctx.businessDate}`,
        now: ctx.clock.now(),
      });
    }
  },
};
