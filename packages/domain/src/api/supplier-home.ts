import { z } from 'zod';
import { RECEIVABLE_STATUSES } from '../statuses/receivable.ts';
import { TRANSACTION_STAGES } from '../statuses/transaction.ts';
import { MATURITY_BUCKETS, SUPPLIER_ACTION_VIEWS, type SupplierActionView } from '../supplier-home.ts';
import { isoDate } from '../validation.ts';
import { limitSummary } from './credit-supplier.ts';

const count = () => z.number().int().nonnegative();
const amount = () => z.number().int();

/** GET /supplier/statistic/home takes nothing: any query parameter is refused. */
export const supplierHomeQuery = z.strictObject({});

/**
 * GET /supplier/statistic/home (designed, decision 0078 b): every figure of /sup/home and
 * /indsup/home in one answer, each the count or sum of the list it links to.
 */
export const supplierHomeResponse = z.object({
  data: z.object({
    /** The business date the buckets are cut on. */
    today: isoDate(),
    /** The limits per buyer with their headroom (as GET /supplier/summary-limit). */
    limits: limitSummary,
    /** Every receivable of the supplier by status (GET /receivables?status=…). */
    ar_by_status: z.array(
      z.object({ status: z.enum(RECEIVABLE_STATUSES), count: count(), ar_amount: amount() }),
    ),
    /** Open receivables by maturity (GET /receivables?open=true&due_from=…&due_to=…). */
    ar_by_maturity: z.array(
      z.object({
        bucket: z.enum(MATURITY_BUCKETS),
        due_from: isoDate().nullable(),
        due_to: isoDate().nullable(),
        count: count(),
        ar_amount: amount(),
      }),
    ),
    /** Transactions waiting for the supplier, by the list that shows them. */
    actions: z.array(
      z.object({
        view: z.enum(Object.keys(SUPPLIER_ACTION_VIEWS) as [SupplierActionView, ...SupplierActionView[]]),
        count: count(),
      }),
    ),
    /** Advances received and due, by transaction stage (the transaction list's status filter). */
    money: z.array(
      z.object({
        kind: z.enum(['received', 'due']),
        status: z.enum(TRANSACTION_STAGES),
        count: count(),
        amount: amount(),
      }),
    ),
  }),
});
export type SupplierHome = z.infer<typeof supplierHomeResponse>['data'];
