import type { AppendixMethod } from '@arflow/domain/api/appendices';
import type { CommissionBasis } from '@arflow/domain/commission';
import type { AppendixStatus, ReferenceAppendixType } from '@arflow/domain/statuses/contract';
import type { CommissionStatus } from '@arflow/domain/statuses/partner';
import { index, integer, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyRef, moment, ownedRow, ownerCopies, refTo, userRef } from '../../platform/db/columns.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { signingDocuments } from '../signing/signing.tables.ts';

/**
 * A referral partner's appendix to its referral contract (spec §3, §4): the terms of the
 * commission it earns on the companies it refers. `status` follows APPENDIX_WORKFLOW,
 * `commission_status` COMMISSION_WORKFLOW.
 */
export const refAppendices = pgTable(
  'ref_appendices',
  {
    // ent_id: the referral partner.
    ...ownedRow(),
    number: text('number').notNull(),
    type: text('type').$type<ReferenceAppendixType>().notNull(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    /** % per year, at most 2 decimals. */
    commission_rate: numeric('commission_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** Spec §9 payment type: 1 by package, 2 monthly, 3 quarterly. */
    payment_type: integer('payment_type').notNull(),
    /** How the commission is read (commission.ts): a yearly rate on the funded amount unless it says otherwise. */
    commission_basis: text('commission_basis')
      .$type<CommissionBasis>()
      .notNull()
      .default('PER_YEAR_ON_FUNDED'),
    status: integer('status').$type<AppendixStatus>().notNull(),
    commission_status: integer('commission_status').$type<CommissionStatus>().notNull(),
    contract_method: text('contract_method').$type<AppendixMethod>(),
    /** The generated PDF and its signatures, in the signing store. */
    document_id: integer('document_id').references(() => signingDocuments.id),
    /** The hard copy signed on paper by both sides, when the appendix went that way. */
    hard_copy_file_id: integer('hard_copy_file_id').references(() => storedFiles.id),
    created_at: moment('created_at').notNull(),
    updated_at: moment('updated_at').notNull(),
    created_by: userRef('created_by'),
    updated_by: userRef('updated_by'),
  },
  (t) => [
    index('ref_appendices_ent_idx').on(t.ent_id),
    uniqueIndex('ref_appendices_number_key').on(t.number),
    uniqueIndex('ref_appendices_code_key').on(t.code),
  ],
);

/** The companies an appendix refers (its "partner count"). */
export const refAppendixPartners = pgTable(
  'ref_appendix_partners',
  {
    // Owner columns for row security, copied from the appendix by a trigger on insert (0072).
    ...ownerCopies('ent_id'),
    appendix_id: refTo('appendix_id', () => refAppendices.id),
    enterprise_id: companyRef('enterprise_id'),
  },
  (t) => [primaryKey({ columns: [t.appendix_id, t.enterprise_id] })],
);
