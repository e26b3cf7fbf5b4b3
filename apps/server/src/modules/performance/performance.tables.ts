import type { KpiLevel, KpiTerm, KpiTier } from '@arflow/domain/kpi';
import type { KpiStatus } from '@arflow/domain/statuses/kpi';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { money, recordStamps, serialId } from '../../platform/db/columns.ts';

/**
 * A KPI setting (spec §3 KPI: name, level, applied term, start and closing month, target
 * proportions, commission rates; §4 status). `monthly_target` is the domain's spread of the term's
 * target (monthlyTarget), kept so the staff lists compare each month in SQL. Its history is the
 * platform's status_history (entity kpi_setting).
 */
export const kpiSettings = pgTable(
  'kpi_settings',
  {
    id: serialId(),
    name: text('name').notNull(),
    /** The staff role it is set for. */
    level: text('level').$type<KpiLevel>().notNull(),
    applied_term: text('applied_term').$type<KpiTerm>().notNull(),
    /** yyyy-mm, so months compare as text. */
    start_month: text('start_month').notNull(),
    close_month: text('close_month').notNull(),
    target: money('target').notNull(),
    monthly_target: money('monthly_target').notNull(),
    /** The target proportions: bands of achievement with their commission rate. */
    tiers: jsonb('tiers').$type<KpiTier[]>().notNull(),
    status: smallint('status').$type<KpiStatus>().notNull(),
    ...recordStamps(),
  },
  (t) => [
    index('kpi_settings_level_idx').on(t.level, t.start_month),
    check('kpi_settings_months_ck', sql`${t.start_month} < ${t.close_month}`),
    check('kpi_settings_status_ck', sql`${t.status} between 0 and 2`),
  ],
);
