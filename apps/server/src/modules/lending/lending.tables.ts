import type { LendingExtension } from '@arflow/domain/api/lending';
import type { PaymentTypeCode, TermUnitCode } from '@arflow/domain/constants';
import type { LendingStatus } from '@arflow/domain/statuses/lending';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import {
  companyRef,
  createdStamps,
  day,
  fileRef,
  money,
  ownedRow,
  rate,
  recordStamps,
  refTo,
} from '../../platform/db/columns.ts';

/**
 * A lending partner's loan to the platform company (spec §3 "Loan"), its life LENDING_WORKFLOW.
 * `ent_id` is the lending partner: it sees its own loans, the funder every loan (row security).
 * The maturity follows the latest signed extension; the terms asked for stay in the history.
 */
export const lendings = pgTable(
  'lendings',
  {
    ...ownedRow(),
    amount: money('amount').notNull(),
    /** % per year of the current term (an extension may change it). */
    rate_per_year: rate('rate_per_year').notNull(),
    term: integer('term').notNull(),
    term_unit: integer('term_unit').$type<TermUnitCode>().notNull(),
    disbursement_date: day('disbursement_date').notNull(),
    maturity_date: day('maturity_date').notNull(),
    payment_type: integer('payment_type').$type<PaymentTypeCode>().notNull(),
    /** The schedule's interest (the sum of its periods, each rounded once). */
    interest: money('interest').notNull(),
    note: text('note'),
    status: integer('status').$type<LendingStatus>().notNull(),
    ...recordStamps(),
  },
  (t) => [
    index('lendings_ent_idx').on(t.ent_id),
    index('lendings_status_idx').on(t.status),
    index('lendings_maturity_idx').on(t.maturity_date),
    index('lendings_updated_idx').on(t.updated_at),
  ],
);

/**
 * The loan's schedule (lending.ts `loanSchedule`, `extendLoan`): one row per period, written
 * whole when the loan is asked for and again when an extension is signed.
 */
export const lendingPeriods = pgTable(
  'lending_periods',
  {
    ent_id: companyRef('ent_id'),
    lending_id: refTo('lending_id', () => lendings.id),
    index: integer('index').notNull(),
    start: day('start').notNull(),
    end: day('end').notNull(),
    days: integer('days').notNull(),
    pay_date: day('pay_date').notNull(),
    rate_per_year: rate('rate_per_year').notNull(),
    opening: money('opening').notNull(),
    interest: money('interest').notNull(),
    principal: money('principal').notNull(),
    payment: money('payment').notNull(),
    closing: money('closing').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lending_id, t.index] }), index('lending_periods_ent_idx').on(t.ent_id)],
);

/** Each extension asked for: its new terms and whether the partner signed or refused it. */
export const lendingExtensions = pgTable(
  'lending_extensions',
  {
    ...ownedRow(),
    lending_id: refTo('lending_id', () => lendings.id),
    previous_maturity_date: day('previous_maturity_date').notNull(),
    new_maturity_date: day('new_maturity_date').notNull(),
    rate_per_year: rate('rate_per_year').notNull(),
    payment_type: integer('payment_type').$type<PaymentTypeCode>().notNull(),
    state: text('state').$type<LendingExtension['state']>().notNull(),
    ...createdStamps(),
  },
  (t) => [
    index('lending_extensions_lending_idx').on(t.lending_id),
    index('lending_extensions_ent_idx').on(t.ent_id),
  ],
);

/** The transfer slips of a loan: the disbursement's (either side) and the settlement's (the funder). */
export const lendingSlips = pgTable(
  'lending_slips',
  {
    ...ownedRow(),
    lending_id: refTo('lending_id', () => lendings.id),
    kind: text('kind').$type<'DISBURSEMENT' | 'SETTLEMENT'>().notNull(),
    file_id: fileRef('file_id'),
    ...createdStamps(),
  },
  (t) => [
    index('lending_slips_lending_idx').on(t.lending_id),
    index('lending_slips_ent_idx').on(t.ent_id),
    index('lending_slips_file_id_idx').on(t.file_id),
  ],
);
