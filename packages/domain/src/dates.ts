import { CREDIT, isMonthTermUnit } from './constants.ts';
/**
 * Business dates (architecture "Data conventions", spec §9).
 *
 * A business date is an ISO string 'yyyy-mm-dd' everywhere: no Date object, no time, no zone,
 * so nothing can drift by a day between the server, the database and the browser. Arithmetic
 * goes through whole days since 1970-01-01 computed with Date.UTC, which has no DST and no zone.
 */

/** An ISO calendar date 'yyyy-mm-dd'. */
export type IsoDate = string;

/** Public holidays as ISO dates. The list is configuration (it changes every year), so it is passed in. */
export type Holidays = ReadonlySet<IsoDate> | readonly IsoDate[];

export const BUSINESS_TIME_ZONE = 'Asia/Ho_Chi_Minh';
export const DAYS_PER_YEAR = 365;
/** Spec §9: credit assessment within at most 5 working days. */
export const CREDIT_ASSESSMENT_WORKING_DAYS = CREDIT.assessmentWorkingDays;

const MS_PER_DAY = 86_400_000;
const ISO_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const m = ISO_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  // Date.UTC maps years 0-99 to 1900-1999, and rolls 31 April over to 1 May: both are refused here.
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** Whole days since 1970-01-01. Throws on a malformed date: it is a caller bug. */
export function toEpochDay(iso: IsoDate): number {
  if (!isIsoDate(iso)) throw new RangeError(`not an ISO date yyyy-mm-dd: ${iso}`);
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / MS_PER_DAY;
}

export function fromEpochDay(day: number): IsoDate {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  return fromEpochDay(toEpochDay(iso) + days);
}

/** Days in month `month` (1-12) of `year`, leap years included. */
export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The date `months` calendar months after `iso` (before it when negative), with the end-of-month
 * rule: the same day of the month, or the last day of the target month when it is shorter.
 * 2026-01-31 + 1 = 2026-02-28, 2028-01-31 + 1 = 2028-02-29, 2026-03-31 − 1 = 2026-02-28,
 * 2026-02-28 + 1 = 2026-03-28 (a month-end is not carried forward: the day is kept, not the
 * "last day" property). Each call counts from `iso`, so a 3-month term is addMonths(start, 3),
 * never three additions of 1 (31 Jan → 28 Feb → 28 Mar → 28 Apr instead of 30 Apr).
 */
export function addMonths(iso: IsoDate, months: number): IsoDate {
  if (!Number.isInteger(months)) throw new RangeError(`months must be a whole number: ${months}`);
  toEpochDay(iso); // validates
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  if (year < 1 || year > 9999) throw new RangeError(`date out of range: ${iso} + ${months} months`);
  const day = Math.min(d, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The end of a validity or term of `length` units from `start` (spec §9: term unit 1 is months,
 * any other value days): addMonths for months, addDays otherwise.
 */
export function addTerm(start: IsoDate, length: number, unitCode: number): IsoDate {
  if (!Number.isInteger(length) || length < 0)
    throw new RangeError(`term must be a whole number >= 0: ${length}`);
  return isMonthTermUnit(unitCode) ? addMonths(start, length) : addDays(start, length);
}

/**
 * Days from `from` to `to`, not counting the first day and counting the last (the convention of
 * the State Bank's Circular 14/2017 for interest): 2026-03-02 → 2026-03-03 is 1 day, the same
 * date is 0. Signed: negative when `to` is before `from`; the formulas clamp where they need to.
 */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toEpochDay(to) - toEpochDay(from);
}

export function compareIso(a: IsoDate, b: IsoDate): number {
  return toEpochDay(a) - toEpochDay(b);
}

/** Saturday or Sunday. */
export function isWeekend(iso: IsoDate): boolean {
  return isWeekendDay(toEpochDay(iso));
}

function isWeekendDay(epochDay: number): boolean {
  // 1970-01-01 was a Thursday: epoch day 0 → weekday 4 (0 = Sunday).
  const weekday = (((epochDay + 4) % 7) + 7) % 7;
  return weekday === 0 || weekday === 6;
}

function holidaySet(holidays: Holidays): ReadonlySet<IsoDate> {
  return Array.isArray(holidays) ? new Set(holidays) : (holidays as ReadonlySet<IsoDate>);
}

// The loops below run on epoch days and only build an ISO string for a weekday's holiday lookup.
function isWorkingEpochDay(epochDay: number, holidays: ReadonlySet<IsoDate>): boolean {
  return !isWeekendDay(epochDay) && (holidays.size === 0 || !holidays.has(fromEpochDay(epochDay)));
}

/** A working day is neither a weekend day nor one of the configured public holidays. */
export function isWorkingDay(iso: IsoDate, holidays: Holidays = []): boolean {
  return isWorkingEpochDay(toEpochDay(iso), holidaySet(holidays));
}

/**
 * The date `n` working days after `start`, not counting `start` itself (as `daysBetween` does
 * not count the first day). n = 0 gives `start` when it is a working day, else the next one.
 */
export function addWorkingDays(start: IsoDate, n: number, holidays: Holidays = []): IsoDate {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`working days must be a whole number >= 0: ${n}`);
  const set = holidaySet(holidays);
  let day = toEpochDay(start);
  if (n === 0) {
    while (!isWorkingEpochDay(day, set)) day += 1;
    return fromEpochDay(day);
  }
  for (let left = n; left > 0; ) {
    day += 1;
    if (isWorkingEpochDay(day, set)) left -= 1;
  }
  return fromEpochDay(day);
}

/**
 * The day a payment due on `due` is really due: the same day when it is a working day, else the
 * next working day. Civil Code 2015, art. 148: a period whose last day is a weekly day off or a
 * public holiday ends at the end of the next working day. Due Saturday 2026-11-28 → Monday
 * 2026-11-30; due Friday 2026-05-01 (Labour Day) → Monday 2026-05-04.
 */
export function effectiveDueDate(due: IsoDate, holidays: Holidays = []): IsoDate {
  return addWorkingDays(due, 0, holidays);
}

/** Working days after `from` up to and including `to` (0 when `to` is not after `from`). */
export function workingDaysBetween(from: IsoDate, to: IsoDate, holidays: Holidays = []): number {
  const set = holidaySet(holidays);
  const last = toEpochDay(to);
  let count = 0;
  for (let day = toEpochDay(from) + 1; day <= last; day += 1) {
    if (isWorkingEpochDay(day, set)) count += 1;
  }
  return count;
}

/**
 * The last day of a credit assessment received on `received`: 5 working days after it
 * (spec §9). A file received on Friday 2026-11-20 is due Friday 2026-11-27.
 */
export function creditAssessmentDeadline(received: IsoDate, holidays: Holidays = []): IsoDate {
  return addWorkingDays(received, CREDIT_ASSESSMENT_WORKING_DAYS, holidays);
}

/**
 * Today's business date in `timeZone` (Asia/Ho_Chi_Minh by default) at the instant `now`.
 * 2026-11-21T17:30:00Z is already 2026-11-22 in Hanoi (UTC+7). The server's own zone plays no part.
 */
export function todayIn(timeZone: string = BUSINESS_TIME_ZONE, now: Date = new Date()): IsoDate {
  const parts = dayFormatter(timeZone).formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year').padStart(4, '0')}-${get('month')}-${get('day')}`;
}

// Building an Intl formatter costs far more than using one, and the clock asks many times a second.
const formatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}
