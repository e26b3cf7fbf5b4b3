import type { BuyerMaturityStatus } from '@arflow/domain/statuses/buyer-maturity';
import type { BuyerCreditSetupStatus } from '@arflow/domain/statuses/credit';
import {
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  actStamps,
  companyRef,
  day,
  fileRef,
  moment,
  money,
  ownedRow,
  ownerCopies,
  recordStamps,
  refTo,
  serialId,
  updatedStamps,
  userRef,
} from '../../platform/db/columns.ts';

const rate = (name: string) => numeric(name, { precision: 7, scale: 2, mode: 'number' }).notNull();

/**
 * One version of a buyer's credit programme (spec §3 "Buyer credit setup"). A revision is a new
 * row; the latest ACTIVATED version is the one in force. `created_by` is the proposing officer:
 * the maker-checker rule compares it with the approver. Used amounts follow the buyer, so
 * activating a version carries them over from the one it replaces.
 */
export const buyerCreditSetups = pgTable(
  'buyer_credit_setups',
  {
    // ent_id: the buyer (a buyer's users read their own).
    ...ownedRow(),
    version: integer('version').notNull(),
    credit_limit: money('credit_limit').notNull(),
    credit_rate: rate('credit_rate'),
    funding_limit: money('funding_limit').notNull(),
    guarantee_limit: money('guarantee_limit').notNull(),
    platform_rate: rate('platform_rate'),
    interest_rate: rate('interest_rate'),
    expiry_date: day('expiry_date').notNull(),
    transaction_structure: smallint('transaction_structure').notNull(),
    bank_loan_interest: rate('bank_loan_interest'),
    guarantee_fee: rate('guarantee_fee'),
    standard_limit: money('standard_limit').notNull(),
    early_payment_limit: money('early_payment_limit').notNull(),
    max_funding_ratio: rate('max_funding_ratio'),
    validity_months: integer('validity_months').notNull(),
    ar_term_min: integer('ar_term_min'),
    ar_term_max: integer('ar_term_max'),
    ar_value_min: money('ar_value_min'),
    ar_value_max: money('ar_value_max'),
    supplier_lifetime_months: integer('supplier_lifetime_months'),
    trading_frequency_min: integer('trading_frequency_min'),
    trading_volume_min: money('trading_volume_min'),
    supplier_limit_min: money('supplier_limit_min'),
    supplier_limit_max: money('supplier_limit_max'),
    standard_used: money('standard_used').notNull().default(0),
    early_payment_used: money('early_payment_used').notNull().default(0),
    status: text('status').$type<BuyerCreditSetupStatus>().notNull(),
    ...actStamps('structure_confirmed'),
    activated_at: moment('activated_at'),
    ...recordStamps(),
  },
  (t) => [
    uniqueIndex('buyer_credit_setups_version_uq').on(t.ent_id, t.version),
    index('buyer_credit_setups_status_idx').on(t.status),
  ],
);

/** The credit officer in charge of a buyer's credit (POST /credit-buyer/assign). */
export const buyerCreditAssignments = pgTable('buyer_credit_assignments', {
  ent_id: companyRef('ent_id').primaryKey(),
  user_id: userRef('user_id').notNull(),
  ...updatedStamps(),
});

/** Documents attached to a setup version (POST /credit-buyer/upload). */
export const buyerCreditFiles = pgTable(
  'buyer_credit_files',
  {
    // Owner columns for row security, copied from the setup by a trigger on insert (0072).
    ...ownerCopies('ent_id'),
    setup_id: refTo('setup_id', () => buyerCreditSetups.id),
    file_id: fileRef('file_id'),
  },
  (t) => [primaryKey({ columns: [t.setup_id, t.file_id] })],
);

/** A buyer's debt terms (spec §9): one row per buyer, each change in its history. */
export const buyerDebtSettings = pgTable('buyer_debt_settings', {
  id: serialId(),
  ent_id: companyRef('ent_id').unique(),
  grace_days: integer('grace_days').notNull(),
  bad_debt_days: integer('bad_debt_days').notNull(),
  late_payment_rate: rate('late_payment_rate'),
  overdue_type1_rate: numeric('overdue_type1_rate', { precision: 7, scale: 3, mode: 'number' }).notNull(),
  overdue_type2_rate: numeric('overdue_type2_rate', { precision: 7, scale: 3, mode: 'number' }).notNull(),
  ...recordStamps(),
});

/** One version of a buyer's maturity terms (BUYER_MATURITY_WORKFLOW). */
export const buyerMaturities = pgTable(
  'buyer_maturities',
  {
    ...ownedRow(),
    version: integer('version').notNull(),
    term_unit: smallint('term_unit').notNull(),
    payment_term: integer('payment_term').notNull(),
    max_extension: integer('max_extension').notNull(),
    note: text('note'),
    status: text('status').$type<BuyerMaturityStatus>().notNull(),
    requested_by: userRef('requested_by'),
    ...recordStamps(),
  },
  (t) => [uniqueIndex('buyer_maturities_version_uq').on(t.ent_id, t.version)],
);

/** The suppliers' rates on a buyer, per maturity version (they live and are confirmed with it). */
export const buyerSupplierRates = pgTable(
  'buyer_supplier_rates',
  {
    // Owner columns for row security, copied from the maturity by a trigger on insert (0072).
    ...ownerCopies('ent_id'),
    maturity_id: refTo('maturity_id', () => buyerMaturities.id),
    sup_id: companyRef('sup_id'),
    discount_rate: rate('discount_rate'),
    max_payment_ratio: rate('max_payment_ratio'),
  },
  (t) => [primaryKey({ columns: [t.maturity_id, t.sup_id] })],
);
