import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint } from 'drizzle-orm/pg-core';
import { day, moment } from '../db/columns.ts';

/**
 * Business dates whose close of business has run, written in the same transaction as the
 * date's steps: a date is here exactly when all its steps are done, and never twice.
 */
export const dailyRuns = pgTable('daily_runs', {
  businessDate: day('business_date').primaryKey(),
  finishedAt: moment('finished_at').notNull(),
});

/**
 * The business clock's one row: how many days the business date runs ahead of the real date
 * (platform/clock.ts `businessClock`). Moved forward only, by an administrator; 0 in normal running.
 */
export const businessClockState = pgTable(
  'business_clock',
  {
    id: smallint('id').primaryKey().default(1),
    offset_days: integer('offset_days').notNull(),
    updated_by: integer('updated_by'),
    updated_at: moment('updated_at').notNull(),
  },
  (t) => [
    check('business_clock_one_row', sql`${t.id} = 1`),
    check('business_clock_forward', sql`${t.offset_days} >= 0`),
  ],
);
