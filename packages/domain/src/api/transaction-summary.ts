import { z } from 'zod';
import { TRANSACTION_STAGES } from '../statuses/transaction.ts';

const money = z.number().int();

/** A transaction's totals over its receivables in whole VND (spec §3 payment_detail). */
export const transactionTotals = z.object({
  total_ar_amount: money,
  total_advance: money,
  total_discount: money,
  total_platform_fee: money,
  total_sale_price: money,
  total_residual: money,
});

/**
 * One transaction as its lists show it (funder, payments, buyer): code, parties, day, totals and
 * stage. Each list extends it with its own columns and leaves out what its screen does not show.
 */
export const transactionSummary = z.object({
  id: z.number().int(),
  trans_code: z.string(),
  sup_id: z.number().int(),
  sup_name: z.string(),
  sup_mst: z.string().nullable(),
  buy_id: z.number().int(),
  buy_name: z.string(),
  transaction_date: z.string(),
  ...transactionTotals.shape,
  status: z.enum(TRANSACTION_STAGES),
});

/** One receivable of a transaction as it was priced (spec §3 "ars"): invoice, terms, amounts. */
export const pricedReceivable = z.object({
  ar_id: z.number().int(),
  inv_no: z.string(),
  inv_date: z.string(),
  maturity_date: z.string(),
  ar_amount: money,
  payment_ratio: z.number(),
  requested_date: z.string(),
  discount_rate: z.number(),
  days: z.number().int(),
  advance: money,
  discount: money,
  platform_fee: money,
  sale_price: money,
  residual: money,
});
