import { compareIso, effectiveDueDate, type Holidays, type IsoDate, workingDaysBetween } from './dates.ts';
import type { DocumentReturnTiming } from './statuses/document.ts';

/** When a document came back against its return date, and by how many working days. */
export interface ReturnTiming {
  timing: DocumentReturnTiming;
  /** The return date as the business calendar reads it: the next working day when it is not one. */
  due: IsoDate;
  /** Working days after `due` (late) or before it (early); 0 on time. */
  workingDays: number;
}

/**
 * Return timing on the business clock (spec §4: early, on time, late). A return date falling on a
 * weekend or public holiday is due the next working day (as every period of the Civil Code 2015,
 * art. 148), so a document due Saturday 2026-11-28 and returned Monday 2026-11-30 is on time.
 * Worked examples, no holidays:
 *   due Wed 2026-11-25, returned Mon 2026-11-23 → EARLY by 2 working days;
 *   due Wed 2026-11-25, returned Wed 2026-11-25 → ON_TIME, 0;
 *   due Fri 2026-11-27, returned Tue 2026-12-01 → LATE by 2 working days (Mon, Tue; the weekend
 *   does not count).
 */
export function returnTiming(
  returnedOn: IsoDate,
  returnDate: IsoDate,
  holidays: Holidays = [],
): ReturnTiming {
  const due = effectiveDueDate(returnDate, holidays);
  const order = compareIso(returnedOn, due);
  if (order === 0) return { timing: 'ON_TIME', due, workingDays: 0 };
  if (order < 0) return { timing: 'EARLY', due, workingDays: workingDaysBetween(returnedOn, due, holidays) };
  return { timing: 'LATE', due, workingDays: workingDaysBetween(due, returnedOn, holidays) };
}
