import type { HolidayItem } from '@arflow/domain/api/holidays';
import { and, asc, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { publicHolidays } from './holidays.tables.ts';

/** Every configured holiday, for the date rules (`isWorkingDay`, `effectiveDueDate` take this list). */
export async function loadHolidays(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ d: publicHolidays.holiday_date }).from(publicHolidays);
  return rows.map((r) => r.d);
}

export function toHolidayItem(row: typeof publicHolidays.$inferSelect): HolidayItem {
  const { created_by: _c, updated_by: _u, created_at: _a, ...rest } = row;
  return { ...rest, updated_at: row.updated_at.toISOString() };
}

/** GET /holidays?year=: one year's holidays (all when no year), in date order. */
export async function findHolidays({ db, query }: { db: DbOrTx; query: { year?: number } }) {
  const { year } = query;
  const rows = await db
    .select()
    .from(publicHolidays)
    .where(
      year === undefined
        ? undefined
        : and(
            gte(publicHolidays.holiday_date, `${year}-01-01`),
            lte(publicHolidays.holiday_date, `${year}-12-31`),
          ),
    )
    .orderBy(asc(publicHolidays.holiday_date));
  return { data: rows.map(toHolidayItem) };
}
