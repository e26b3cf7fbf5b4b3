import type { CriterionKind } from '@arflow/domain/credit-rating';
import { sql } from 'drizzle-orm';
import { index, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  companyRef,
  moment,
  ownedRow,
  ownerCopies,
  recordStamps,
  refTo,
  serialId,
  userRef,
} from '../../platform/db/columns.ts';

/**
 * Industry credit rating (spec §3): the funder's rating model. Every definition row belongs to
 * the funder company (`ent_id`); names are unique per funder, case-insensitively (spec §5).
 * Rates and scores are numeric (no float drift), at most 2 decimals by the forms' rules.
 */
export const ratingIndustries = pgTable(
  'rating_industries',
  {
    ...ownedRow(),
    name: text('name').notNull(),
    description: text('description'),
    ...recordStamps(),
  },
  (t) => [uniqueIndex('rating_industries_name_uq').on(t.ent_id, sql`lower(${t.name})`)],
);

/** The criteria catalogue ("parameters"): what can be weighed in an industry. */
export const ratingParameters = pgTable(
  'rating_parameters',
  {
    ...ownedRow(),
    name: text('name').notNull(),
    kind: text('kind').$type<CriterionKind>().notNull(),
    unit: text('unit'),
    ...recordStamps(),
  },
  (t) => [uniqueIndex('rating_parameters_name_uq').on(t.ent_id, sql`lower(${t.name})`)],
);

/** An industry's rate of one parameter: its proportion (%) of the industry's total score. */
export const ratingCriteria = pgTable(
  'rating_criteria',
  {
    // Owner columns for row security, copied from the industry by a trigger on insert (0072).
    ...ownerCopies('ent_id'),
    id: serialId(),
    industry_id: refTo('industry_id', () => ratingIndustries.id, { onDelete: 'cascade' }),
    parameter_id: refTo('parameter_id', () => ratingParameters.id),
    proportion: numeric('proportion', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('rating_criteria_uq').on(t.industry_id, t.parameter_id)],
);

/** The score items of a criterion: ranges `min <= x < max` (quantitative) or named options. */
export const ratingScoreItems = pgTable(
  'rating_score_items',
  {
    // Owner columns for row security, copied from the criterion by a trigger on insert (0072).
    ...ownerCopies('ent_id'),
    id: serialId(),
    criterion_id: refTo('criterion_id', () => ratingCriteria.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    min: numeric('min_value', { precision: 20, scale: 4, mode: 'number' }),
    max: numeric('max_value', { precision: 20, scale: 4, mode: 'number' }),
    score: numeric('score', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('rating_score_items_name_uq').on(t.criterion_id, sql`lower(${t.name})`)],
);

/** The rating bands (AA, A, B…): ranges of the total score, `min <= total < max`. */
export const ratingBands = pgTable(
  'rating_bands',
  {
    ...ownedRow(),
    name: text('name').notNull(),
    min: numeric('min_score', { precision: 5, scale: 2, mode: 'number' }),
    max: numeric('max_score', { precision: 5, scale: 2, mode: 'number' }),
  },
  (t) => [uniqueIndex('rating_bands_name_uq').on(t.ent_id, sql`lower(${t.name})`)],
);

/** A supplier's latest score: the industry and the appraiser's inputs; the total is recomputed. */
export const supplierRatings = pgTable(
  'supplier_ratings',
  {
    id: serialId(),
    supplier_id: companyRef('supplier_id'),
    industry_id: refTo('industry_id', () => ratingIndustries.id, { onDelete: 'cascade' }),
    inputs: jsonb('inputs')
      .$type<{ criterion_id: number; value: number | null; item_id: number | null }[]>()
      .notNull(),
    rated_by: userRef('rated_by'),
    rated_at: moment('rated_at').notNull(),
  },
  (t) => [
    uniqueIndex('supplier_ratings_supplier_uq').on(t.supplier_id),
    index('supplier_ratings_industry_idx').on(t.industry_id),
  ],
);
