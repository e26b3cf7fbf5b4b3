import { z } from 'zod';
import { PAYMENT_TYPES, TERM_UNITS } from '../constants.ts';
import { LENDING_STATUS_LABELS, LENDING_STATUSES } from '../statuses/lending.ts';
import { isoDate, msg, optionalText, rate, recordIdParam, vnd } from '../validation.ts';
import { LENDING_ACTIONS } from '../workflows/lending.ts';
import { historyEntry } from './history.ts';
import { listColumns, pagedBody, pagedResponse, sortColumnsOf } from './paging.ts';

/**
 * A lending partner's loan to the platform company (spec §3 "Loan: amount, rate per year, term,
 * disbursement and maturity dates, payment slip"; §7 Partner lending and Partner payment lending).
 * Its money is lending.ts's (docs/finance.md §11); its life LENDING_WORKFLOW.
 */
const paymentType = z.union(
  [z.literal(PAYMENT_TYPES.PACKAGE), z.literal(PAYMENT_TYPES.MONTHLY), z.literal(PAYMENT_TYPES.QUARTERLY)],
  { error: msg('invalid') },
);
const termUnit = z.union([z.literal(TERM_UNITS.MONTH), z.literal(TERM_UNITS.DAY)], { error: msg('invalid') });

/** A loan asked for: the maturity must be the disbursement date plus the term (checked on the server). */
export const lendingForm = z.strictObject({
  amount: vnd().min(1, { error: msg('min_one') }),
  rate_per_year: rate(),
  term: z
    .number({ error: msg('integer') })
    .int({ error: msg('integer') })
    .min(1, { error: msg('min_one') })
    .max(3650, { error: msg('max_value', { max: 3650 }) }),
  term_unit: termUnit,
  disbursement_date: isoDate(),
  maturity_date: isoDate(),
  payment_type: paymentType,
  note: optionalText(1000),
});
export type LendingForm = z.infer<typeof lendingForm>;

export const lendingItem = z.object({
  id: z.number().int(),
  /** The lending partner. */
  ent_id: z.number().int(),
  ent_name: z.string(),
  amount: z.number().int(),
  rate_per_year: z.number(),
  term: z.number().int(),
  term_unit: z.number().int(),
  disbursement_date: z.string(),
  maturity_date: z.string(),
  payment_type: z.number().int(),
  /** The schedule's interest, in VND (every period rounded once). */
  interest: z.number().int(),
  note: z.string().nullable(),
  status: z.literal([...LENDING_STATUSES]),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LendingItem = z.infer<typeof lendingItem>;

export const lendingPeriod = z.object({
  index: z.number().int(),
  start: z.string(),
  end: z.string(),
  days: z.number().int(),
  pay_date: z.string(),
  rate_per_year: z.number(),
  opening: z.number().int(),
  interest: z.number().int(),
  principal: z.number().int(),
  payment: z.number().int(),
  closing: z.number().int(),
});
export type LendingPeriod = z.infer<typeof lendingPeriod>;

export const lendingExtension = z.object({
  id: z.number().int(),
  previous_maturity_date: z.string(),
  new_maturity_date: z.string(),
  rate_per_year: z.number(),
  payment_type: z.number().int(),
  /** Requested (66), then signed (8) or refused (back to 6). */
  state: z.enum(['REQUESTED', 'CONFIRMED', 'REJECTED']),
  created_at: z.string(),
});
export type LendingExtension = z.infer<typeof lendingExtension>;

export const LENDING_SLIP_KINDS = ['DISBURSEMENT', 'SETTLEMENT'] as const;
export const lendingSlip = z.object({
  id: z.number().int(),
  kind: z.enum(LENDING_SLIP_KINDS),
  file_id: z.number().int(),
  file_name: z.string(),
  created_at: z.string(),
});

/** The columns of every lending list, once: the screens draw them and the exports write them. */
export const LENDING_COLUMNS = listColumns<LendingItem>()([
  { key: 'id', label: 'lending.fields.id', sort: true },
  { key: 'ent_name', label: 'lending.fields.ent_name', sort: true },
  { key: 'amount', label: 'lending.fields.amount', kind: 'money', sort: true },
  { key: 'rate_per_year', label: 'lending.fields.rate_per_year', kind: 'rate', sort: true },
  { key: 'disbursement_date', label: 'lending.fields.disbursement_date', kind: 'date', sort: true },
  { key: 'maturity_date', label: 'lending.fields.maturity_date', kind: 'date', sort: true },
  { key: 'interest', label: 'lending.fields.interest', kind: 'money', sort: true },
  { key: 'status', label: 'lending.fields.status', sort: true, statuses: LENDING_STATUS_LABELS },
  { key: 'updated_at', label: 'lending.fields.updated_at', kind: 'dateTime', sort: true },
]);

const statusFilter = z.literal([...LENDING_STATUSES], { error: msg('invalid') });

export const lendingListBody = pagedBody(
  {
    keyword: z.string().trim().max(120).optional(),
    status: statusFilter.optional(),
    maturity_from: isoDate().optional(),
    maturity_to: isoDate().optional(),
    /** Only loans whose money went out (disbursed, extended, settled): the transaction history. */
    disbursed: z.boolean({ error: msg('invalid') }).optional(),
    /** Only loans with an extension asked for (any state): the funder's extension view. */
    extended: z.boolean({ error: msg('invalid') }).optional(),
  },
  sortColumnsOf(LENDING_COLUMNS),
);
export type LendingListBody = z.infer<typeof lendingListBody>;
export const lendingListResponse = pagedResponse(lendingItem);

/** The loan's schedule as a list (its transaction history screen): periods in date order. */
export const LENDING_PERIOD_COLUMNS = listColumns<LendingPeriod>()([
  { key: 'index', label: 'lending.schedulePeriod.index', sort: true },
  { key: 'start', label: 'lending.schedulePeriod.start', kind: 'date' },
  { key: 'end', label: 'lending.schedulePeriod.end', kind: 'date' },
  { key: 'pay_date', label: 'lending.schedulePeriod.pay_date', kind: 'date' },
  { key: 'days', label: 'lending.schedulePeriod.days' },
  { key: 'rate_per_year', label: 'lending.fields.rate_per_year', kind: 'rate' },
  { key: 'opening', label: 'lending.schedulePeriod.opening', kind: 'money' },
  { key: 'interest', label: 'lending.schedulePeriod.interest', kind: 'money' },
  { key: 'principal', label: 'lending.schedulePeriod.principal', kind: 'money' },
  { key: 'payment', label: 'lending.schedulePeriod.payment', kind: 'money' },
]);

/**
 * A period as the loan's transaction history shows it: its interest accrued to the books' date
 * and what of it the platform has paid the partner (decision 0098: interest is paid with the
 * settlement, so a period is paid once the settlement covering it is booked).
 */
export const lendingPeriodBook = lendingPeriod.extend({
  interest_accrued: z.number().int(),
  interest_paid: z.number().int(),
});
export type LendingPeriodBook = z.infer<typeof lendingPeriodBook>;
export const LENDING_PERIOD_BOOK_COLUMNS = listColumns<LendingPeriodBook>()([
  ...LENDING_PERIOD_COLUMNS,
  { key: 'interest_accrued', label: 'lending.schedulePeriod.interest_accrued', kind: 'money' },
  { key: 'interest_paid', label: 'lending.schedulePeriod.interest_paid', kind: 'money' },
]);
export const lendingPeriodListBody = pagedBody({}, sortColumnsOf(LENDING_PERIOD_BOOK_COLUMNS));
export const lendingPeriodListResponse = pagedResponse(lendingPeriodBook);

export const lendingDetailResponse = z.object({
  data: lendingItem,
  periods: z.array(lendingPeriod),
  extensions: z.array(lendingExtension),
  slips: z.array(lendingSlip),
  history: z.array(historyEntry),
  actions: z.array(z.enum(LENDING_ACTIONS)),
});
export type LendingDetail = z.infer<typeof lendingDetailResponse>;
export const lendingSaveResponse = z.object({ data: lendingItem });

/** The actions of `/partner/lending/{id}/adjust`: every action but the request and the slips'. */
export const LENDING_ADJUST_ACTIONS = [
  'approve',
  'reject',
  'sign',
  'confirm_disbursement',
  'send_settlement_notice',
  'confirm_settlement',
  'reject_settlement',
  'request_extension',
  'confirm_extension',
  'reject_extension',
] as const satisfies readonly (typeof LENDING_ACTIONS)[number][];

/** An action on a loan; an extension request carries its new terms. */
export const lendingAdjustBody = z.strictObject({
  action: z.enum(LENDING_ADJUST_ACTIONS, { error: msg('invalid') }),
  reason: optionalText(1000),
  otp: z.string().trim().max(12).optional(),
  new_maturity_date: isoDate().optional(),
  rate_per_year: rate().optional(),
  payment_type: paymentType.optional(),
});
export type LendingAdjustBody = z.infer<typeof lendingAdjustBody>;

/** The actions a slip upload takes (multipart field `action`). */
export const LENDING_SLIP_ACTIONS = ['upload_payment_slip', 'record_disbursement', 'pay_settlement'] as const;
export const lendingSlipFields = z.strictObject({
  action: z.enum(LENDING_SLIP_ACTIONS, { error: msg('invalid') }),
});

export const partnerLendingParam = z.strictObject({ partner_id: recordIdParam() });
export { idParam } from './params.ts';
