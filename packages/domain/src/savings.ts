import { addMonths, compareIso, daysBetween, type IsoDate } from './dates.ts';
import { Dec, type RateInput, type Vnd } from './money.ts';
import { interest } from './pricing.ts';

/**
 * Savings packs' money (docs/finance.md §15, decision 0107). Members place whole VND in a pack;
 * every amount is integer VND, each formula rounded once (half up) at the end.
 *
 * - The rate a placement earns is the pack's rate plus the member's class bonus at placing
 *   (`placementRate`), both % per year; the sum is frozen on the placement.
 * - Interest is by days, actual/365, on the principal: round(principal × rate × days / 36 500),
 *   rounded once for the placement's one period (`placementInterest`).
 * - A term placement matures `term_months` after its start (`maturityOf`): closed on or after
 *   maturity it earns its rate up to the maturity date; closed before, it earns the pack's early
 *   (non-term) rate plus the same bonus up to the closing day. A non-term placement earns its
 *   rate up to the closing day.
 * - Commission (an unlimited pack's, to the member's introducer) is by days on the principal at
 *   the pack's commission rate over the days the money was held (`placementCommission`).
 * - A member's class is the class with the highest minimum holding not above its total holding
 *   (`classFor`).
 */

export interface SavingsClass {
  id: number;
  min_holding: Vnd;
  bonus_rate: RateInput;
}

/** The pack's rate plus the class bonus, as the 2-decimal string a rate column keeps. */
export function placementRate(packRate: RateInput, bonusRate: RateInput = 0): string {
  return new Dec(packRate).plus(new Dec(bonusRate)).toFixed(2);
}

/** A term placement's maturity: `termMonths` calendar months after its start (addMonths). */
export function maturityOf(start: IsoDate, termMonths: number): IsoDate {
  return addMonths(start, termMonths);
}

export interface PlacementTerms {
  principal: Vnd;
  start: IsoDate;
  /** The rate frozen on the placement (pack rate + bonus). */
  rate: RateInput;
  /** Term placements only: the maturity date and the early rate (already with the bonus). */
  maturity?: IsoDate | null;
  earlyRate?: RateInput | null;
}

export interface PlacementClose {
  /** Matured: a term placement closed on or after its maturity. */
  matured: boolean;
  /** The day interest runs to. */
  countedTo: IsoDate;
  days: number;
  rate: string;
  interest: Vnd;
}

/** What a placement earns when closed on `on` (see the module comment). */
export function placementInterest(p: PlacementTerms, on: IsoDate): PlacementClose {
  if (compareIso(on, p.start) < 0) throw new RangeError(`a placement closes on or after its start: ${on}`);
  const term = p.maturity != null;
  const matured = term && compareIso(on, p.maturity!) >= 0;
  const countedTo = matured ? p.maturity! : on;
  const rate = new Dec(term && !matured ? (p.earlyRate ?? 0) : p.rate).toFixed(2);
  const days = daysBetween(p.start, countedTo);
  return { matured, countedTo, days, rate, interest: interest(p.principal, rate, days) };
}

/** The introducer's commission on a placement held `days` days: round(principal × rate × days / 36 500). */
export function placementCommission(principal: Vnd, commissionRate: RateInput, days: number): Vnd {
  return interest(principal, commissionRate, days, 'commissionRate');
}

/** The class a total holding earns: the highest minimum not above it (null below every class). */
export function classFor<C extends SavingsClass>(classes: readonly C[], totalHolding: Vnd): C | null {
  let best: C | null = null;
  for (const c of classes)
    if (c.min_holding <= totalHolding && (best === null || c.min_holding > best.min_holding)) best = c;
  return best;
}

/** Room left in a limited pack (null: unlimited). */
export function capRoom(cap: Vnd | null, placed: Vnd): Vnd | null {
  return cap === null ? null : Math.max(0, cap - placed);
}
