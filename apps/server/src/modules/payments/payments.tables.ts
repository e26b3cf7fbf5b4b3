import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdStamps, day, fileRef, money, refTo } from '../../platform/db/columns.ts';
import { enterpriseBanks } from '../enterprises/company.tables.ts';
import { journalEntries } from '../journal/journal.tables.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { transactionPart } from '../transactions/transactions.tables.ts';

/**
 * The funder's early payment of a transaction (spec §7 first payment): one per transaction, with
 * the payment slip and the funder's account it was paid from (SelectBank). The money itself is
 * the journal's disbursement entries, one per receivable.
 */
export const firstPayments = pgTable(
  'first_payments',
  {
    ...transactionPart(),
    payment_date: day('payment_date').notNull(),
    file_id: fileRef('file_id'),
    bank_id: integer('bank_id').references(() => enterpriseBanks.id),
    ...createdStamps(),
  },
  (t) => [uniqueIndex('first_payments_trans_uq').on(t.trans_id)],
);

/**
 * A buyer's payment on a receivable as the accountant recorded it (spec §7 settlement payment),
 * with how the settlement engine applied it and the journal entries it posted. One per day per
 * receivable (spec §5 "an existing payment date rejected").
 */
export const settlementPayments = pgTable(
  'settlement_payments',
  {
    ...transactionPart(),
    ar_id: refTo('ar_id', () => receivables.id),
    payment_date: day('payment_date').notNull(),
    amount: money('amount').notNull(),
    remaining_principal: money('remaining_principal').notNull(),
    interest_paid: money('interest_paid').notNull(),
    to_funder: money('to_funder').notNull(),
    to_supplier: money('to_supplier').notNull(),
    to_penal: money('to_penal').notNull(),
    excess: money('excess').notNull(),
    file_id: fileRef('file_id'),
    collection_entry_id: integer('collection_entry_id').references(() => journalEntries.id),
    residual_entry_id: integer('residual_entry_id').references(() => journalEntries.id),
    ...createdStamps(),
  },
  (t) => [
    uniqueIndex('settlement_payments_date_uq').on(t.ar_id, t.payment_date),
    index('settlement_payments_trans_idx').on(t.trans_id),
  ],
);

/**
 * Payment calls by Idempotency-Key: the first call's answer, replayed to every later call with
 * the same key (a retry, a double click, ten tabs), so that money moves once. `request` names
 * the call and its input: the same key on another request is refused.
 */
export const paymentRequests = pgTable('payment_requests', {
  key: text('key').primaryKey(),
  request: text('request').notNull(),
  response: jsonb('response'),
  ...createdStamps(),
});
