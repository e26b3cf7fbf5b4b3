import type { CustodyDocType } from '@arflow/domain/api/custody';
import type { DocumentReturnTiming, DocumentStatus } from '@arflow/domain/statuses/document';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { day, moment, money, ownedRow, recordStamps, refTo, userRef } from '../../platform/db/columns.ts';
import { transactions } from '../transactions/transactions.tables.ts';

/**
 * Originals the funder keeps for a transaction (spec §3 document and store: type, unit code,
 * holder, return date; §4 status 0-4 and return timing). Their history is the platform's
 * status_history (entity custody_document), written by every transition.
 */
export const custodyDocuments = pgTable(
  'custody_documents',
  {
    // ent_id: the transaction's supplier, copied from it when the document is recorded.
    ...ownedRow(),
    trans_id: refTo('trans_id', () => transactions.id),
    doc_type: text('doc_type').$type<CustodyDocType>().notNull(),
    doc_name: text('doc_name').notNull(),
    /** Where the original sits in the vault (shelf, box). */
    unit_code: text('unit_code').notNull(),
    note: text('note'),
    holder_id: userRef('holder_id'),
    return_date: day('return_date'),
    returned_on: day('returned_on'),
    return_timing: text('return_timing').$type<DocumentReturnTiming>(),
    authority_id: userRef('authority_id'),
    requested_by: userRef('requested_by'),
    requested_at: moment('requested_at'),
    request_note: text('request_note'),
    status: smallint('status').$type<DocumentStatus>().notNull(),
    ...recordStamps(),
  },
  (t) => [
    index('custody_documents_trans_idx').on(t.trans_id),
    index('custody_documents_status_idx').on(t.status),
    index('custody_documents_updated_idx').on(t.updated_at),
    index('custody_documents_holder_idx').on(t.holder_id),
    check('custody_documents_status_ck', sql`${t.status} between 0 and 4`),
  ],
);

/**
 * The thresholds of spec §9 (scan check, original check, collateral registration, price list),
 * integer VND: one row, id 1, edited by the internal-settings roles.
 */
export const custodyThresholds = pgTable(
  'custody_thresholds',
  {
    id: smallint('id').primaryKey().default(1),
    scan_check: money('scan_check').notNull(),
    original_check: money('original_check').notNull(),
    collateral_registration: money('collateral_registration').notNull(),
    price_list: money('price_list').notNull(),
    updated_by: userRef('updated_by'),
    updated_at: moment('updated_at'),
  },
  (t) => [check('custody_thresholds_one_row_ck', sql`${t.id} = 1`)],
);
