import type { TransactionStage } from '@arflow/domain/statuses/transaction';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  actStamps,
  companyRef,
  createdStamps,
  day,
  fileRef,
  moment,
  money,
  ownedListOrderIndexes,
  ownerCopies,
  rate,
  recordStamps,
  refTo,
  serialId,
} from '../../platform/db/columns.ts';
import { receivables } from '../receivables/receivables.tables.ts';

/**
 * A transaction: a supplier's request to sell receivables on one buyer to the funder (spec §3
 * "Funder transaction", §4). Owned by the supplier (`ent_id`); the buyer (`buy_id`) and funder
 * staff read it. Its life is TRANSACTION_WORKFLOW (draft → documents → contracts → signed →
 * officer, senior, manager review → funder confirm → supplier confirm (debt sale) → completed →
 * paid → liquidated). The totals are the sums of its `transaction_receivables` rows, kept here
 * so that lists and limits read one row.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: serialId(),
    /** Human reference shown everywhere (search field trans_code), e.g. GD-20261123-0001. */
    trans_code: text('trans_code').notNull(),
    /** The supplier. */
    ent_id: companyRef('ent_id'),
    /** The buyer. */
    buy_id: companyRef('buy_id'),
    /** The day the supplier asks to be paid (draft transaction's transaction_date). */
    transaction_date: day('transaction_date').notNull(),
    /** Which of the buyer's limits it draws: early payment (structure 1) or standard. */
    limit_kind: text('limit_kind').$type<'STANDARD' | 'EARLY_PAYMENT'>().notNull().default('EARLY_PAYMENT'),
    total_ar_amount: money('total_ar_amount').notNull().default(0),
    /** Payment requested: the sum of the advances (what the limits are drawn by). */
    total_advance: money('total_advance').notNull().default(0),
    total_discount: money('total_discount').notNull().default(0),
    total_platform_fee: money('total_platform_fee').notNull().default(0),
    total_sale_price: money('total_sale_price').notNull().default(0),
    total_residual: money('total_residual').notNull().default(0),
    /**
     * What this transaction holds of the buyer's and the supplier's limits right now (integer
     * VND): set when the limits are drawn, back to 0 when they are released, so that a release
     * gives back exactly what was taken, once (transaction-limits.ts).
     */
    limit_drawn: money('limit_drawn').notNull().default(0),
    /** The buyer's view code (spec §4 buyer view: -1 waiting for confirm, 0 confirmed, 2 rejected). */
    buyer_status: smallint('buyer_status'),
    ...actStamps('buyer_confirmed'),
    /** Whether the funder adjusted the terms at least once (spec §3 is_adjust). */
    is_adjust: boolean('is_adjust').notNull().default(false),
    /** The last refusal's, send-back's or request's reason. */
    reason: text('reason'),
    status: text('status').$type<TransactionStage>().notNull(),
    /** When the supplier signed it and the review began. */
    submitted_at: moment('submitted_at'),
    completed_at: moment('completed_at'),
    ...recordStamps(),
  },
  (t) => [
    uniqueIndex('transactions_code_uq').on(t.trans_code),
    // 'Supplier has unfinished draft transaction' (spec §8): one draft at a time per supplier,
    // which also holds against two concurrent requests.
    uniqueIndex('transactions_one_draft_uq')
      .on(t.ent_id)
      .where(sql`status in ('DRAFT', 'DOCUMENTS_UPLOADED', 'CONTRACTS_CONFIRMED')`),
    index('transactions_ent_idx').on(t.ent_id, t.status),
    index('transactions_buy_idx').on(t.buy_id, t.status),
    index('transactions_status_idx').on(t.status, t.updated_at),
    // The payment lists' count of a stage's transactions with their two parties, from the index
    // alone (early-paid holds most of the book: read from the table it was a sequential scan).
    index('transactions_status_parties_idx').on(t.status, t.buy_id, t.ent_id, t.id),
    // The funder's lists walk the default order and keep the statuses they show.
    ...ownedListOrderIndexes('transactions', t),
    // The funder's transaction lists' other sorts (platform/lists/explain.int.test.ts).
    index('transactions_total_ar_sort_idx').on(t.total_ar_amount, t.id),
    index('transactions_date_sort_idx').on(t.transaction_date, t.id),
    // The money sorts of the payment lists and of every supplier's history (list-trans-his):
    // without them a page by one of these sorts every matching transaction first.
    index('transactions_sale_price_sort_idx').on(t.total_sale_price, t.id),
    index('transactions_advance_sort_idx').on(t.total_advance, t.id),
    index('transactions_limit_drawn_sort_idx').on(t.limit_drawn, t.id),
    // The transaction-code search is ILIKE '%…%': 3.9 s p95 at 50 connections without this (issue 26).
    index('transactions_code_trgm_idx').using('gin', t.trans_code.op('gin_trgm_ops')),
  ],
);

/**
 * The leading columns of a row that belongs to one transaction: the owner columns for row
 * security, copied from the transaction by a trigger on insert (0072), its id, and the
 * transaction. A function declaration, so that the tables importing it may load first.
 */
export function transactionPart() {
  return {
    ...ownerCopies('ent_id', 'buy_id'),
    id: serialId(),
    trans_id: refTo('trans_id', (): AnyPgColumn => transactions.id),
  };
}

/**
 * One receivable in one transaction, priced by the domain engine (earlyPaymentQuote) with the
 * payment ratio and requested date the supplier chose. A receivable is in at most one live
 * transaction: selecting it moves it to REVIEW, which only an open receivable may enter.
 */
export const transactionReceivables = pgTable(
  'transaction_receivables',
  {
    ...transactionPart(),
    ar_id: refTo('ar_id', () => receivables.id),
    /** % of the AR amount advanced (0-100, 2 decimals); the supplier may change it once. */
    payment_ratio: rate('payment_ratio').notNull(),
    payment_ratio_changed: boolean('payment_ratio_changed').notNull().default(false),
    requested_date: day('requested_date').notNull(),
    /** % per year applied. */
    discount_rate: rate('discount_rate').notNull(),
    platform_rate: rate('platform_rate').notNull().default(0),
    days: integer('days').notNull(),
    /**
     * The day `days` runs to: the maturity date, or the next working day when it fell on a day
     * off (docs/finance.md §3). Null on rows priced before it was kept, which counted to the maturity.
     */
    counted_to: day('counted_to'),
    ar_amount: money('ar_amount').notNull(),
    advance: money('advance').notNull(),
    discount: money('discount').notNull(),
    platform_fee: money('platform_fee').notNull(),
    sale_price: money('sale_price').notNull(),
    residual: money('residual').notNull(),
    created_at: moment('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('transaction_receivables_uq').on(t.trans_id, t.ar_id),
    index('transaction_receivables_ar_idx').on(t.ar_id),
  ],
);

/** The spec's document groups of a transaction (§3): CA, contract, invoice, other. */
export const TRANSACTION_DOCUMENT_GROUPS = ['CA', 'CONTRACT', 'INVOICE', 'OTHER'] as const;
export type TransactionDocumentGroup = (typeof TRANSACTION_DOCUMENT_GROUPS)[number];

/**
 * A document of a transaction: uploaded by the supplier (with its signed date, spec §5), asked
 * for by the funder (ADD_DOC), or filed by funder staff (CA files). Soft-deleted.
 */
export const transactionDocuments = pgTable(
  'transaction_documents',
  {
    ...transactionPart(),
    file_id: fileRef('file_id'),
    doc_group: text('doc_group').$type<TransactionDocumentGroup>().notNull(),
    doc_name: text('doc_name').notNull(),
    /** The date the document was signed: required before upload (spec §5). */
    signed_date: day('signed_date'),
    /** The supplier confirmed the upload list (upload-docs/confirm). */
    confirmed: boolean('confirmed').notNull().default(false),
    ...createdStamps(),
    deleted_at: moment('deleted_at'),
  },
  (t) => [index('transaction_documents_trans_idx').on(t.trans_id, t.doc_group)],
);
