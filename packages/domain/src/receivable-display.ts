import type { Holidays, IsoDate } from './dates.ts';
import { daysPastDue } from './debt.ts';
import { receivableShortForm } from './statuses/receivable.ts';

/**
 * A receivable's status as dense tables show it (spec §4): SETTLEMENT as 'D' with the signed
 * offset from its effective due date (a due date on a weekend or public holiday counts from the
 * next working day, as `daysPastDue` does), OVERDUE as 'O', BAD_DEBT as 'BD'; null for the other
 * statuses (show the full label).
 *
 *     due Thu 2026-12-10, today 2026-12-07 → 'D-3'; due Sat 2026-12-12, today Mon 2026-12-14 → 'D';
 *     due 2026-12-10, today 2026-12-12 → 'D+2'
 */
export function receivableStatusShort(
  status: string,
  maturityDate: IsoDate,
  asOf: IsoDate,
  holidays: Holidays = [],
): string | null {
  if (status !== 'SETTLEMENT') return receivableShortForm(status);
  return receivableShortForm(status, daysPastDue(maturityDate, asOf, holidays));
}
