import type { DebtConfirmationStatus } from '@arflow/domain/statuses/debt-confirmation';
import type { ReceivableStatus } from '@arflow/domain/statuses/receivable';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  companyRef,
  day,
  money,
  ownedListOrderIndexes,
  ownedRow,
  ownerCopies,
  recordStamps,
  refTo,
} from '../../platform/db/columns.ts';

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
    // ent_id: the supplier that sells the receivable.
    ...ownedRow(),
    /** The buyer that owes it. */
    buy_id: companyRef('buy_id'),
    inv_no: text('inv_no').notNull(),
    inv_date: day('inv_date').notNull(),
    invoice_amount: money('invoice_amount').notNull(),
    /** What the buyer owes on the invoice: at most the invoice amount (receivableProblems). */
    ar_amount: money('ar_amount').notNull(),
    /** The day the buyer pays (the AR's due date). */
    maturity_date: day('maturity_date').notNull(),
    /** What the buyer paid before financing, if anything: less than the AR amount. */
    buyer_first_payment: money('buyer_first_payment').notNull().default(0),
    buyer_first_payment_date: day('buyer_first_payment_date'),
    /** What is still due at maturity: at most the AR amount. */
    due_payment: money('due_payment').notNull(),
    due_payment_date: day('due_payment_date'),
    /** Paid early to the supplier (set when the receivable is first paid). */
    advanced_amount: money('advanced_amount').notNull().default(0),
    /** Reductions agreed after sale (credit notes, adjustments). */
    reduced_amount: money('reduced_amount').notNull().default(0),
    /** Refunded to the buyer or supplier after settlement. */
    refund_amount: money('refund_amount').notNull().default(0),
    /** How it was recorded: typed in, or one line of an Excel import. */
    source: text('source').$type<'ENTRY' | 'IMPORT'>().notNull().default('ENTRY'),
    status: text('status').$type<ReceivableStatus>().notNull(),
    ...recordStamps(),
  },
  (t) => [
    // One live receivable per invoice of a supplier on a buyer: a re-import cannot double it.
    uniqueIndex('receivables_invoice_uq')
      .on(t.ent_id, t.buy_id, sql`lower(${t.inv_no})`)
      .where(sql`status <> 'DELETED'`),
    // The AR selection filters one supplier's receivables on one buyer by status and due date
    // (request-transaction/find-ars.ts); the date keeps its range filter and sort in the index.
    index('receivables_ent_idx').on(t.ent_id, t.buy_id, t.status, t.maturity_date),
    index('receivables_buy_idx').on(t.buy_id, t.status),
    index('receivables_maturity_idx').on(t.status, t.maturity_date),
    // Every receivable list's default order, for the funder and per owner.
    ...ownedListOrderIndexes('receivables', t),
    // The funder's ledger (GET /receivables, a million rows) offers these sorts: each reads its
    // page from an index instead of sorting every receivable (platform/lists/explain.int.test.ts).
    // Set once when the invoice is entered; status changes do not touch them.
    ...(['inv_no', 'inv_date', 'invoice_amount', 'ar_amount', 'due_payment', 'maturity_date'] as const).map(
      (c) => index(`receivables_${c}_sort_idx`).on(t[c], t.id),
    ),
    // The invoice-number search is ILIKE '%…%' (a part of the number): only a trigram index serves it.
    index('receivables_inv_no_trgm_idx').using('gin', t.inv_no.op('gin_trgm_ops')),
  ],
);

/**
 * A debt-confirmation letter (spec §4): a supplier asks a buyer to confirm what it owes on some
 * of its open receivables. Owned by the supplier (`ent_id`); the buyer (`buy_id`) reads and
 * answers it. Its life is DEBT_CONFIRMATION_WORKFLOW; the totals are those of its receivables
 * when the letter was made (the letter states them, a later edit of a receivable does not).
 */
export const debtConfirmations = pgTable(
  'debt_confirmations',
  {
    ...ownedRow(),
    buy_id: companyRef('buy_id'),
    letter_no: text('letter_no').notNull(),
    total_ar_amount: money('total_ar_amount').notNull(),
    total_due_payment: money('total_due_payment').notNull(),
    note: text('note'),
    /** The last refusal's or revision request's reason. */
    reason: text('reason'),
    /** The supplier's signed letter (stored file), for a company's signature. */
    signed_file_id: integer('signed_file_id'),
    status: text('status').$type<DebtConfirmationStatus>().notNull(),
    ...recordStamps(),
  },
  (t) => [
    uniqueIndex('debt_confirmations_no_uq').on(t.letter_no),
    index('debt_confirmations_ent_idx').on(t.ent_id, t.status),
    index('debt_confirmations_buy_idx').on(t.buy_id, t.status),
  ],
);

/** The receivables a letter asks the buyer to confirm. */
export const debtConfirmationReceivables = pgTable(
  'debt_confirmation_receivables',
  {
    // Owner columns for row security, copied from the confirmation by a trigger on insert (0072).
    ...ownerCopies('ent_id', 'buy_id'),
    confirmation_id: refTo('confirmation_id', () => debtConfirmations.id, { onDelete: 'cascade' }),
    receivable_id: refTo('receivable_id', () => receivables.id),
  },
  (t) => [
    uniqueIndex('debt_confirmation_receivables_pk').on(t.confirmation_id, t.receivable_id),
    index('debt_confirmation_receivables_ar_idx').on(t.receivable_id),
  ],
);
