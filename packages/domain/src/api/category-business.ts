import { z } from 'zod';
import {
  type CriterionKind,
  findDuplicateName,
  findOverlap,
  proportionsWithinTotal,
} from '../credit-rating.ts';
import { text } from '../text.ts';
import { decimal, msg, optionalText, ratioInput, requiredText } from '../validation.ts';

/**
 * Industry credit rating (category-business, spec §3, §5): industries, parameters (the criteria
 * catalogue), each industry's rates (the proportion of each parameter), the score items of a
 * criterion, the rating bands, and a supplier's score. The set-replacing bodies (rates, items,
 * bands) carry their whole list, so the rules on the list (total ≤ 100, no overlap, unique
 * names) are checked here, once, by the server and by the web form alike.
 */

export const CRITERION_KINDS = ['QUALITATIVE', 'QUANTITATIVE'] as const satisfies readonly CriterionKind[];
export const CRITERION_KIND_LABELS = {
  QUALITATIVE: text('Định tính', 'Qualitative'),
  QUANTITATIVE: text('Định lượng', 'Quantitative'),
} as const;

const id = () =>
  z
    .number({ error: msg('required') })
    .int({ error: msg('integer') })
    .min(1)
    .max(2_147_483_647);
/** A score: 0 to 100 points, 2 decimals. */
const score = () =>
  decimal(2).pipe(
    z
      .number()
      .min(0, { error: msg('between', { min: 0, max: 100 }) })
      .max(100, { error: msg('between', { min: 0, max: 100 }) }),
  );
/** A range bound: unset (null or empty) is open; at most 4 decimals. */
const bound = () => z.union([z.null(), z.literal('').transform(() => null), decimal(4)]);

function checkRanges(
  rows: readonly { min: number | null; max: number | null }[],
  ctx: z.RefinementCtx,
  list: string,
): void {
  for (const [i, r] of rows.entries()) {
    if (r.min !== null && r.max !== null && r.min >= r.max) {
      ctx.addIssue({ code: 'custom', message: msg('min_below_max'), path: [list, i, 'max'] });
      return;
    }
  }
  // A row with no bound at all is a qualitative option (chosen by name, not by value): only the
  // ranges are compared. A quantitative criterion's open row is checked by the server, which
  // knows the kind (save-rating-sets.ts).
  const ranged = rows.flatMap((r, i) => (r.min === null && r.max === null ? [] : [{ ...r, i }]));
  const found = findOverlap(ranged);
  const overlap = found && ([ranged[found[0]]!.i, ranged[found[1]]!.i] as const);
  if (overlap)
    ctx.addIssue({ code: 'custom', message: msg('range_overlap'), path: [list, overlap[1], 'min'] });
}

function checkNames(rows: readonly { name: string }[], ctx: z.RefinementCtx, list: string): void {
  const dup = findDuplicateName(rows.map((r) => r.name));
  if (dup !== undefined)
    ctx.addIssue({ code: 'custom', message: msg('name_duplicate'), path: [list, dup, 'name'] });
}

// ---- Industries and parameters -----------------------------------------------------------------

export const industryForm = z.strictObject({ name: requiredText(120), description: optionalText(1000) });
export type IndustryForm = z.infer<typeof industryForm>;

export const parameterForm = z.strictObject({
  name: requiredText(120),
  kind: z.enum(CRITERION_KINDS, { error: msg('required') }),
  unit: optionalText(30),
});
export type ParameterForm = z.infer<typeof parameterForm>;

export const parameterItem = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(CRITERION_KINDS),
  unit: z.string().nullable(),
});
export type ParameterItem = z.infer<typeof parameterItem>;

export const scoreItem = z.object({
  id: z.number().int(),
  name: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  score: z.number(),
});
export type ScoreItem = z.infer<typeof scoreItem>;

export const criterionItem = z.object({
  id: z.number().int(),
  parameter_id: z.number().int(),
  name: z.string(),
  kind: z.enum(CRITERION_KINDS),
  unit: z.string().nullable(),
  proportion: z.number(),
  items: z.array(scoreItem),
});
export type CriterionItem = z.infer<typeof criterionItem>;

export const industryItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  criteria_count: z.number().int(),
  /** Σ proportions, at most 100. */
  proportion_total: z.number(),
  updated_at: z.string(),
});
export type IndustryItem = z.infer<typeof industryItem>;

export const industryDetail = industryItem.extend({ criteria: z.array(criterionItem) });
export type IndustryDetail = z.infer<typeof industryDetail>;

export const industryListResponse = z.object({ data: z.array(industryItem) });
export const industryDetailResponse = z.object({ data: industryDetail });
export const parameterListResponse = z.object({ data: z.array(parameterItem) });
export const parameterSaveResponse = z.object({ data: parameterItem });

// ---- Industry rates: the proportion of each parameter in an industry ------------------------

export const industryRatesForm = z
  .strictObject({
    rates: z
      .array(z.strictObject({ parameter_id: id(), proportion: ratioInput() }), { error: msg('required') })
      .max(100),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    for (const [i, r] of v.rates.entries()) {
      if (seen.has(r.parameter_id)) {
        ctx.addIssue({ code: 'custom', message: msg('name_duplicate'), path: ['rates', i, 'parameter_id'] });
      }
      seen.add(r.parameter_id);
    }
    if (!proportionsWithinTotal(v.rates.map((r) => r.proportion))) {
      ctx.addIssue({ code: 'custom', message: msg('proportion_total'), path: ['rates'] });
    }
  });
export type IndustryRatesForm = z.infer<typeof industryRatesForm>;

// ---- Score items of a criterion (qualitative options or quantitative ranges) --------------------

export const scoreItemsForm = z
  .strictObject({
    items: z
      .array(
        z.strictObject({
          name: requiredText(120),
          min: bound().optional().default(null),
          max: bound().optional().default(null),
          score: score(),
        }),
        { error: msg('required') },
      )
      .max(50),
  })
  .superRefine((v, ctx) => {
    checkNames(v.items, ctx, 'items');
    checkRanges(v.items, ctx, 'items');
  });
export type ScoreItemsForm = z.infer<typeof scoreItemsForm>;

// ---- Rating bands: ranges of the total score ---------------------------------------------------

export const ratingBand = z.object({
  id: z.number().int(),
  name: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type RatingBand = z.infer<typeof ratingBand>;
export const ratingBandsForm = z
  .strictObject({
    bands: z
      .array(
        z.strictObject({
          name: requiredText(30),
          min: bound().optional().default(null),
          max: bound().optional().default(null),
        }),
        {
          error: msg('required'),
        },
      )
      .max(30),
  })
  .superRefine((v, ctx) => {
    checkNames(v.bands, ctx, 'bands');
    checkRanges(v.bands, ctx, 'bands');
  });
export type RatingBandsForm = z.infer<typeof ratingBandsForm>;
export const ratingBandsResponse = z.object({ data: z.array(ratingBand) });

// ---- A supplier's score ------------------------------------------------------------------------

export const supplierScoreForm = z.strictObject({
  industry_id: id(),
  inputs: z
    .array(
      z.strictObject({
        criterion_id: id(),
        value: z
          .union([z.null(), decimal(4)])
          .optional()
          .default(null),
        item_id: z.union([z.null(), id()]).optional().default(null),
      }),
      { error: msg('required') },
    )
    .max(100),
});
export type SupplierScoreForm = z.infer<typeof supplierScoreForm>;

export const scoreLine = z.object({
  criterion_id: z.number().int(),
  criterion: z.string(),
  kind: z.enum(CRITERION_KINDS),
  proportion: z.string(),
  value: z.string().nullable(),
  item: z.string().nullable(),
  score: z.string(),
  weighted: z.string(),
});

export const supplierScore = z.object({
  supplier_id: z.number().int(),
  industry_id: z.number().int(),
  industry: z.string(),
  inputs: z.array(
    z.object({
      criterion_id: z.number().int(),
      value: z.number().nullable(),
      item_id: z.number().int().nullable(),
    }),
  ),
  lines: z.array(scoreLine),
  total: z.string(),
  band: z.string().nullable(),
  unscored: z.array(z.number().int()),
  rated_at: z.string(),
});
export type SupplierScore = z.infer<typeof supplierScore>;
/** null data: the supplier has not been scored yet. */
export const supplierScoreResponse = z.object({ data: supplierScore.nullable() });
