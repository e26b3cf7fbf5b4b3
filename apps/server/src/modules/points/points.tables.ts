import type { PointMovementKind, VoucherRequestStatus } from '@arflow/domain/statuses/voucher-request';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  createdStamps,
  day,
  money,
  ownedRow,
  recordStamps,
  refTo,
  serialId,
} from '../../platform/db/columns.ts';

/**
 * The points scheme's settings, one row per change, never edited (decision 0100): from
 * `effective_from` on, `vnd_per_point` VND settled on time earn one point. The setting in force on
 * a date is the latest row effective by then.
 */
export const pointSettings = pgTable(
  'point_settings',
  {
    id: serialId(),
    vnd_per_point: money('vnd_per_point').notNull(),
    effective_from: day('effective_from').notNull(),
    note: text('note'),
    ...createdStamps(),
  },
  (t) => [
    index('point_settings_effective_idx').on(t.effective_from, t.id),
    check('point_settings_vnd_ck', sql`${t.vnd_per_point} > 0`),
  ],
);

/** The vouchers buyers redeem points for: cost in points, worth in VND. */
export const voucherCategories = pgTable(
  'voucher_categories',
  {
    id: serialId(),
    name: text('name').notNull(),
    points: integer('points').notNull(),
    value: money('value').notNull(),
    active: boolean('active').notNull(),
    ...recordStamps(),
  },
  (t) => [check('voucher_categories_points_ck', sql`${t.points} > 0`)],
);

/**
 * A buyer's points ledger: append-only movements, the balance their sum (decision 0100). An
 * earning names the settlement payment that earned it, a redemption and its refund the voucher
 * request; the unique index makes each happen once, whoever runs it twice.
 */
export const pointMovements = pgTable(
  'point_movements',
  {
    // ent_id: the buyer whose points these are.
    ...ownedRow(),
    kind: text('kind').$type<PointMovementKind>().notNull(),
    points: integer('points').notNull(),
    source_id: integer('source_id'),
    note: text('note'),
    ...createdStamps(),
  },
  (t) => [
    index('point_movements_ent_idx').on(t.ent_id, t.created_at),
    uniqueIndex('point_movements_source_uq').on(t.kind, t.source_id).where(sql`source_id is not null`),
    check('point_movements_sign_ck', sql`(kind = 'REDEEM') = (points < 0) and points <> 0`),
  ],
);

/** A buyer's request for a voucher: its points and value as they were when asked (decision 0100). */
export const voucherRequests = pgTable(
  'voucher_requests',
  {
    ...ownedRow(),
    category_id: refTo('category_id', () => voucherCategories.id),
    points: integer('points').notNull(),
    value: money('value').notNull(),
    status: text('status').$type<VoucherRequestStatus>().notNull(),
    reason: text('reason'),
    ...recordStamps(),
  },
  (t) => [
    index('voucher_requests_ent_idx').on(t.ent_id, t.status),
    index('voucher_requests_updated_idx').on(t.updated_at),
    // Spec §8 'Existed a request with status new': one new request per buyer, even when two race.
    uniqueIndex('voucher_requests_one_new_uq').on(t.ent_id).where(sql`status = 'NEW'`),
  ],
);
