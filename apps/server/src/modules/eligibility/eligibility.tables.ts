import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyRef, moment, money, ownedRow, updatedStamps, userRef } from '../../platform/db/columns.ts';

/**
 * A buyer's eligibility criteria, one row per side (spec §3 "buyer and funder filters"): the
 * funder's filter and the buyer's own. A supplier is checked against the stricter bound of both.
 */
export const eligibilityCriteria = pgTable(
  'eligibility_criteria',
  {
    // ent_id: the buyer the criteria belong to.
    ...ownedRow(),
    side: text('side').$type<'FUNDER' | 'BUYER'>().notNull(),
    ar_term_min: integer('ar_term_min'),
    ar_term_max: integer('ar_term_max'),
    ar_value_min: money('ar_value_min'),
    ar_value_max: money('ar_value_max'),
    supplier_lifetime_min: integer('supplier_lifetime_min'),
    trading_frequency_min: integer('trading_frequency_min'),
    trading_volume_min: money('trading_volume_min'),
    supplier_limit_min: money('supplier_limit_min'),
    supplier_limit_max: money('supplier_limit_max'),
    ...updatedStamps(),
  },
  (t) => [uniqueIndex('eligibility_criteria_side_uq').on(t.ent_id, t.side)],
);

/**
 * A supplier on a buyer's list: picked by the buyer (with its declared yearly purchases), or
 * blacklisted by the funder. Eligibility itself is computed, never stored.
 */
export const buyerSuppliers = pgTable(
  'buyer_suppliers',
  {
    // ent_id: the buyer (a buyer user sees its own entries only).
    ...ownedRow(),
    sup_id: companyRef('sup_id'),
    selected: boolean('selected').notNull().default(false),
    trading_frequency: integer('trading_frequency'),
    trading_volume: money('trading_volume'),
    blacklisted: boolean('blacklisted').notNull().default(false),
    blacklist_reason: text('blacklist_reason'),
    updated_by: userRef('updated_by'),
    created_at: moment('created_at').notNull(),
    updated_at: moment('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('buyer_suppliers_pair_uq').on(t.ent_id, t.sup_id),
    index('buyer_suppliers_sup_idx').on(t.sup_id),
    index('buyer_suppliers_selected_idx').on(t.ent_id).where(sql`${t.selected}`),
  ],
);
