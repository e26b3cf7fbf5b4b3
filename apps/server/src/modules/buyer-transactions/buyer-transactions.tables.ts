import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  actStamps,
  companyRef,
  createdStamps,
  fileRef,
  moment,
  money,
  ownerCopies,
  refTo,
  serialId,
} from '../../platform/db/columns.ts';
import { transactions } from '../transactions/transactions.tables.ts';

/**
 * A buyer's funding request (spec §4 "Buyer funding request"): opened when a transaction of a
 * buyer that funds its own suppliers' early payment (programme structure 2, docs/decisions.md
 * "Buyer transactions") reaches WAITING_FUNDER_CONFIRM. One per transaction. Its state is the
 * transaction's `buyer_status` (0 open, 1 approved, 2 rejected, 3 disbursed), moved by the
 * buyer-confirmation workflow, so the row keeps the amount and the moments only.
 */
export const buyerFundingRequests = pgTable(
  'buyer_funding_requests',
  {
    id: serialId(),
    trans_id: refTo('trans_id', () => transactions.id),
    /** The buyer who funds (the owner). */
    ent_id: companyRef('ent_id'),
    /** What the buyer pays out: the transaction's total advance when it was opened. */
    amount: money('amount').notNull(),
    reason: text('reason'),
    opened_at: moment('opened_at').notNull(),
    ...actStamps('decided'),
    ...actStamps('disbursed'),
  },
  (t) => [
    uniqueIndex('buyer_funding_requests_trans_uq').on(t.trans_id),
    index('buyer_funding_requests_ent_idx').on(t.ent_id),
  ],
);

/** Proof of a funding request's disbursement (transfer order, bank slip), filed by the buyer. */
export const buyerFundingDocuments = pgTable(
  'buyer_funding_documents',
  {
    // Owner columns for row security, copied from the request by a trigger on insert (0072).
    ...ownerCopies('ent_id'),
    id: serialId(),
    request_id: refTo('request_id', () => buyerFundingRequests.id),
    file_id: fileRef('file_id'),
    ...createdStamps(),
  },
  (t) => [index('buyer_funding_documents_request_idx').on(t.request_id)],
);
