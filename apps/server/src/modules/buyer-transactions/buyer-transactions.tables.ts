import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * A buyer's funding request (spec §4 "Buyer funding request"): opened when a transaction of a
 * buyer that funds its own suppliers' early payment (programme structure 2, docs/decisions.md
 * "Buyer transactions") reaches WAITING_FUNDER_CONFIRM. One per transaction. Its state is the
 * transaction's `buyer_status` (0 open, 1 approved, 2 rejected, 3 disbursed), moved by the
 * buyer-confirmation workflow, so the row keeps the amount and the moments only.
 */
export const buyerFundingRequests = pgTable(
  'buyer_funding_requests',
  {
    id: serial('id').primaryKey(),
    trans_id: integer('trans_id')
      .notNull()
      .references(() => transactions.id),
    /** The buyer who funds (the owner). */
    ent_id: integer('ent_id')
      .notNull()
      .references(() => enterprises.id),
    /** What the buyer pays out: the transaction's total advance when it was opened. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason'),
    opened_at: timestamp('opened_at', { withTimezone: true }).notNull(),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    decided_by: integer('decided_by').references(() => users.id),
    disbursed_at: timestamp('disbursed_at', { withTimezone: true }),
    disbursed_by: integer('disbursed_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('buyer_funding_requests_trans_uq').on(t.trans_id),
    index('buyer_funding_requests_ent_idx').on(t.ent_id),
  ],
);

/** Proof of a funding request's disbursement (transfer order, bank slip), filed by the buyer. */
export const buyerFundingDocuments = pgTable(
  'buyer_funding_documents',
  {
    // Owner columns for row security, copied from the request by a trigger on insert (0072).
    ent_id: integer('ent_id'),
    id: serial('id').primaryKey(),
    request_id: integer('request_id')
      .notNull()
      .references(() => buyerFundingRequests.id),
    file_id: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('buyer_funding_documents_request_idx').on(t.request_id)],
);
