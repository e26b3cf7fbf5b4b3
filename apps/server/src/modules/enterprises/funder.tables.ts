import { numeric, pgTable } from 'drizzle-orm/pg-core';
import { companyRef } from '../../platform/db/columns.ts';

/** The funder's own settings beside its company row (spec §3 "Funder: system rate per year"). */
export const funderProfiles = pgTable('funder_profiles', {
  id: companyRef('id').primaryKey(),
  /** % per year, 2 decimals; read as a string by pg, converted at the edge. */
  system_rate: numeric('system_rate', { precision: 5, scale: 2 }),
});
