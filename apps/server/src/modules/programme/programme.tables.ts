import type { PromotionStatus } from '@arflow/domain/statuses/programme';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyRef, day, moment, rate, recordStamps, refTo, serialId } from '../../platform/db/columns.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { transactions } from '../transactions/transactions.tables.ts';

/**
 * Promotions of the funder's programme (spec §3: name, applied term, discount rate, max
 * applications per supplier, target; §4 waiting, applied, expired, deleted). The target is a
 * buyer's suppliers: all of them (sup_id null) or one. Their history is status_history (entity
 * promotion).
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serialId(),
    name: text('name').notNull(),
    buy_id: companyRef('buy_id'),
    sup_id: integer('sup_id').references(() => enterprises.id),
    start_date: day('start_date').notNull(),
    end_date: day('end_date').notNull(),
    /** Points per year taken off the agreed discount rate (docs/finance.md §13). */
    discount_rate: rate('discount_rate').notNull(),
    max_per_supplier: integer('max_per_supplier').notNull(),
    note: text('note'),
    status: text('status').$type<PromotionStatus>().notNull(),
    ...recordStamps(),
  },
  (t) => [
    index('promotions_target_idx').on(t.buy_id, t.sup_id, t.start_date),
    index('promotions_status_idx').on(t.status),
    check('promotions_dates_ck', sql`${t.end_date} >= ${t.start_date}`),
    check('promotions_rate_ck', sql`${t.discount_rate} > 0`),
    check('promotions_max_ck', sql`${t.max_per_supplier} >= 1`),
  ],
);

/**
 * One transaction that took a promotion: at most `max_per_supplier` rows per promotion and
 * supplier, claimed under an advisory lock (claim-promotion.ts); a deleted draft gives it back.
 */
export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: serialId(),
    promotion_id: refTo('promotion_id', () => promotions.id),
    sup_id: companyRef('sup_id'),
    buy_id: companyRef('buy_id'),
    trans_id: refTo('trans_id', () => transactions.id),
    created_at: moment('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('promotion_applications_trans_uq').on(t.trans_id),
    index('promotion_applications_sup_idx').on(t.promotion_id, t.sup_id),
  ],
);
