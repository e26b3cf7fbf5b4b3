import { integer, numeric, pgTable } from 'drizzle-orm/pg-core';
import { enterprises } from './enterprises.tables.ts';

/** The funder's own settings beside its company row (spec §3 "Funder: system rate per year"). */
export const funderProfiles = pgTable('funder_profiles', {
  id: integer('id')
    .primaryKey()
    .references(() => enterprises.id),
  /** % per year, 2 decimals; read as a string by pg, converted at the edge. */
  system_rate: numeric('system_rate', { precision: 5, scale: 2 }),
});
