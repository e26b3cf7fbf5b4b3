import type { EarlyRateVersionState } from '@arflow/domain/api/early-rates';
import type { EarlyInterestRateRequestStatus } from '@arflow/domain/statuses/credit';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  actStamps,
  companyRef,
  moment,
  ownedRow,
  ownerCopies,
  rate,
  refTo,
  serialId,
  userRef,
} from '../../platform/db/columns.ts';

/**
 * A buyer's early-interest-rate programme: one row per buyer living by
 * EARLY_INTEREST_RATE_REQUEST_WORKFLOW (not set → requesting → approved), with the version of
 * the groups in force. Its row lock serialises every change of the buyer's groups.
 */
export const earlyRateProgrammes = pgTable(
  'early_rate_programmes',
  {
    ...ownedRow(),
    status: text('status').$type<EarlyInterestRateRequestStatus>().notNull(),
    approved_request_id: integer('approved_request_id'),
    created_at: moment('created_at').notNull(),
    updated_at: moment('updated_at').notNull(),
    updated_by: userRef('updated_by'),
  },
  (t) => [uniqueIndex('early_rate_programmes_ent_uq').on(t.ent_id)],
);

/** One version of a buyer's groups: the draft, a request, the approved one, or a past one. */
export const earlyRateRequests = pgTable(
  'early_rate_requests',
  {
    ...ownedRow(),
    state: text('state').$type<EarlyRateVersionState>().notNull(),
    ...actStamps('sent'),
    ...actStamps('approved'),
    cancel_reason: text('cancel_reason'),
    /** Counted when sent, so the history shows what was asked for. */
    group_count: integer('group_count').notNull().default(0),
    supplier_count: integer('supplier_count').notNull().default(0),
    created_at: moment('created_at').notNull(),
  },
  (t) => [
    index('early_rate_requests_ent_idx').on(t.ent_id),
    // At most one draft per buyer.
    uniqueIndex('early_rate_requests_draft_uq').on(t.ent_id).where(sql`${t.state} = 'DRAFT'`),
  ],
);

/** A group of a version: name (unique in the version), rate in % per year. */
export const earlyRateGroups = pgTable(
  'early_rate_groups',
  {
    id: serialId(),
    request_id: refTo('request_id', () => earlyRateRequests.id, { onDelete: 'cascade' }),
    ent_id: companyRef('ent_id'),
    name: text('name').notNull(),
    /**
     * The name folded in JS (NFC, Vietnamese lower case): the embedded database runs with the C
     * locale, whose lower() leaves 'Ế' as it is, so uniqueness cannot rest on lower().
     */
    name_key: text('name_key').notNull(),
    rate: rate('rate').notNull(),
  },
  (t) => [uniqueIndex('early_rate_groups_name_uq').on(t.request_id, t.name_key)],
);

/** A supplier in a group; a supplier is in at most one group of a version. */
export const earlyRateGroupSuppliers = pgTable(
  'early_rate_group_suppliers',
  {
    // Owner columns for row security, copied from the group by a trigger on insert (0072).
    ...ownerCopies('ent_id'),
    id: serialId(),
    group_id: refTo('group_id', () => earlyRateGroups.id, { onDelete: 'cascade' }),
    request_id: refTo('request_id', () => earlyRateRequests.id, { onDelete: 'cascade' }),
    sup_id: companyRef('sup_id'),
  },
  (t) => [
    uniqueIndex('early_rate_group_suppliers_uq').on(t.request_id, t.sup_id),
    index('early_rate_group_suppliers_group_idx').on(t.group_id),
  ],
);
