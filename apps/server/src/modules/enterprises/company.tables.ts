import type { BankSide, BuyerNoticeType, ClientNoteKind, EkycStatus } from '@arflow/domain/statuses/company';
import type { LegalDocType, LegalRecordStatus } from '@arflow/domain/statuses/legal-record';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  companyRef,
  createdStampsDefaultNow,
  day,
  fileRef,
  money,
  ownedRow,
  recordStampsDefaultNow,
  updatedStampsDefaultNow,
} from '../../platform/db/columns.ts';

/** A supplier's own fields (corporate and individual suppliers); keyed by the company's id. */
export const suppliers = pgTable('suppliers', {
  id: companyRef('id').primaryKey(),
  /** Province code ('01'..) of packages/domain/src/provinces.ts. */
  locality: text('locality'),
  /** Legal form (packages/domain/src/ent-types.ts); 6 and 7 take the individual flow. */
  ent_type: smallint('ent_type'),
  position: text('position'),
  /** Integer VND. */
  total_limit: money('total_limit'),
  /** The highest total limit allowed (spec §5 "total limit within allowed range"); null: none. */
  max_total_limit: money('max_total_limit'),
});

/**
 * A person's fields (individual supplier, person partner, DOITAC_NCC) and its eKYC status, which
 * lives by EKYC_WORKFLOW (hence status and updated_* for applyTransition).
 */
export const individuals = pgTable(
  'individuals',
  {
    id: companyRef('id').primaryKey(),
    id_card_number: text('id_card_number').notNull(),
    id_card_issue_date: day('id_card_issue_date'),
    id_card_issue_place: text('id_card_issue_place'),
    date_of_birth: day('date_of_birth'),
    status: text('ekyc_status').$type<EkycStatus>().notNull().default('PENDING'),
    ...updatedStampsDefaultNow(),
  },
  (t) => [uniqueIndex('individuals_id_card_uq').on(t.id_card_number)],
);

/** Bank accounts of a company (spec §3 bank info, system side and counterparty side). */
export const enterpriseBanks = pgTable(
  'enterprise_banks',
  {
    ...ownedRow(),
    side: text('side').$type<BankSide>().notNull().default('COUNTERPARTY'),
    bank_name: text('bank_name').notNull(),
    bank_branch: text('bank_branch'),
    bank_account_number: text('bank_account_number').notNull(),
    bank_holder_name: text('bank_holder_name').notNull(),
    designated: boolean('designated').notNull().default(false),
    ...recordStampsDefaultNow(),
  },
  (t) => [
    // Spec §5 "bank account" unique: one account number per bank (names compared trimmed, any case).
    uniqueIndex('enterprise_banks_account_uq').on(sql`lower(btrim(${t.bank_name}))`, t.bank_account_number),
    // One designated account per company.
    uniqueIndex('enterprise_banks_designated_uq').on(t.ent_id).where(sql`${t.designated}`),
    index('enterprise_banks_ent_idx').on(t.ent_id),
  ],
);

/** Reports and notes a relationship manager keeps on a client (buyer, partner). */
export const enterpriseNotes = pgTable(
  'enterprise_notes',
  {
    ...ownedRow(),
    kind: text('kind').$type<ClientNoteKind>().notNull(),
    title: text('title'),
    content: text('content').notNull(),
    report_date: day('report_date'),
    ...createdStampsDefaultNow(),
  },
  (t) => [index('enterprise_notes_ent_idx').on(t.ent_id, t.kind)],
);

/** On which weekdays a buyer is sent one kind of notice (spec §9 frequency per week). */
export const buyerFrequencies = pgTable(
  'buyer_frequencies',
  {
    ...ownedRow(),
    type: text('type').$type<BuyerNoticeType>().notNull(),
    /** ISO weekdays, 1 = Monday … 7 = Sunday. */
    weekdays: smallint('weekdays').array().notNull(),
  },
  (t) => [uniqueIndex('buyer_frequencies_type_uq').on(t.ent_id, t.type)],
);

/**
 * A company's legal record (registration certificate, charter, ID card copies…), one stored file
 * each (platform file store, owned by the company). Its status lives by LEGAL_RECORD_WORKFLOW
 * (uploaded, approved or rejected by credit staff, soft-deleted); the pipeline's "submit for
 * appraisal" step takes these records' ids as documents.
 */
export const enterpriseLegalRecords = pgTable(
  'enterprise_legal_records',
  {
    ...ownedRow(),
    doc_type: text('doc_type').$type<LegalDocType>().notNull(),
    file_id: fileRef('file_id'),
    status: text('status').$type<LegalRecordStatus>().notNull().default('PENDING'),
    /** The reason of the last rejection. */
    reason: text('reason'),
    ...createdStampsDefaultNow(),
    ...updatedStampsDefaultNow(),
  },
  (t) => [index('enterprise_legal_records_ent_idx').on(t.ent_id, t.status)],
);
