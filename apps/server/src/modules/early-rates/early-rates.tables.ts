import type { EarlyRateVersionState } from '@arflow/domain/api/early-rates';
import type { EarlyInterestRateRequestStatus } from '@arflow/domain/statuses/credit';
import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * A buyer's early-interest-rate programme: one row per buyer living by
 * EARLY_INTEREST_RATE_REQUEST_WORKFLOW (not set → requesting → approved), with the version of
 * the groups in force. Its row lock serialises every change of the buyer's groups.
 */
export const earlyRateProgrammes = pgTable(
  'early_rate_programmes',
  {
    id: serial('id').primaryKey(),
    ent_id: integer('ent_id')
      .notNull()
      .references(() => enterprises.id),
    status: text('status').$type<EarlyInterestRateRequestStatus>().notNull(),
    approved_request_id: integer('approved_request_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
    updated_by: integer('updated_by').references(() => users.id),
  },
  (t) => [uniqueIndex('early_rate_programmes_ent_uq').on(t.ent_id)],
);

/** One version of a buyer's groups: the draft, a request, the approved one, or a past one. */
export const earlyRateRequests = pgTable(
  'early_rate_requests',
  {
    id: serial('id').primaryKey(),
    ent_id: integer('ent_id')
      .notNull()
      .references(() => enterprises.id),
    state: text('state').$type<EarlyRateVersionState>().notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    sent_by: integer('sent_by').references(() => users.id),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    approved_by: integer('approved_by').references(() => users.id),
    cancel_reason: text('cancel_reason'),
    /** Counted when sent, so the history shows what was asked for. */
    group_count: integer('group_count').notNull().default(0),
    supplier_count: integer('supplier_count').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('early_rate_requests_ent_idx').on(t.ent_id),
    // At most one draft per buyer.
    uniqueIndex('early_rate_requests_draft_uq').on(t.ent_id).where(sql`${t.state} = 'DRAFT'`),
  ],
);

/** A group of a version: name (unique in the version), rate in % per year. */
export const earlyRateGroups = pgTable(
  'early_rate_groups',
  {
    id: serial('id').primaryKey(),
    request_id: integer('request_id')
      .notNull()
      .references(() => earlyRateRequests.id, { onDelete: 'cascade' }),
    ent_id: integer('ent_id')
      .notNull()
      .references(() => enterprises.id),
    name: text('name').notNull(),
    /**
     * The name folded in JS (NFC, Vietnamese lower case): the embedded database runs with the C
     * locale, whose lower() leaves 'Ế' as it is, so uniqueness cannot rest on lower().
     */
    name_key: text('name_key').notNull(),
    rate: numeric('rate', { precision: 7, scale: 4, mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('early_rate_groups_name_uq').on(t.request_id, t.name_key)],
);

/** A supplier in a group; a supplier is in at most one group of a version. */
export const earlyRateGroupSuppliers = pgTable(
  'early_rate_group_suppliers',
  {
    // Owner columns for row security, copied from the group by a trigger on insert (0072).
    ent_id: integer('ent_id'),
    id: serial('id').primaryKey(),
    group_id: integer('group_id')
      .notNull()
      .references(() => earlyRateGroups.id, { onDelete: 'cascade' }),
    request_id: integer('request_id')
      .notNull()
      .references(() => earlyRateRequests.id, { onDelete: 'cascade' }),
    sup_id: integer('sup_id')
      .notNull()
      .references(() => enterprises.id),
  },
  (t) => [
    uniqueIndex('early_rate_group_suppliers_uq').on(t.request_id, t.sup_id),
    index('early_rate_group_suppliers_group_idx').on(t.group_id),
  ],
);
