import { date, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Business dates whose close of business has run, written in the same transaction as the
 * date's steps: a date is here exactly when all its steps are done, and never twice.
 */
export const dailyRuns = pgTable('daily_runs', {
  businessDate: date('business_date', { mode: 'string' }).primaryKey(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
});
