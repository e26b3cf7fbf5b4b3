import type { ExpertiseContent } from '@arflow/domain/api/funder-transactions';
import type { CheckLevel, ReviewDecision } from '@arflow/domain/statuses/transaction';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyRef, moment, ownerCopies, refTo, updatedStamps, userRef } from '../../platform/db/columns.ts';
import { transactionPart, transactions } from '../transactions/transactions.tables.ts';

/**
 * A check record (spec §3 "Check records at officer, senior and manager level"): one decision
 * taken on a transaction at one level, by whom, with the appraisal it rested on. Written once,
 * never changed: the maker-checker rule reads who approved at the earlier levels from here.
 */
export const transactionChecks = pgTable(
  'transaction_checks',
  {
    ...transactionPart(),
    level: text('level').$type<CheckLevel>().notNull(),
    decision: text('decision').$type<ReviewDecision>().notNull(),
    reason: text('reason'),
    checked_by: userRef('checked_by').notNull(),
    /** The level's appraisal as it stood when the decision was taken. */
    expertise: jsonb('expertise').$type<ExpertiseContent>(),
    created_at: moment('created_at').notNull(),
  },
  (t) => [index('transaction_checks_trans_idx').on(t.trans_id, t.id)],
);

/** The appraisal being written at one level (officer, senior, manager) before its decision. */
export const transactionExpertise = pgTable(
  'transaction_expertise',
  {
    ...transactionPart(),
    level: text('level').$type<CheckLevel>().notNull(),
    content: jsonb('content').$type<ExpertiseContent>().notNull(),
    ...updatedStamps(),
  },
  (t) => [uniqueIndex('transaction_expertise_uq').on(t.trans_id, t.level)],
);

/** The funding partner chosen for a transaction awaiting internal approval (one per transaction). */
export const transactionFundingPartners = pgTable(
  'transaction_funding_partners',
  {
    // Owner columns for row security, copied from the transaction by a trigger on insert (0072).
    ...ownerCopies('ent_id', 'buy_id'),
    trans_id: refTo('trans_id', () => transactions.id).primaryKey(),
    partner_id: companyRef('partner_id'),
    selected_by: userRef('selected_by'),
    selected_at: moment('selected_at').notNull(),
  },
  (t) => [
    // The invest-order list's default order (newest choice first), and a partner's trades (its
    // statistics, its name's order in that list): every funded trade is a row here.
    index('transaction_funding_partners_selected_idx').on(t.selected_at, t.trans_id),
    index('transaction_funding_partners_partner_idx').on(t.partner_id, t.trans_id),
  ],
);
