import { pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from '../db/columns.ts';

/**
 * Secrets the application generates for itself and shares between its instances (the token
 * signing key when JWT_SECRET is unset). Written once with INSERT … ON CONFLICT DO NOTHING, so
 * instances starting together on one database agree on the first value.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: moment('created_at').notNull().defaultNow(),
});
