import { statusList } from './lookup.ts';

/** A version of a buyer's maturity terms and supplier rates (ours: the spec names only the calls). */
const BUYER_MATURITY_STATUS_LIST = statusList([
  ['DRAFT', 'Bản nháp', 'Draft', 'default'],
  ['REQUESTED', 'Chờ xác nhận', 'Waiting for confirmation', 'processing'],
  ['CONFIRMED', 'Đã xác nhận', 'Confirmed', 'success'],
]);
export const BUYER_MATURITY_STATUSES = BUYER_MATURITY_STATUS_LIST.codes;
export type BuyerMaturityStatus = (typeof BUYER_MATURITY_STATUSES)[number];
export const BUYER_MATURITY_STATUS_LABELS = BUYER_MATURITY_STATUS_LIST.labels;
export const BUYER_MATURITY_STATUS_TABLE = BUYER_MATURITY_STATUS_LIST.table;
