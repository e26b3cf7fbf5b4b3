import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from '../db/columns.ts';

/**
 * Fixed-window request counters shared by every server instance: one row per limited key
 * (e.g. 'login.address:203.0.113.7'), counting since the window opened, until `reset_at`.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: moment('reset_at').notNull(),
});
