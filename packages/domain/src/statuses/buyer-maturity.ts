import { text } from '../text.ts';
import { statusTable } from './lookup.ts';
import type { StatusLabel } from './tone.ts';

/** A version of a buyer's maturity terms and supplier rates (ours: the spec names only the calls). */
export const BUYER_MATURITY_STATUSES = ['DRAFT', 'REQUESTED', 'CONFIRMED'] as const;
export type BuyerMaturityStatus = (typeof BUYER_MATURITY_STATUSES)[number];

export const BUYER_MATURITY_STATUS_LABELS = {
  DRAFT: { label: text('Bản nháp', 'Draft'), tone: 'default' },
  REQUESTED: { label: text('Chờ xác nhận', 'Waiting for confirmation'), tone: 'processing' },
  CONFIRMED: { label: text('Đã xác nhận', 'Confirmed'), tone: 'success' },
} as const satisfies Record<BuyerMaturityStatus, StatusLabel>;

export const BUYER_MATURITY_STATUS_TABLE = statusTable(BUYER_MATURITY_STATUSES, BUYER_MATURITY_STATUS_LABELS);
