import { CREDIT } from './constants.ts';
import {
  addDays,
  compareIso,
  creditAssessmentDeadline,
  type Holidays,
  type IsoDate,
  workingDaysBetween,
} from './dates.ts';

/**
 * Where a supplier's credit assessment stands against its 5-working-day deadline (spec §9).
 * `received` is the day the file reached the funder complete: the application, or the day the
 * supplier answered a request for documents (the clock restarts then: the wait is the supplier's).
 *
 * Example: received Friday 2026-11-20 → deadline Friday 2026-11-27. On Monday 2026-11-23 four
 * working days are left; on the 27th none are left but it is not overdue; on Monday 2026-11-30
 * it is overdue by one working day.
 */
export interface AssessmentClock {
  deadline: IsoDate;
  /** Working days after today up to the deadline (0 on the deadline day and after). */
  working_days_left: number;
  /** Working days past the deadline (0 until then). */
  working_days_overdue: number;
  overdue: boolean;
}

export function assessmentClock(received: IsoDate, today: IsoDate, holidays: Holidays = []): AssessmentClock {
  const deadline = creditAssessmentDeadline(received, holidays);
  const overdue = compareIso(today, deadline) > 0;
  return {
    deadline,
    working_days_left: overdue ? 0 : workingDaysBetween(today, deadline, holidays),
    working_days_overdue: overdue ? workingDaysBetween(deadline, today, holidays) : 0,
    overdue,
  };
}

/**
 * The latest day an assessment could have been received and be overdue today: received on it or
 * before, the deadline has passed (the deadline grows with the day received, so one bound
 * serves a list's filter in SQL). On Monday 2026-11-30: Sunday 2026-11-22 (due Friday the 27th).
 */
export function overdueIfReceivedBy(today: IsoDate, holidays: Holidays = []): IsoDate {
  let day = addDays(today, -1);
  while (compareIso(creditAssessmentDeadline(day, holidays), today) >= 0) day = addDays(day, -1);
  return day;
}

/**
 * The financial years a supplier gives for its assessment: the last 4 closed years before the
 * current one (spec §9 "financial information of the last 4 years"). In 2026: 2022–2025.
 */
export function financialYears(today: IsoDate): number[] {
  const current = Number(today.slice(0, 4));
  return Array.from({ length: CREDIT.financialYears }, (_, i) => current - CREDIT.financialYears + i);
}
