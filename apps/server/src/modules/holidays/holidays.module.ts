import { HOLIDAYS_ACCESS } from '@arflow/domain/access/holidays';
import {
  holidayForm,
  holidayIdParam,
  holidayListQuery,
  holidayListResponse,
  holidaySaveResponse,
} from '@arflow/domain/api/holidays';
import { defineModule } from '../../platform/modules/module.ts';
import { recordRoutes } from '../../platform/modules/record-routes.ts';
import { publicHolidays } from './holidays.tables.ts';
import { findHolidays, toHolidayItem } from './holidays.ts';

/**
 * The public-holiday calendar (not in the spec; issue 12 §6): a year's days off, added or
 * corrected (a date is listed once: HOLIDAY_TAKEN on the date field) and removed, whereupon the
 * date is a working day again for every rule from then on.
 */
const holidaysRoutes = recordRoutes({
  tags: ['holidays'],
  access: HOLIDAYS_ACCESS,
  params: holidayIdParam,
  table: publicHolidays,
  entity: 'holiday',
  toItem: toHolidayItem,
  list: { path: '/holidays', query: holidayListQuery, response: holidayListResponse, find: findHolidays },
  save: {
    create: '/holidays/form',
    edit: '/holidays/form/:id',
    body: holidayForm,
    response: holidaySaveResponse,
    unique: { public_holidays_date_uq: { field: 'holiday_date', code: 'HOLIDAY_TAKEN' } },
  },
  remove: '/holidays/:id',
});

let seq = 0;
/** A date no seeded or test holiday has: a day of the year 2099, one per call. */
function fixtureDate(): string {
  seq += 1;
  const d = new Date(Date.UTC(2099, 0, 1 + ((process.pid * 7 + seq) % 365)));
  return d.toISOString().slice(0, 10);
}

/** Public holidays: the calendar every date rule uses besides weekends. Seeded by its migration. */
export const holidaysModule = defineModule({
  name: 'holidays',
  routes: holidaysRoutes,
  scoping: {
    // Reference data without an owner: funder administrators keep every row, client users are 403.
    async record(db) {
      const [row] = await db
        .insert(publicHolidays)
        .values({ holiday_date: fixtureDate(), name_vi: 'Ngày kiểm thử', name_en: 'Test day' })
        .onConflictDoNothing()
        .returning({ id: publicHolidays.id });
      const id = row?.id ?? (await db.select({ id: publicHolidays.id }).from(publicHolidays).limit(1))[0]!.id;
      return { id: String(id) };
    },
    body: (route) =>
      route.startsWith('POST /api/holidays/form')
        ? { holiday_date: fixtureDate(), name_vi: 'Ngày kiểm thử', name_en: 'Test day' }
        : undefined,
  },
});
