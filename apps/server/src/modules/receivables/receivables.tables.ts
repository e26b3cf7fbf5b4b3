import type { ReceivableStatus } from '@arflow/domain/statuses/receivable';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { users } from '../users/users.tables.ts';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * A receivable (AR): what a buyer owes a supplier on one invoice (spec §3 "Receivable"). Owned by
 * the supplier (`ent_id`); the buyer (`buy_id`) reads its own. Its life is RECEIVABLE_WORKFLOW:
 * open (AVAILABLE, UNCONDITIONAL, MATURITY) until a transaction selects it (REVIEW), then paid
 * early (FIRST_PAID), settled or collected. What a transaction priced it at lives in
 * `transaction_receivables`, one row per transaction that carried it; the columns here are the
 * invoice's facts and what has been paid on it, in integer VND.
 */
export const receivables = pgTable(
  'receivables',
  {
    id: serial('id').primaryKey(),
    /** The supplier that sells the receivable. */
    ent_id: integer('ent_id')
      .notNull()
      .references(() => enterprises.id),
    /** The buyer that owes it. */
    buy_id: integer('buy_id')
      .notNull()
      .references(() => enterprises.id),
    inv_no: text('inv_no').notNull(),
    inv_date: date('inv_date', { mode: 'string' }).notNull(),
    invoice_amount: money('invoice_amount').notNull(),
    /** What the buyer owes on the invoice: at most the invoice amount (receivableProblems). */
    ar_amount: money('ar_amount').notNull(),
    /** The day the buyer pays (the AR's due date). */
    maturity_date: date('maturity_date', { mode: 'string' }).notNull(),
    /** What the buyer paid before financing, if anything: less than the AR amount. */
    buyer_first_payment: money('buyer_first_payment').notNull().default(0),
    buyer_first_payment_date: date('buyer_first_payment_date', { mode: 'string' }),
    /** What is still due at maturity: at most the AR amount. */
    due_payment: money('due_payment').notNull(),
    due_payment_date: date('due_payment_date', { mode: 'string' }),
    /** Paid early to the supplier (set when the receivable is first paid). */
    advanced_amount: money('advanced_amount').notNull().default(0),
    /** Reductions agreed after sale (credit notes, adjustments). */
    reduced_amount: money('reduced_amount').notNull().default(0),
    /** Refunded to the buyer or supplier after settlement. */
    refund_amount: money('refund_amount').notNull().default(0),
    /** How it was recorded: typed in, or one line of an Excel import. */
    source: text('source').$type<'ENTRY' | 'IMPORT'>().notNull().default('ENTRY'),
    status: text('status').$type<ReceivableStatus>().notNull(),
    created_by: integer('created_by').references(() => users.id),
    updated_by: integer('updated_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One live receivable per invoice of a supplier on a buyer: a re-import cannot double it.
    uniqueIndex('receivables_invoice_uq')
      .on(t.ent_id, t.buy_id, sql`lower(${t.inv_no})`)
      .where(sql`status <> 'DELETED'`),
    index('receivables_ent_idx').on(t.ent_id, t.buy_id, t.status),
    index('receivables_buy_idx').on(t.buy_id, t.status),
    index('receivables_maturity_idx').on(t.status, t.maturity_date),
  ],
);
