import { statusList } from './lookup.ts';

/** A buyer's request to redeem points for a voucher (spec §2 points and vouchers, decision 0100). */
const VOUCHER_REQUEST_STATUS_LIST = statusList([
  ['NEW', 'Mới', 'New', 'processing'],
  ['APPROVED', 'Đã duyệt', 'Approved', 'success'],
  ['REJECTED', 'Từ chối', 'Rejected', 'error'],
]);
export const VOUCHER_REQUEST_STATUSES = VOUCHER_REQUEST_STATUS_LIST.codes;
export type VoucherRequestStatus = (typeof VOUCHER_REQUEST_STATUSES)[number];
export const VOUCHER_REQUEST_STATUS_LABELS = VOUCHER_REQUEST_STATUS_LIST.labels;

/** Why a buyer's points moved: earned on a settlement, spent on a request, given back on a refusal. */
const POINT_MOVEMENT_KIND_LIST = statusList([
  ['EARN', 'Tích điểm', 'Earned', 'success'],
  ['REDEEM', 'Đổi điểm', 'Redeemed', 'processing'],
  ['REFUND', 'Hoàn điểm', 'Refunded', 'default'],
]);
export const POINT_MOVEMENT_KINDS = POINT_MOVEMENT_KIND_LIST.codes;
export type PointMovementKind = (typeof POINT_MOVEMENT_KINDS)[number];
export const POINT_MOVEMENT_KIND_LABELS = POINT_MOVEMENT_KIND_LIST.labels;
