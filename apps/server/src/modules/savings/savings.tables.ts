import type {
  SavingsMemberKind,
  SavingsMovementKind,
  SavingsPackKind,
  SavingsPackStatus,
  SavingsPlacementStatus,
  SavingsSourceKind,
  SavingsTransferStatus,
} from '@arflow/domain/statuses/savings';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdStamps, day, money, rate, recordStamps, refTo, serialId } from '../../platform/db/columns.ts';
import { journalEntries } from '../journal/journal.tables.ts';

/**
 * Savings packs (decision 0107). The funder's own book: no company owns these rows (row security
 * 'funder'); columns are named as the API's fields.
 */

/** A membership class: reached at `min_holding` of total holding, adding `bonus_rate` to a pack's rate. */
export const savingsClasses = pgTable(
  'savings_classes',
  {
    id: serialId(),
    name: text('name').notNull(),
    min_holding: money('min_holding').notNull(),
    bonus_rate: rate('bonus_rate').notNull(),
    ...recordStamps(),
  },
  (t) => [uniqueIndex('savings_classes_name_uq').on(sql`lower(${t.name})`)],
);

/** A savings member; `class_id` and `total_holding` follow its placements (never the form). */
export const savingsMembers = pgTable(
  'savings_members',
  {
    id: serialId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<SavingsMemberKind>().notNull(),
    id_no: text('id_no'),
    phone: text('phone').notNull(),
    introducer: text('introducer'),
    active: boolean('active').notNull(),
    class_id: integer('class_id').references(() => savingsClasses.id),
    total_holding: money('total_holding').notNull().default(0),
    ...recordStamps(),
  },
  (t) => [
    uniqueIndex('savings_members_code_uq').on(sql`lower(${t.code})`),
    index('savings_members_class_idx').on(t.class_id),
    check('savings_members_holding_ck', sql`${t.total_holding} >= 0`),
  ],
);

/** A pack: term or non-term, limited by `cap` or unlimited with a commission; `placed` its active principal. */
export const savingsPacks = pgTable(
  'savings_packs',
  {
    id: serialId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<SavingsPackKind>().notNull(),
    term_months: integer('term_months'),
    rate: rate('rate').notNull(),
    early_rate: rate('early_rate'),
    cap: money('cap'),
    commission_rate: rate('commission_rate').notNull().default(0),
    description: text('description'),
    placed: money('placed').notNull().default(0),
    status: text('status').$type<SavingsPackStatus>().notNull(),
    ...recordStamps(),
  },
  (t) => [
    uniqueIndex('savings_packs_code_uq').on(sql`lower(${t.code})`),
    index('savings_packs_kind_idx').on(t.kind, t.status),
    check('savings_packs_term_ck', sql`(${t.kind} = 'TERM') = (${t.term_months} is not null)`),
    // The cap is the last word under concurrency: the row lock orders placements, this refuses any that slipped by.
    check('savings_packs_cap_ck', sql`${t.cap} is null or ${t.placed} <= ${t.cap}`),
    check('savings_packs_placed_ck', sql`${t.placed} >= 0`),
  ],
);

/** A member's money in a pack, with the terms it was placed on (frozen). */
export const savingsPlacements = pgTable(
  'savings_placements',
  {
    id: serialId(),
    pack_id: refTo('pack_id', () => savingsPacks.id),
    member_id: refTo('member_id', () => savingsMembers.id),
    amount: money('amount').notNull(),
    rate: rate('rate').notNull(),
    early_rate: rate('early_rate'),
    commission_rate: rate('commission_rate').notNull(),
    start_date: day('start_date').notNull(),
    maturity_date: day('maturity_date'),
    closed_on: day('closed_on'),
    interest: money('interest').notNull().default(0),
    commission: money('commission').notNull().default(0),
    status: text('status').$type<SavingsPlacementStatus>().notNull(),
    ...recordStamps(),
  },
  (t) => [
    index('savings_placements_pack_idx').on(t.pack_id, t.status),
    index('savings_placements_member_idx').on(t.member_id, t.status),
    check('savings_placements_amount_ck', sql`${t.amount} > 0`),
  ],
);

/** Every movement of a placement's money, append-only, with the journal entry that booked it. */
export const savingsMovements = pgTable(
  'savings_movements',
  {
    id: serialId(),
    placement_id: refTo('placement_id', () => savingsPlacements.id),
    pack_id: refTo('pack_id', () => savingsPacks.id),
    member_id: refTo('member_id', () => savingsMembers.id),
    kind: text('kind').$type<SavingsMovementKind>().notNull(),
    amount: money('amount').notNull(),
    business_date: day('business_date').notNull(),
    journal_entry_id: integer('journal_entry_id').references(() => journalEntries.id),
    note: text('note'),
    ...createdStamps(),
  },
  (t) => [
    index('savings_movements_placement_idx').on(t.placement_id),
    index('savings_movements_date_idx').on(t.business_date),
    uniqueIndex('savings_movements_once_uq').on(t.placement_id, t.kind),
    check('savings_movements_amount_ck', sql`${t.amount} > 0`),
  ],
);

/** A member's class change (MemberHistory): written when a movement carries its holding across a class. */
export const savingsMemberHistory = pgTable(
  'savings_member_history',
  {
    id: serialId(),
    member_id: refTo('member_id', () => savingsMembers.id),
    from_class_id: integer('from_class_id').references(() => savingsClasses.id),
    to_class_id: integer('to_class_id').references(() => savingsClasses.id),
    total_holding: money('total_holding').notNull(),
    ...createdStamps(),
  },
  (t) => [index('savings_member_history_member_idx').on(t.member_id, t.created_at)],
);

/**
 * A savings source (decision 0117): where savings money is held outside the packs (the funder's
 * own capital, a bank account, a partner's funding line). Its balance is never stored: the
 * opening balance plus its confirmed transfers in, less those out (savings/transfers.query.ts).
 */
export const savingsSources = pgTable(
  'savings_sources',
  {
    id: serialId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<SavingsSourceKind>().notNull(),
    account_no: text('account_no'),
    opening_balance: money('opening_balance').notNull(),
    /** The entry that set the opening balance aside (none for 0). */
    journal_entry_id: integer('journal_entry_id').references(() => journalEntries.id),
    ...recordStamps(),
  },
  (t) => [
    uniqueIndex('savings_sources_code_uq').on(sql`lower(${t.code})`),
    check('savings_sources_opening_ck', sql`${t.opening_balance} >= 0`),
  ],
);

/**
 * Money moved from a source or a pack to another (SourceTranfer): one side of each pair is set.
 * Drafted without moving money; confirmed, it is one journal entry (SAVINGS_TRANSFER_WORKFLOW).
 */
export const savingsTransfers = pgTable(
  'savings_transfers',
  {
    id: serialId(),
    from_source_id: integer('from_source_id').references(() => savingsSources.id),
    from_pack_id: integer('from_pack_id').references(() => savingsPacks.id),
    to_source_id: integer('to_source_id').references(() => savingsSources.id),
    to_pack_id: integer('to_pack_id').references(() => savingsPacks.id),
    amount: money('amount').notNull(),
    note: text('note'),
    status: text('status').$type<SavingsTransferStatus>().notNull(),
    created_on: day('created_on').notNull(),
    confirmed_on: day('confirmed_on'),
    journal_entry_id: integer('journal_entry_id').references(() => journalEntries.id),
    ...recordStamps(),
  },
  (t) => [
    // A side's balance sums its confirmed transfers, in and out.
    index('savings_transfers_from_source_idx').on(t.from_source_id, t.status),
    index('savings_transfers_to_source_idx').on(t.to_source_id, t.status),
    index('savings_transfers_from_pack_idx').on(t.from_pack_id, t.status),
    index('savings_transfers_to_pack_idx').on(t.to_pack_id, t.status),
    check('savings_transfers_amount_ck', sql`${t.amount} > 0`),
    check('savings_transfers_from_ck', sql`(${t.from_source_id} is null) <> (${t.from_pack_id} is null)`),
    check('savings_transfers_to_ck', sql`(${t.to_source_id} is null) <> (${t.to_pack_id} is null)`),
    check(
      'savings_transfers_sides_ck',
      sql`${t.from_source_id} is distinct from ${t.to_source_id} or ${t.from_source_id} is null`,
    ),
    check(
      'savings_transfers_packs_ck',
      sql`${t.from_pack_id} is distinct from ${t.to_pack_id} or ${t.from_pack_id} is null`,
    ),
  ],
);
