import type Decimal from 'decimal.js';
import { Dec, roundHalfUp } from './money.ts';

/**
 * Industry credit rating (spec §3 "Industry credit rating", §5): the rules of the
 * category-business screens and the scoring of a supplier, shared by the server and the web.
 *
 * - An industry weighs each of its criteria with a proportion (%, 2 decimals); the proportions of
 *   one industry total at most 100.
 * - A quantitative criterion scores a value by ranges; a qualitative one by named options.
 * - A range is half-open, `min <= x < max`; an unset bound is open (spec §5 "range rules skip an
 *   unset bound"), so "< 1", "1 to 2" and ">= 2" cover every value once and never overlap.
 * - The rating bands (AA, A, B…) are ranges of the total score, read the same way.
 */

/** A range `min <= x < max`; null is an open bound. Numbers or decimal strings. */
export interface ScoreRange {
  min: number | string | null;
  max: number | string | null;
}

const lower = (r: ScoreRange): Decimal | null => (r.min === null ? null : new Dec(r.min));
const upper = (r: ScoreRange): Decimal | null => (r.max === null ? null : new Dec(r.max));

/** Whether `x` lies in the range (min included, max excluded). */
export function inRange(x: number | string | Decimal, r: ScoreRange): boolean {
  const v = new Dec(x);
  const lo = lower(r);
  const hi = upper(r);
  return (lo === null || v.greaterThanOrEqualTo(lo)) && (hi === null || v.lessThan(hi));
}

/** Two half-open ranges share a value: each starts before the other ends. */
export function rangesOverlap(a: ScoreRange, b: ScoreRange): boolean {
  const startsBefore = (x: ScoreRange, y: ScoreRange) => {
    const lo = lower(x);
    const hi = upper(y);
    return lo === null || hi === null || lo.lessThan(hi);
  };
  return startsBefore(a, b) && startsBefore(b, a);
}

/** The first pair of ranges that overlap, as indexes [earlier, later], or undefined. */
export function findOverlap(ranges: readonly ScoreRange[]): [number, number] | undefined {
  for (let j = 1; j < ranges.length; j += 1) {
    for (let i = 0; i < j; i += 1) {
      if (rangesOverlap(ranges[i]!, ranges[j]!)) return [i, j];
    }
  }
  return undefined;
}

/** The first index whose name repeats an earlier one (trimmed, case-insensitive), or undefined. */
export function findDuplicateName(names: readonly string[]): number | undefined {
  const seen = new Set<string>();
  for (const [i, n] of names.entries()) {
    const key = n.trim().toLocaleLowerCase('vi');
    if (seen.has(key)) return i;
    seen.add(key);
  }
  return undefined;
}

/** The most the proportions of one industry's criteria may total (spec §5). */
export const MAX_PROPORTION_TOTAL = 100;

/** The total of the proportions, exact, as a decimal string. */
export function proportionTotal(proportions: readonly (number | string)[]): string {
  return proportions.reduce<Decimal>((sum, p) => sum.plus(p), new Dec(0)).toString();
}

export function proportionsWithinTotal(proportions: readonly (number | string)[]): boolean {
  return new Dec(proportionTotal(proportions)).lessThanOrEqualTo(MAX_PROPORTION_TOTAL);
}

// ---- Scoring a supplier -----------------------------------------------------------------------

export type CriterionKind = 'QUALITATIVE' | 'QUANTITATIVE';

export interface ScoreItemDef {
  id: number;
  name: string;
  /** Quantitative ranges only; null on a qualitative option. */
  min: number | string | null;
  max: number | string | null;
  score: number | string;
}

export interface CriterionDef {
  id: number;
  name: string;
  kind: CriterionKind;
  /** % of the total score. */
  proportion: number | string;
  items: readonly ScoreItemDef[];
}

export interface BandDef {
  name: string;
  min: number | string | null;
  max: number | string | null;
}

/** What the appraiser gives for one criterion: a value (quantitative) or an option (qualitative). */
export interface CriterionInput {
  criterion_id: number;
  value?: number | string | null;
  item_id?: number | null;
}

export interface ScoreLine {
  criterion_id: number;
  criterion: string;
  kind: CriterionKind;
  proportion: string;
  /** The value given (quantitative), or null. */
  value: string | null;
  /** The range or option that scored it; null when nothing matched or nothing was given. */
  item: string | null;
  score: string;
  /** score × proportion / 100, exact. */
  weighted: string;
}

export interface ScoreExplanation {
  lines: ScoreLine[];
  /** Σ weighted, rounded half-up to 2 decimals: the number the bands are read on. */
  total: string;
  /** The band the total falls in, or null when no band covers it. */
  band: string | null;
  /** Criteria with no value or no matching range/option: they score 0. */
  unscored: number[];
}

/**
 * The explained total of a supplier on an industry's criteria:
 *
 *   line score  = the score of the range holding the value (quantitative),
 *                 or of the option chosen (qualitative); 0 when none
 *   weighted    = line score × proportion / 100
 *   total       = round(Σ weighted, 2 decimals, half-up)
 *   band        = the rating band whose range holds the total
 *
 * Worked example: criteria A (quantitative, 60 %) and B (qualitative, 40 %); A's value 1.5 falls
 * in "1 to 2" scoring 70, B's option "Good" scores 80: 70 × 60 / 100 + 80 × 40 / 100 = 42 + 32
 * = 74.00, in band B [60, 75).
 */
export function scoreSupplier(
  criteria: readonly CriterionDef[],
  bands: readonly BandDef[],
  inputs: readonly CriterionInput[],
): ScoreExplanation {
  const byCriterion = new Map(inputs.map((i) => [i.criterion_id, i]));
  const unscored: number[] = [];
  let sum = new Dec(0);
  const lines = criteria.map((c): ScoreLine => {
    const input = byCriterion.get(c.id);
    const value = input?.value ?? null;
    const item =
      c.kind === 'QUANTITATIVE'
        ? value === null
          ? undefined
          : c.items.find((it) => inRange(value, it))
        : c.items.find((it) => it.id === input?.item_id);
    if (!item) unscored.push(c.id);
    const score = new Dec(item?.score ?? 0);
    const weighted = score.times(c.proportion).dividedBy(100);
    sum = sum.plus(weighted);
    return {
      criterion_id: c.id,
      criterion: c.name,
      kind: c.kind,
      proportion: new Dec(c.proportion).toString(),
      value: value === null ? null : new Dec(value).toString(),
      item: item?.name ?? null,
      score: score.toString(),
      weighted: weighted.toString(),
    };
  });
  const total = roundHalfUp(sum, 2);
  const band = bands.find((b) => inRange(total, b))?.name ?? null;
  return { lines, total: total.toFixed(2), band, unscored };
}
