import type { HolidayForm, HolidayItem } from '@arflow/domain/api/holidays';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError, fieldError } from '../../platform/http/app-error.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { publicHolidays } from './holidays.tables.ts';

/** Every configured holiday, for the date rules (`isWorkingDay`, `effectiveDueDate` take this list). */
export async function loadHolidays(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ d: publicHolidays.holiday_date }).from(publicHolidays);
  return rows.map((r) => r.d);
}

function toItem(row: typeof publicHolidays.$inferSelect): HolidayItem {
  const { created_by: _c, updated_by: _u, created_at: _a, ...rest } = row;
  return { ...rest, updated_at: row.updated_at.toISOString() };
}

/** GET /holidays?year=: one year's holidays (all when no year), in date order. */
export async function findHolidays(db: DbOrTx, year?: number): Promise<HolidayItem[]> {
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
  return rows.map(toItem);
}

/** Add a holiday (no id) or correct one; a date can be listed once (HOLIDAY_TAKEN on the date field). */
export async function saveHoliday(o: { db: Db; ctx: RequestContext; form: HolidayForm; id?: number }) {
  const { db, ctx, form, id } = o;
  const now = ctx.clock.now();
  try {
    return await db.transaction(async (tx) => {
      const by = ctx.actor?.id ?? null;
      const [row] =
        id === undefined
          ? await tx
              .insert(publicHolidays)
              .values({ ...form, created_by: by, updated_by: by, created_at: now, updated_at: now })
              .returning()
          : await tx
              .update(publicHolidays)
              .set({ ...form, updated_by: by, updated_at: now })
              .where(eq(publicHolidays.id, id))
              .returning();
      if (!row) throw new AppError('NOT_FOUND');
      await writeAudit(tx, ctx, {
        action: id === undefined ? 'holiday.create' : 'holiday.update',
        entity: 'holiday',
        entityId: row.id,
        payload: form,
      });
      return toItem(row);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'public_holidays_date_uq')) throw fieldError('holiday_date', 'HOLIDAY_TAKEN');
    throw err;
  }
}

/** Remove a holiday: the date becomes a working day again for every rule from now on. */
export async function deleteHoliday(o: { db: Db; ctx: RequestContext; id: number }) {
  return o.db.transaction(async (tx) => {
    const [row] = await tx.delete(publicHolidays).where(eq(publicHolidays.id, o.id)).returning();
    if (!row) throw new AppError('NOT_FOUND');
    await writeAudit(tx, o.ctx, {
      action: 'holiday.delete',
      entity: 'holiday',
      entityId: row.id,
      payload: row,
    });
    return toItem(row);
  });
}
