import { and, asc, eq, lte } from 'drizzle-orm';
import type { RequestContext } from '../../platform/http/context.ts';
import type { DailyStep } from '../../platform/jobs/daily-steps.ts';
import { savingsPlacements as p } from './savings.tables.ts';
import { closeIn } from './savings.ts';

/**
 * Term placements are paid back on their maturity date (decision 0113): each active one whose
 * maturity has come matures as if closed by hand that day (principal, interest at its full rate,
 * the introducer's commission, the member's holding and class), with no roll-over: the member
 * places again if they wish. The step's clock answers the date it closes, so a catch-up close
 * matures each placement on its own date.
 */
export const savingsMaturityStep: DailyStep = {
  name: 'savings placements reaching maturity',
  async run(step) {
    const ctx: RequestContext = {
      actor: null,
      requestId: `daily-close:${step.businessDate}`,
      ip: '',
      clock: { now: () => step.clock.now(), today: () => step.businessDate },
    };
    const due = await step.tx
      .select({ id: p.id })
      .from(p)
      .where(and(eq(p.status, 'ACTIVE'), lte(p.maturity_date, step.businessDate)))
      .orderBy(asc(p.id));
    for (const { id } of due) await closeIn(step.tx, ctx, id);
  },
};
