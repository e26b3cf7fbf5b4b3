import { addDays, type IsoDate } from './dates.ts';
import type { ReceivableStatus } from './statuses/receivable.ts';
import type { TransactionStage } from './statuses/transaction.ts';

/**
 * The supplier's home figures (issue 22, decision 0078 b): which receivables, transactions and
 * amounts each figure counts, written once so the server's SQL and the list a figure links to
 * agree.
 */

/** A receivable whose story is over: paid off, collected, or deleted. Every other one is open. */
export const CLOSED_RECEIVABLE_STATUSES = [
  'SETTLED',
  'DONE_COLLECTION',
  'DELETED',
] as const satisfies readonly ReceivableStatus[];

/** The maturity buckets of the open receivables, nearest first. */
export const MATURITY_BUCKETS = ['PAST', 'D30', 'D60', 'D90', 'LATER'] as const;
export type MaturityBucket = (typeof MATURITY_BUCKETS)[number];

/** A bucket as the receivable list's filter: maturity from and to, inclusive; null is open-ended. */
export interface BucketRange {
  bucket: MaturityBucket;
  due_from: IsoDate | null;
  due_to: IsoDate | null;
}

/**
 * The buckets' maturity ranges on `today`: past due (before today), within 30 days (today to
 * today + 30), 31–60, 61–90, later. Example on 2026-11-28: PAST ≤ 2026-11-27; D30 2026-11-28 to
 * 2026-12-28; D60 2026-12-29 to 2027-01-27; D90 2027-01-28 to 2027-02-26; LATER ≥ 2027-02-27.
 */
export function maturityBuckets(today: IsoDate): BucketRange[] {
  return [
    { bucket: 'PAST', due_from: null, due_to: addDays(today, -1) },
    { bucket: 'D30', due_from: today, due_to: addDays(today, 30) },
    { bucket: 'D60', due_from: addDays(today, 31), due_to: addDays(today, 60) },
    { bucket: 'D90', due_from: addDays(today, 61), due_to: addDays(today, 90) },
    { bucket: 'LATER', due_from: addDays(today, 91), due_to: null },
  ];
}

/**
 * Transactions waiting for the supplier, by the view of /sup/transeachtime that lists them
 * (the request-transaction lists' stages): its signature, its documents, its answer to an
 * adjustment.
 */
export const SUPPLIER_ACTION_VIEWS = {
  createnewtab: ['CONTRACTS_CONFIRMED'],
  uploadfile: ['HOLDING'],
  viewfiledoc: ['ADJUSTING', 'CHANGE'],
} as const satisfies Record<string, readonly TransactionStage[]>;
export type SupplierActionView = keyof typeof SUPPLIER_ACTION_VIEWS;

/**
 * Money by transaction stage, counted on the advance (what the funder pays the supplier early):
 * received once the accountant paid it (PAID, and after: CHANGE, LIQUIDATED); due when the debt
 * sale is signed and the payment not yet made (COMPLETED).
 */
export const MONEY_STAGES = {
  received: ['PAID', 'CHANGE', 'LIQUIDATED'],
  due: ['COMPLETED'],
} as const satisfies Record<string, readonly TransactionStage[]>;
