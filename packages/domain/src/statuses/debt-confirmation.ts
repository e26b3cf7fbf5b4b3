import { statusList } from './lookup.ts';

/** Debt-confirmation letter: a supplier asks the buyer to confirm what it owes (spec §4). */
const DEBT_CONFIRMATION_STATUS_LIST = statusList([
  ['CREATED', 'Đã tạo', 'Created', 'default'],
  ['WAITING_E_SIGN', 'Chờ ký điện tử', 'Waiting e-signing', 'processing'],
  ['WAITING_SYSTEM_CONFIRM', 'Chờ đơn vị vận hành xác nhận', 'Waiting system company confirm', 'processing'],
  ['SUPPLIER_REJECTED', 'Nhà cung cấp từ chối', 'Supplier rejected', 'error'],
  ['WAITING_BUYER_CONFIRM', 'Chờ bên mua xác nhận', 'Waiting buyer confirmation', 'processing'],
  ['SYSTEM_REJECTED', 'Đơn vị vận hành từ chối', 'System company rejected', 'error'],
  ['BUYER_APPROVED', 'Bên mua đã xác nhận', 'Buyer approved', 'success'],
  ['BUYER_REVISED', 'Bên mua đề nghị điều chỉnh', 'Buyer revised', 'warning'],
  ['BUYER_REJECTED', 'Bên mua từ chối', 'Buyer rejected', 'error'],
]);
export const DEBT_CONFIRMATION_STATUSES = DEBT_CONFIRMATION_STATUS_LIST.codes;
export type DebtConfirmationStatus = (typeof DEBT_CONFIRMATION_STATUSES)[number];
export const DEBT_CONFIRMATION_STATUS_LABELS = DEBT_CONFIRMATION_STATUS_LIST.labels;
export const DEBT_CONFIRMATION_STATUS_TABLE = DEBT_CONFIRMATION_STATUS_LIST.table;
