import type { BusinessDateInfo } from '@arflow/domain/api/business-date';
import { addDays, compareIso, daysBetween } from '@arflow/domain/dates';
import { desc } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import type { ModuleDeps } from '../../platform/http/types.ts';
import { moveBusinessDate } from '../../platform/jobs/business-clock.ts';
import { runDailyClose } from '../../platform/jobs/daily-close.ts';
import { dailyRuns } from '../../platform/jobs/jobs.tables.ts';

/** At most a year per move: a year of daily closes is what one request may run. */
const MAX_DAYS = 366;

export async function getBusinessDate(db: DbOrTx, clock: ModuleDeps['clock']): Promise<BusinessDateInfo> {
  const [last] = await db
    .select({ d: dailyRuns.businessDate })
    .from(dailyRuns)
    .orderBy(desc(dailyRuns.businessDate))
    .limit(1);
  const offset = clock.offsetDays();
  return {
    business_date: clock.today(),
    real_date: addDays(clock.today(), -offset),
    offset_days: offset,
    last_closed: last?.d ?? null,
  };
}

/**
 * Moves the business date forward and closes every date up to it, in order, each in its own
 * transaction (runDailyClose): the portfolio runs forward day by day as it would have in time.
 */
export async function setBusinessDate(opts: {
  db: Db;
  deps: ModuleDeps;
  ctx: RequestContext;
  businessDate: string;
  log: Parameters<typeof runDailyClose>[0]['log'];
}): Promise<BusinessDateInfo> {
  const { db, deps, ctx, businessDate } = opts;
  const clock = deps.clock;
  if (compareIso(businessDate, clock.today()) < 0) throw new AppError('BUSINESS_DATE_BACKWARD');
  if (daysBetween(clock.today(), businessDate) > MAX_DAYS) throw new AppError('BUSINESS_DATE_TOO_FAR');
  const from = clock.today();
  await db.transaction(async (tx) => {
    await moveBusinessDate(tx, clock, { businessDate, by: ctx.actor?.id ?? null });
    await writeAudit(tx, ctx, {
      action: 'business-date.move',
      entity: 'business_clock',
      entityId: 1,
      payload: { from, to: businessDate },
    });
  });
  const closed = await runDailyClose({ db, businessDate, clock, steps: deps.dailySteps, log: opts.log });
  return { ...(await getBusinessDate(db, clock)), closed };
}
