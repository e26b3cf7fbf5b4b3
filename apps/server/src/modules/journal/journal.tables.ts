import type { JournalAccount, JournalKind } from '@arflow/domain/journal';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdStamps, day, money, ownerCopies, refTo, serialId } from '../../platform/db/columns.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { lendings } from '../lending/lending.tables.ts';
import { receivables } from '../receivables/receivables.tables.ts';

/**
 * One journal entry (docs/finance.md §9): a movement of money on a business date. Rows are never
 * updated or deleted (triggers in the migration refuse it); a correction is a new entry that
 * `reverses` the wrong one. `idempotency_key` makes a retried payment call post once.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: serialId(),
    kind: text('kind').$type<JournalKind>().notNull(),
    business_date: day('business_date').notNull(),
    memo: text('memo'),
    receivable_id: integer('receivable_id').references(() => receivables.id),
    /** The supplier and the buyer the movement concerns, for their balances. */
    sup_id: integer('sup_id').references(() => enterprises.id),
    buy_id: integer('buy_id').references(() => enterprises.id),
    /** The partner's loan a lending entry moves (its interest booked so far is summed by it). */
    lending_id: integer('lending_id').references(() => lendings.id),
    reverses: integer('reverses'),
    idempotency_key: text('idempotency_key'),
    ...createdStamps(),
  },
  (t) => [
    uniqueIndex('journal_entries_idempotency_uq').on(t.idempotency_key),
    // An entry is reversed at most once.
    uniqueIndex('journal_entries_reverses_uq').on(t.reverses),
    index('journal_entries_receivable_idx').on(t.receivable_id),
    index('journal_entries_lending_idx').on(t.lending_id),
    index('journal_entries_date_idx').on(t.business_date),
  ],
);

/** The lines of an entry; per entry debits equal credits (a deferred constraint trigger checks it). */
export const journalLines = pgTable(
  'journal_lines',
  {
    // Owner columns for row security, copied from the entry by a trigger on insert (0072).
    ...ownerCopies('sup_id', 'buy_id'),
    id: serialId(),
    entry_id: refTo('entry_id', () => journalEntries.id),
    account: text('account').$type<JournalAccount>().notNull(),
    debit: money('debit').notNull(),
    credit: money('credit').notNull(),
  },
  (t) => [
    index('journal_lines_entry_idx').on(t.entry_id),
    index('journal_lines_account_idx').on(t.account),
    check(
      'journal_lines_one_side',
      sql`(${t.debit} >= 0 and ${t.credit} >= 0 and (${t.debit} = 0) <> (${t.credit} = 0))`,
    ),
  ],
);
