import { statusList } from './lookup.ts';

/** A KPI setting's status (spec §4 "KPI: applied, not yet applied, expired"). */
const KPI_STATUS_LIST = statusList([
  [0, 'Chưa áp dụng', 'Not yet applied', 'default'],
  [1, 'Đang áp dụng', 'Applied', 'success'],
  [2, 'Hết hạn', 'Expired', 'warning'],
]);
export const KPI_STATUSES = KPI_STATUS_LIST.codes;
export type KpiStatus = (typeof KPI_STATUSES)[number];
export const KPI_STATUS_LABELS = KPI_STATUS_LIST.labels;
export const KPI_STATUS_TABLE = KPI_STATUS_LIST.table;
