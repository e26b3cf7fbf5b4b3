import { statusList } from './lookup.ts';

/** Promotion (spec §4). */
const PROMOTION_STATUS_LIST = statusList([
  ['WAITING', 'Chờ áp dụng', 'Waiting', 'processing'],
  ['APPLIED', 'Đang áp dụng', 'Applied', 'success'],
  ['EXPIRED', 'Hết hạn', 'Expired', 'default'],
  ['DELETED', 'Đã xóa', 'Deleted', 'default'],
]);
export const PROMOTION_STATUSES = PROMOTION_STATUS_LIST.codes;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];
export const PROMOTION_STATUS_LABELS = PROMOTION_STATUS_LIST.labels;
export const PROMOTION_STATUS_TABLE = PROMOTION_STATUS_LIST.table;

/** KPI setting (spec §4). */
const KPI_STATUS_LIST = statusList([
  ['APPLIED', 'Đang áp dụng', 'Applied', 'success'],
  ['NOT_APPLIED', 'Chưa áp dụng', 'Not yet applied', 'processing'],
  ['EXPIRED', 'Hết hạn', 'Expired', 'default'],
]);
export const KPI_STATUSES = KPI_STATUS_LIST.codes;
export type KpiStatus = (typeof KPI_STATUSES)[number];
export const KPI_STATUS_LABELS = KPI_STATUS_LIST.labels;
export const KPI_STATUS_TABLE = KPI_STATUS_LIST.table;
