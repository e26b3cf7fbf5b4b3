import { statusList } from './lookup.ts';

/**
 * A supplier's credit with one buyer (spec §4 "A credit request is confirmed or rejected by the
 * supplier", §9 assessment within 5 working days). The supplier applies (ASSESSING); the funder
 * may ask for documents (ADD_DOC) and then approves with terms (OFFERED) or rejects; the supplier
 * confirms the offer (APPROVED, the credit in force) or declines it. A new application for the
 * same buyer is a revision: when it is confirmed the previous approved credit is REPLACED.
 */
const SUPPLIER_CREDIT_STATUS_LIST = statusList([
  ['ASSESSING', 'Chờ thẩm định', 'Waiting for assessment', 'processing'],
  ['ADD_DOC', 'Yêu cầu bổ sung hồ sơ', 'Documents requested', 'warning'],
  ['OFFERED', 'Chờ nhà cung cấp xác nhận', 'Waiting for supplier confirmation', 'processing'],
  ['APPROVED', 'Đã phê duyệt', 'Approved', 'success'],
  ['DECLINED', 'Nhà cung cấp từ chối', 'Declined by the supplier', 'default'],
  ['REJECTED', 'Đã từ chối', 'Rejected', 'error'],
  ['BLACKLISTED', 'Danh sách đen', 'Blacklisted', 'error'],
  ['REPLACED', 'Đã được thay thế', 'Replaced', 'default'],
]);
export const SUPPLIER_CREDIT_STATUSES = SUPPLIER_CREDIT_STATUS_LIST.codes;
export type SupplierCreditStatus = (typeof SUPPLIER_CREDIT_STATUSES)[number];
export const SUPPLIER_CREDIT_STATUS_LABELS = SUPPLIER_CREDIT_STATUS_LIST.labels;
export const SUPPLIER_CREDIT_STATUS_TABLE = SUPPLIER_CREDIT_STATUS_LIST.table;

/** An application still in the funder's or the supplier's hands: one at a time per buyer. */
export const OPEN_SUPPLIER_CREDIT_STATUSES = [
  'ASSESSING',
  'ADD_DOC',
  'OFFERED',
] as const satisfies readonly SupplierCreditStatus[];
