import { z } from 'zod';
import { isoDate, msg, recordIdParam, requiredText } from '../validation.ts';

/**
 * The public holidays of Vietnam that every date rule skips besides weekends (effective due
 * dates, working-day deadlines): platform reference data the funder's administrators keep
 * (issue 12 §6). Names in both languages, since every screen shows them in the user's one.
 */
export const holidayForm = z.strictObject({
  holiday_date: isoDate(),
  name_vi: requiredText(120),
  name_en: requiredText(120),
});
export type HolidayForm = z.infer<typeof holidayForm>;

export const holidayItem = z.object({
  id: z.number().int(),
  holiday_date: z.string(),
  name_vi: z.string(),
  name_en: z.string(),
  updated_at: z.string(),
});
export type HolidayItem = z.infer<typeof holidayItem>;

export const HOLIDAY_YEARS = { min: 2000, max: 2100 } as const;

export const holidayListQuery = z.strictObject({
  year: z.coerce
    .number({ error: msg('integer') })
    .int({ error: msg('integer') })
    .min(HOLIDAY_YEARS.min, { error: msg('invalid') })
    .max(HOLIDAY_YEARS.max, { error: msg('invalid') })
    .optional(),
});
export type HolidayListQuery = z.infer<typeof holidayListQuery>;

/** A year's holidays in date order (a year has a dozen or so: no paging). */
export const holidayListResponse = z.object({ data: z.array(holidayItem) });
export const holidaySaveResponse = z.object({ data: holidayItem });
export const holidayIdParam = z.strictObject({ id: recordIdParam() });
