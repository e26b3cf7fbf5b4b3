import { addDays, compareIso, isIsoDate } from '@arflow/domain/dates';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import type { DailyStep } from './daily-steps.ts';
import { dailyRuns } from './jobs.tables.ts';

/** The daily job's payload: the business date it closes. */
export const dailyPayload = z.strictObject({
  businessDate: z.string().refine(isIsoDate, 'businessDate must be a date yyyy-mm-dd'),
});
export type DailyPayload = z.infer<typeof dailyPayload>;

/** Held by whoever closes a date, so instances close dates one at a time and in order. */
const DAILY_LOCK = sql`SELECT pg_advisory_xact_lock(hashtext('arflow-daily-close'))`;

/**
 * The dates to close so that `through` is closed: every date after the last closed one up to
 * `through`, in order; only `through` when none was ever closed (a new installation has no past
 * to catch up); none when `through` is closed already.
 */
export async function datesToClose(db: Db, through: string): Promise<string[]> {
  const [last] = await db
    .select({ date: dailyRuns.businessDate })
    .from(dailyRuns)
    .orderBy(desc(dailyRuns.businessDate))
    .limit(1);
  if (!last) return [through];
  const dates: string[] = [];
  for (let d = addDays(last.date, 1); compareIso(d, through) <= 0; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/**
 * Close every business date up to `businessDate` not closed yet, oldest first, each in one
 * transaction that runs its steps and records the date. Instances take turns on an advisory
 * lock and skip a date another one closed, so a date runs once however often it is triggered.
 * Returns the dates this call closed.
 */
export async function runDailyClose(opts: {
  db: Db;
  businessDate: string;
  clock: Clock;
  steps: readonly DailyStep[];
  log: FastifyBaseLogger;
}): Promise<string[]> {
  const { db, businessDate, clock, steps, log } = opts;
  if (compareIso(businessDate, clock.today()) > 0) {
    throw new Error(`daily close of business: ${businessDate} is after today (${clock.today()})`);
  }
  const closed: string[] = [];
  for (const date of await datesToClose(db, businessDate)) {
    const ran = await db.transaction(async (tx) => {
      await tx.execute(DAILY_LOCK);
      const done = await tx
        .select({ date: dailyRuns.businessDate })
        .from(dailyRuns)
        .where(eq(dailyRuns.businessDate, date));
      if (done.length > 0) return false;
      for (const step of steps) await step.run({ tx, businessDate: date, log, clock });
      await tx.insert(dailyRuns).values({ businessDate: date, finishedAt: clock.now() });
      return true;
    });
    if (ran) {
      closed.push(date);
      log.info({ businessDate: date, steps: steps.map((s) => s.name) }, 'daily close of business done');
    }
  }
  return closed;
}
