import type { LendingPackStatus } from '@arflow/domain/statuses/lending-pack';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  companyRef,
  moment,
  money,
  ownedRow,
  recordStamps,
  refTo,
  serialId,
} from '../../platform/db/columns.ts';

/**
 * Lending packs of the programme setting (decision 0108): a lending partner's term loans offered to
 * suppliers, a total limit, a term in days and a rate by rating (`lending_pack_ratings`). Owned by
 * the funder that set it up; its history is status_history (entity lending_pack).
 */
export const lendingPacks = pgTable(
  'lending_packs',
  {
    ...ownedRow(),
    name: text('name').notNull(),
    /** Integer VND. */
    total_limit: money('total_limit').notNull(),
    term_days: integer('term_days').notNull(),
    note: text('note'),
    status: text('status').$type<LendingPackStatus>().notNull(),
    ...recordStamps(),
  },
  (t) => [
    index('lending_packs_status_idx').on(t.status),
    index('lending_packs_updated_idx').on(t.updated_at),
    check('lending_packs_limit_ck', sql`${t.total_limit} > 0`),
    check('lending_packs_term_ck', sql`${t.term_days} BETWEEN 1 AND 3650`),
  ],
);

/** The lending partners whose money a pack lends (add-doi-tac-modal), each once. */
export const lendingPackPartners = pgTable(
  'lending_pack_partners',
  {
    id: serialId(),
    pack_id: refTo('pack_id', () => lendingPacks.id),
    partner_id: companyRef('partner_id'),
    created_at: moment('created_at').notNull(),
  },
  (t) => [uniqueIndex('lending_pack_partners_uq').on(t.pack_id, t.partner_id)],
);

/** A pack's rate per year for one rating class, in basis points (add-rating-modal), each class once. */
export const lendingPackRatings = pgTable(
  'lending_pack_ratings',
  {
    id: serialId(),
    pack_id: refTo('pack_id', () => lendingPacks.id),
    rating_class: text('rating_class').notNull(),
    rate_bps: integer('rate_bps').notNull(),
    created_at: moment('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('lending_pack_ratings_uq').on(t.pack_id, t.rating_class),
    check('lending_pack_ratings_bps_ck', sql`${t.rate_bps} BETWEEN 1 AND 10000`),
  ],
);
