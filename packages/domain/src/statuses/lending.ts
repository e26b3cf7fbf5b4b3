import { statusList } from './lookup.ts';

/**
 * Lending status (spec §4): a term loan from a lending partner. The spec groups 4 and 5 ("paid or
 * awaiting confirmation") and 6, 61, 62, 66 ("disbursed/awaiting settlement"); the split between
 * them is ours and is explained in docs/workflows.md.
 */
const LENDING_STATUS_LIST = statusList([
  [-1, 'Đã từ chối', 'Rejected', 'error'],
  [1, 'Đã yêu cầu', 'Requested', 'default'],
  [2, 'Chờ ký/đối tác xác nhận', 'Waiting signature/partner confirmation', 'processing'],
  [3, 'Chờ giải ngân', 'Waiting disbursement', 'warning'],
  [4, 'Đã chuyển tiền', 'Paid', 'processing'],
  [5, 'Chờ xác nhận', 'Awaiting confirmation', 'processing'],
  [6, 'Đã giải ngân/chờ tất toán', 'Disbursed/awaiting settlement', 'success'],
  [61, 'Chờ tất toán (đã gửi thông báo)', 'Awaiting settlement (notice sent)', 'warning'],
  [62, 'Chờ xác nhận tất toán', 'Awaiting settlement confirmation', 'processing'],
  [66, 'Chờ tất toán (đề nghị gia hạn)', 'Awaiting settlement (extension requested)', 'warning'],
  [7, 'Đã tất toán', 'Settled', 'success'],
  [8, 'Đã gia hạn', 'Extended', 'processing'],
]);
export const LENDING_STATUSES = LENDING_STATUS_LIST.codes;
export type LendingStatus = (typeof LENDING_STATUSES)[number];
export const LENDING_STATUS_LABELS = LENDING_STATUS_LIST.labels;
export const LENDING_STATUS_TABLE = LENDING_STATUS_LIST.table;
