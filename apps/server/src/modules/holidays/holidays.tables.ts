import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { day, recordStampsDefaultNow, serialId } from '../../platform/db/columns.ts';

/**
 * Vietnam's public holidays (days off besides weekends) that the date rules skip. Platform
 * reference data like the province list, not a company's record, so it has no owner; the
 * migration seeds the official days off of 2026 and 2027 and the funder's administrators keep
 * them (docs/decisions.md "Public holidays").
 */
export const publicHolidays = pgTable(
  'public_holidays',
  {
    id: serialId(),
    holiday_date: day('holiday_date').notNull(),
    name_vi: text('name_vi').notNull(),
    name_en: text('name_en').notNull(),
    ...recordStampsDefaultNow(),
  },
  (t) => [uniqueIndex('public_holidays_date_uq').on(t.holiday_date)],
);
