import { addDays, daysBetween, effectiveDueDate, type Holidays, type IsoDate } from './dates.ts';

/**
 * Debt stages of a receivable by days past due (spec §4: overdue, then bad debt, then
 * write-off, or collection completed; spec §9: the bad-debt transfer day N1 is configurable).
 *
 * Only the first three depend on the calendar; write-off and collection completed are
 * decisions of people, recorded as status changes, so they are not computed here.
 */
export type DebtStage = 'NOT_DUE' | 'OVERDUE' | 'BAD_DEBT';

/**
 * The default N1: a receivable 91 days past due is bad debt, the State Bank's line between
 * group 2 (10-90 days) and group 3 (91-180 days) debt in Circular 11/2021. Configurable per spec §9.
 */
export const DEFAULT_BAD_DEBT_DAY = 91;

/**
 * Days past due on `asOf`: daysBetween(effective due date, as of), 0 or negative while not yet
 * late. A due date on a weekend or public holiday counts from the next working day
 * (`effectiveDueDate`): due Saturday, paid Monday is not late; paid Tuesday is 1 day late.
 */
export function daysPastDue(dueDate: IsoDate, asOf: IsoDate, holidays: Holidays = []): number {
  return daysBetween(effectiveDueDate(dueDate, holidays), asOf);
}

/**
 * The stage on a day:
 *   days past due <= 0        → NOT_DUE (the due date itself is still in term)
 *   1 <= days past due < N1   → OVERDUE
 *   days past due >= N1       → BAD_DEBT (transferred on day N1 past due)
 */
export function debtStage(daysPastDueOnDay: number, badDebtDay: number = DEFAULT_BAD_DEBT_DAY): DebtStage {
  assertBadDebtDay(badDebtDay);
  if (daysPastDueOnDay <= 0) return 'NOT_DUE';
  return daysPastDueOnDay >= badDebtDay ? 'BAD_DEBT' : 'OVERDUE';
}

/** The stage of a receivable due on `dueDate`, as of the business date `asOf`. */
export function debtStageOn(
  dueDate: IsoDate,
  asOf: IsoDate,
  badDebtDay: number = DEFAULT_BAD_DEBT_DAY,
  holidays: Holidays = [],
): DebtStage {
  return debtStage(daysPastDue(dueDate, asOf, holidays), badDebtDay);
}

/** The business date on which a receivable due on `dueDate` becomes bad debt (N1 days after its effective due date). */
export function badDebtTransferDate(
  dueDate: IsoDate,
  badDebtDay: number = DEFAULT_BAD_DEBT_DAY,
  holidays: Holidays = [],
): IsoDate {
  return addDays(effectiveDueDate(dueDate, holidays), assertBadDebtDay(badDebtDay));
}

function assertBadDebtDay(badDebtDay: number): number {
  if (!Number.isInteger(badDebtDay) || badDebtDay < 1) {
    throw new RangeError(`the bad-debt transfer day N1 must be a whole number >= 1: ${badDebtDay}`);
  }
  return badDebtDay;
}
