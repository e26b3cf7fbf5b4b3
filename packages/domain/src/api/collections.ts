import { z } from 'zod';
import { RECEIVABLE_STATUS_LABELS } from '../statuses/receivable.ts';
import { isoDate, requiredText } from '../validation.ts';
import { historyEntry } from './history.ts';
import { listColumns, pagedBody, pagedResponse } from './paging.ts';
import { paymentListFilters, settlementRecord } from './payments.ts';

/**
 * Debt collection (spec §2 /fun/debt-collection, §7 /debt-overdue/*): sold receivables the buyer
 * did not pay by the due date. Overdue and bad-debt ones are collected (a payment recorded as a
 * settlement is; the last one ends in DONE_COLLECTION) or, once bad debt, written off.
 */
export const COLLECTION_VIEWS = {
  overdue: ['OVERDUE'],
  'bad-n-del': ['BAD_DEBT', 'DELETED'],
  completed: ['DONE_COLLECTION'],
} as const;
export type CollectionView = keyof typeof COLLECTION_VIEWS;

export const COLLECTION_SORT_COLUMNS = ['maturity_date', 'ar_amount', 'updated_at'] as const;
export const collectionListBody = pagedBody(
  {
    ...paymentListFilters,
    inv_no: paymentListFilters.trans_code,
    /** Due on or after / on or before (the home's buckets of days late). */
    maturity_from: isoDate().optional(),
    maturity_to: isoDate().optional(),
  },
  COLLECTION_SORT_COLUMNS,
);
export type CollectionListBody = z.infer<typeof collectionListBody>;

export const collectionItem = z.object({
  id: z.number().int(),
  trans_id: z.number().int(),
  trans_code: z.string(),
  inv_no: z.string(),
  sup_name: z.string(),
  buy_name: z.string(),
  ar_amount: z.number().int(),
  advanced_amount: z.number().int(),
  maturity_date: z.string(),
  status: z.string(),
  days_late: z.number().int(),
  unpaid: z.number().int(),
  penal_accrued: z.number().int(),
  penal_outstanding: z.number().int(),
  updated_at: z.string(),
});
export type CollectionItem = z.infer<typeof collectionItem>;
export const collectionListResponse = pagedResponse(collectionItem);

/** The collection lists' columns (every view): where each receivable stands today. */
export const COLLECTION_COLUMNS = listColumns<CollectionItem>()([
  { key: 'inv_no', label: 'payments.fields.inv_no' },
  { key: 'trans_code', label: 'payments.fields.trans_code' },
  { key: 'sup_name', label: 'payments.fields.sup_name' },
  { key: 'buy_name', label: 'payments.fields.buy_name' },
  { key: 'maturity_date', label: 'payments.fields.maturity_date', kind: 'date', sort: true },
  { key: 'ar_amount', label: 'payments.fields.ar_amount', kind: 'money', sort: true },
  { key: 'days_late', label: 'payments.fields.days_late' },
  { key: 'unpaid', label: 'payments.fields.unpaid', kind: 'money' },
  { key: 'penal_outstanding', label: 'payments.fields.penal_outstanding', kind: 'money' },
  { key: 'status', label: 'payments.fields.status', statuses: RECEIVABLE_STATUS_LABELS },
]);

export const collectionDetailResponse = z.object({
  data: collectionItem,
  payments: z.array(settlementRecord),
  history: z.array(historyEntry),
  actions: z.array(z.string()),
});
export type CollectionDetail = z.infer<typeof collectionDetailResponse>;

export const writeOffBody = z.strictObject({ reason: requiredText(1000) });
export type WriteOffBody = z.infer<typeof writeOffBody>;
