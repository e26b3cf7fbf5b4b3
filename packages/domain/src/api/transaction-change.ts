import { z } from 'zod';
import { TRANSACTION_STAGES } from '../statuses/transaction.ts';
import { isoDate, msg, rateInput, ratioInput, reason } from '../validation.ts';
import { TRANSACTION_ACTIONS } from '../workflows/transaction.ts';
import { buyerTransactionReceivable } from './buyer-transactions.ts';
import { historyEntry } from './history.ts';

/**
 * Transaction change (spec §7 "Transaction change"): the change details of a paid transaction,
 * the recalculation of a receivable adjustment (additional payment or date revision, with the
 * referral commission and the what-if per payout date) and the funding notice that opens it.
 */
export const CHANGE_KINDS = ['ADDITIONAL_PAYMENT', 'DATE_REVISION'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export const changeDetailsResponse = z.object({
  data: z.object({
    id: z.number().int(),
    trans_code: z.string(),
    sup_name: z.string(),
    buy_name: z.string(),
    transaction_date: z.string(),
    total_ar_amount: z.number().int(),
    total_advance: z.number().int(),
    total_residual: z.number().int(),
    status: z.enum(TRANSACTION_STAGES),
    reason: z.string().nullable(),
  }),
  receivables: z.array(buyerTransactionReceivable),
  history: z.array(historyEntry),
  actions: z.array(z.enum(TRANSACTION_ACTIONS)),
});
export type ChangeDetails = z.infer<typeof changeDetailsResponse>;

/** POST /transaction-change/{id}/calculate: what the adjustment of one receivable would give. */
export const calculateBody = z.strictObject({
  kind: z.enum(CHANGE_KINDS, { error: msg('invalid') }),
  ar_id: z
    .number({ error: msg('required') })
    .int({ error: msg('record_id') })
    .min(1, { error: msg('record_id') })
    .max(2_147_483_647, { error: msg('record_id') }),
  /** Additional payment: the new advance ratio, %. */
  new_ratio: ratioInput().optional(),
  /** Additional payment: the day the additional amount is paid. */
  payment_date: isoDate().optional(),
  /** Date revision: the buyer's new payment date. */
  new_maturity: isoDate().optional(),
  /** % per year; the receivable's own rate when absent. */
  discount_rate: rateInput().optional(),
  /** The referral partner's share of the discount, %. */
  commission_rate: ratioInput().optional(),
  /** Payout dates to compare (net VND and equivalent APR). */
  what_if_dates: z
    .array(isoDate())
    .max(10, { error: msg('max_value', { max: 10 }) })
    .optional(),
});
export type CalculateBody = z.infer<typeof calculateBody>;

export const calculateResponse = z.object({
  data: z.object({
    kind: z.enum(CHANGE_KINDS),
    ar_id: z.number().int(),
    ar_amount: z.number().int(),
    advance_ratio: z.number(),
    discount_rate: z.number(),
    days: z.number().int(),
    old_advance: z.number().int(),
    new_advance: z.number().int(),
    /** The additional amount (additional payment) or the discount change (date revision). */
    amount: z.number().int(),
    discount: z.number().int(),
    platform_fee: z.number().int(),
    net_payout: z.number().int(),
    settlement: z.number().int(),
    residual: z.number().int(),
    commission: z.number().int(),
    what_if: z.array(
      z.object({ payment_date: z.string(), days: z.number().int(), net: z.number().int(), apr: z.number() }),
    ),
  }),
});
export type CalculateResult = z.infer<typeof calculateResponse>['data'];

/** POST /transaction-change/{id}/funding-notice: the notice that opens the change, with its reason. */
export const fundingNoticeBody = z.strictObject({ reason: reason() });
export type FundingNoticeBody = z.infer<typeof fundingNoticeBody>;

/** POST /transaction-change/{id}/approve-change: nothing to say (an empty object or no body). */
export const approveChangeBody = z.strictObject({}).nullish();

/** POST /transaction-change/{id}/cancel-change: why the change is dropped (the transaction stays paid). */
export const cancelChangeBody = z.strictObject({ reason: reason() });
