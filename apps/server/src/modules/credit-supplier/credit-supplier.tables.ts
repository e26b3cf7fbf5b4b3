import type { SupplierCreditStatus } from '@arflow/domain/statuses/supplier-credit';
import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  companyRef,
  createdStamps,
  day,
  fileRef,
  money,
  ownedRow,
  ownerCopies,
  rate,
  recordStamps,
  refTo,
  serialId,
  updatedStamps,
  userRef,
} from '../../platform/db/columns.ts';
import { enterpriseLegalRecords } from '../enterprises/company.tables.ts';

/**
 * A supplier's credit with one buyer (spec §3 credit info): the application and, once decided,
 * the approved terms. Owned by the supplier (`ent_id`); each application is a row of its own, so
 * a revision leaves the credit in force untouched until it is confirmed (SUPPLIER_CREDIT_WORKFLOW).
 */
export const supplierCredits = pgTable(
  'supplier_credits',
  {
    ...ownedRow(),
    buy_id: companyRef('buy_id'),
    /** Integer VND. */
    applied_total_limit: money('applied_total_limit').notNull(),
    /** % per year, at most 2 decimals. */
    applied_discount_rate: rate('applied_discount_rate').notNull(),
    total_limit: money('total_limit'),
    discount_rate: rate('discount_rate'),
    /** % of an AR's value paid early at most. */
    max_payment_ratio: rate('max_payment_ratio'),
    /** What transactions with this buyer have drawn on the limit (integer VND). */
    used_limit: money('used_limit').notNull().default(0),
    status: text('status').$type<SupplierCreditStatus>().notNull(),
    /** The last refusal's reason (funder rejection, supplier decline, blacklisting). */
    reason: text('reason'),
    /** What the funder asked for in the last request for documents. */
    add_doc_request: text('add_doc_request'),
    assignee_id: userRef('assignee_id'),
    /** The day the complete file reached the funder: the 5-working-day clock starts here. */
    received_on: day('received_on').notNull(),
    ...recordStamps(),
  },
  (t) => [
    index('supplier_credits_ent_idx').on(t.ent_id, t.buy_id),
    index('supplier_credits_status_idx').on(t.status, t.received_on),
    // One application in progress per supplier and buyer: two concurrent applications cannot both land.
    uniqueIndex('supplier_credits_open_uq')
      .on(t.ent_id, t.buy_id)
      .where(sql`status in ('ASSESSING', 'ADD_DOC', 'OFFERED')`),
  ],
);

/** The supplier's legal records handed in with an application or a request for documents. */
export const supplierCreditDocuments = pgTable(
  'supplier_credit_documents',
  {
    // Owner columns for row security, copied from the credit by a trigger on insert (0072).
    ...ownerCopies('ent_id', 'buy_id'),
    id: serialId(),
    credit_id: refTo('credit_id', () => supplierCredits.id),
    record_id: refTo('record_id', () => enterpriseLegalRecords.id),
    kind: text('kind').$type<'APPLICATION' | 'ADD_DOC'>().notNull(),
    ...createdStamps(),
  },
  (t) => [uniqueIndex('supplier_credit_documents_uq').on(t.credit_id, t.record_id)],
);

/** A supplier's financial statement of one year (spec §9: the last 4 years); a new upload replaces it. */
export const supplierFinancials = pgTable(
  'supplier_financials',
  {
    ...ownedRow(),
    year: smallint('year').notNull(),
    file_id: fileRef('file_id'),
    ...updatedStamps(),
  },
  (t) => [uniqueIndex('supplier_financials_year_uq').on(t.ent_id, t.year)],
);
