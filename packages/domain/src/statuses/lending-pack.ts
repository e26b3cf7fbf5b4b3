import { statusList } from './lookup.ts';

/** A lending pack of the programme setting (decision 0108): drafted, offered, closed. */
const LENDING_PACK_STATUS_LIST = statusList([
  ['DRAFT', 'Nháp', 'Draft', 'processing'],
  ['ACTIVE', 'Đang áp dụng', 'Active', 'success'],
  ['CLOSED', 'Đã đóng', 'Closed', 'default'],
]);
export const LENDING_PACK_STATUSES = LENDING_PACK_STATUS_LIST.codes;
export type LendingPackStatus = (typeof LENDING_PACK_STATUSES)[number];
export const LENDING_PACK_STATUS_LABELS = LENDING_PACK_STATUS_LIST.labels;
