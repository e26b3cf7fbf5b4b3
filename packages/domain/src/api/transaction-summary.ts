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
