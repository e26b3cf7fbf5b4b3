import type { CoordinationKind, NoticeKind } from '@arflow/domain/api/coordination';
import type { CommissionBasis } from '@arflow/domain/commission';
import type { CommissionPaymentStatus } from '@arflow/domain/statuses/partner';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  companyRef,
  createdStamps,
  day,
  money,
  ownedRow,
  ownerCopies,
  rate,
  recordStamps,
  refTo,
  serialId,
} from '../../platform/db/columns.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { refAppendices } from '../appendices/appendices.tables.ts';
import { transactions } from '../transactions/transactions.tables.ts';

/**
 * A partner's programme for one kind of coordination (spec §2 program-config): its limit, its
 * yearly rate (the guarantee fee, the referral commission, the funding partner's return) and the
 * payment type. A change is a new version; the newest is ACTIVE, the earlier SUPERSEDED (history).
 */
export const partnerPrograms = pgTable(
  'partner_programs',
  {
    // ent_id: the partner.
    ...ownedRow(),
    kind: text('kind').$type<CoordinationKind>().notNull(),
    version: integer('version').notNull(),
    limit_amount: money('limit_amount').notNull(),
    rate: rate('rate').notNull(),
    payment_type: integer('payment_type').notNull(),
    effective_from: day('effective_from').notNull(),
    status: text('status').$type<'ACTIVE' | 'SUPERSEDED'>().notNull(),
    ...createdStamps(),
  },
  (t) => [uniqueIndex('partner_programs_version_uq').on(t.ent_id, t.kind, t.version)],
);

/**
 * A programme's transaction structure, one row per version (transaction-structure history): the
 * words and the partner's share of each advance; the manual notice the funder uploaded, if any.
 */
export const partnerStructures = pgTable(
  'partner_structures',
  {
    ...ownedRow(),
    program_id: refTo('program_id', () => partnerPrograms.id),
    kind: text('kind').$type<CoordinationKind>().notNull(),
    version: integer('version').notNull(),
    structure: text('structure').notNull(),
    partner_share: rate('partner_share').notNull(),
    file_id: integer('file_id').references(() => storedFiles.id),
    ...createdStamps(),
  },
  (t) => [uniqueIndex('partner_structures_version_uq').on(t.program_id, t.version)],
);

/**
 * A notice between the funder and a partner (spec §4 partner notices, guarantee notice). The
 * transaction's code and the amounts are copied when it is made: the partner may not read the
 * supplier's and buyer's transaction itself (row security), only what the notice tells it.
 */
export const partnerNotices = pgTable(
  'partner_notices',
  {
    ...ownedRow(),
    kind: text('kind').$type<NoticeKind>().notNull(),
    trans_id: integer('trans_id').references(() => transactions.id),
    trans_code: text('trans_code'),
    amount: money('amount').notNull(),
    charge: money('charge').notNull().default(0),
    start_date: day('start_date').notNull(),
    end_date: day('end_date'),
    status: text('status').notNull(),
    reason: text('reason'),
    /** The request a payment notice pays: an applied funding request, a disbursed guarantee. */
    source_id: integer('source_id').references((): AnyPgColumn => partnerNotices.id),
    ...recordStamps(),
  },
  (t) => [
    index('partner_notices_ent_idx').on(t.ent_id, t.kind, t.status),
    index('partner_notices_trans_idx').on(t.trans_id),
    // A request is paid by one notice at a time: a withdrawn or refused one may be sent again.
    uniqueIndex('partner_notices_source_open_uq')
      .on(t.source_id)
      .where(sql`${t.status} in ('CONFIRMING', 'APPLIED')`),
  ],
);

/** The receivables a notice covers, copied with the partner's part of each (evidence, guaranteed ARs). */
export const partnerNoticeArs = pgTable(
  'partner_notice_ars',
  {
    id: serialId(),
    // Owner column for row security, copied from the notice by a trigger on insert (0072).
    ...ownerCopies('ent_id'),
    notice_id: refTo('notice_id', () => partnerNotices.id),
    inv_no: text('inv_no').notNull(),
    ar_amount: money('ar_amount').notNull(),
    amount: money('amount').notNull(),
    due_date: day('due_date').notNull(),
  },
  (t) => [index('partner_notice_ars_notice_idx').on(t.notice_id)],
);

/**
 * A referral partner's commission on one transaction the funder paid early for a company its
 * appendix refers (issue 23 item 7, decision 0097): the appendix's terms copied when computed,
 * the amount priced once (commission.ts), what is paid so far, and COMMISSION_PAYMENT_WORKFLOW's
 * status. One per appendix and transaction.
 */
export const referralCommissions = pgTable(
  'referral_commissions',
  {
    // ent_id: the referral partner.
    ...ownedRow(),
    appendix_id: refTo('appendix_id', () => refAppendices.id),
    referred_id: companyRef('referred_id'),
    trans_id: refTo('trans_id', () => transactions.id),
    trans_code: text('trans_code').notNull(),
    basis: text('basis').$type<CommissionBasis>().notNull(),
    rate: rate('rate').notNull(),
    payment_type: integer('payment_type').notNull(),
    funded_amount: money('funded_amount').notNull(),
    discount: money('discount').notNull(),
    from_date: day('from_date').notNull(),
    to_date: day('to_date').notNull(),
    amount: money('amount').notNull(),
    paid_amount: money('paid_amount').notNull().default(0),
    status: text('status').$type<CommissionPaymentStatus>().notNull(),
    ...recordStamps(),
  },
  (t) => [
    uniqueIndex('referral_commissions_appendix_trans_uq').on(t.appendix_id, t.trans_id),
    index('referral_commissions_ent_idx').on(t.ent_id, t.status),
  ],
);
