import { text } from '../text.ts';
import { statusTable } from './lookup.ts';
import type { StatusLabel } from './tone.ts';

/** Promotion (spec §4). */
export const PROMOTION_STATUSES = ['WAITING', 'APPLIED', 'EXPIRED', 'DELETED'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const PROMOTION_STATUS_LABELS = {
  WAITING: { label: text('Chờ áp dụng', 'Waiting'), tone: 'processing' },
  APPLIED: { label: text('Đang áp dụng', 'Applied'), tone: 'success' },
  EXPIRED: { label: text('Hết hạn', 'Expired'), tone: 'default' },
  DELETED: { label: text('Đã xóa', 'Deleted'), tone: 'default' },
} as const satisfies Record<PromotionStatus, StatusLabel>;

export const PROMOTION_STATUS_TABLE = statusTable(PROMOTION_STATUSES, PROMOTION_STATUS_LABELS);

/** KPI setting (spec §4). */
export const KPI_STATUSES = ['APPLIED', 'NOT_APPLIED', 'EXPIRED'] as const;
export type KpiStatus = (typeof KPI_STATUSES)[number];

export const KPI_STATUS_LABELS = {
  APPLIED: { label: text('Đang áp dụng', 'Applied'), tone: 'success' },
  NOT_APPLIED: { label: text('Chưa áp dụng', 'Not yet applied'), tone: 'processing' },
  EXPIRED: { label: text('Hết hạn', 'Expired'), tone: 'default' },
} as const satisfies Record<KpiStatus, StatusLabel>;

export const KPI_STATUS_TABLE = statusTable(KPI_STATUSES, KPI_STATUS_LABELS);
