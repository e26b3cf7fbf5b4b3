import { compareIso, type IsoDate } from './dates.ts';
import { Dec, type RateInput, toRateOf } from './money.ts';
import type { PromotionStatus } from './statuses/programme.ts';

/**
 * The discount rate a supplier is quoted while a promotion applies to it (docs/finance.md §13):
 * the agreed rate less the promotion's rate, in percentage points per year, never below 0.
 * Agreed 12 %, promotion 2,5 % → 9,5 %; agreed 1,5 %, promotion 2 % → 0 %.
 * Both are checked as annual rates (at most 4 decimals), so the difference is exact.
 */
export function promotedDiscountRate(agreed: RateInput, promotion: RateInput | null): number {
  const base = toRateOf('annual', agreed, 'discountRate');
  if (promotion === null) return base.toNumber();
  return Dec.max(0, base.minus(toRateOf('annual', promotion, 'promotionRate'))).toNumber();
}

/** Where a promotion's dates stand on a business date: before, within (both ends counted), after. */
export function promotionStatusOn(
  start: IsoDate,
  end: IsoDate,
  today: IsoDate,
): Exclude<PromotionStatus, 'DELETED'> {
  if (compareIso(today, start) < 0) return 'WAITING';
  return compareIso(today, end) > 0 ? 'EXPIRED' : 'APPLIED';
}

/**
 * Spec §5 "promotion start and end dates valid": the start is today or later (a promotion is not
 * set up in the past) and the end is not before the start. Answers the field at fault.
 */
export function promotionDatesProblem(
  start: IsoDate,
  end: IsoDate,
  today: IsoDate,
): 'start_date' | 'end_date' | undefined {
  if (compareIso(start, today) < 0) return 'start_date';
  if (compareIso(end, start) < 0) return 'end_date';
  return undefined;
}

/** Two date ranges, both ends counted, share at least one day. */
export function rangesOverlap(
  a: { start: IsoDate; end: IsoDate },
  b: { start: IsoDate; end: IsoDate },
): boolean {
  return compareIso(a.start, b.end) <= 0 && compareIso(b.start, a.end) <= 0;
}
