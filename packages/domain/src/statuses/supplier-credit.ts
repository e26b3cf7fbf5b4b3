import { text } from '../text.ts';
import { statusTable } from './lookup.ts';
import type { StatusLabel } from './tone.ts';

/**
 * A supplier's credit with one buyer (spec §4 "A credit request is confirmed or rejected by the
 * supplier", §9 assessment within 5 working days). The supplier applies (ASSESSING); the funder
 * may ask for documents (ADD_DOC) and then approves with terms (OFFERED) or rejects; the supplier
 * confirms the offer (APPROVED, the credit in force) or declines it. A new application for the
 * same buyer is a revision: when it is confirmed the previous approved credit is REPLACED.
 */
export const SUPPLIER_CREDIT_STATUSES = [
  'ASSESSING',
  'ADD_DOC',
  'OFFERED',
  'APPROVED',
  'DECLINED',
  'REJECTED',
  'BLACKLISTED',
  'REPLACED',
] as const;
export type SupplierCreditStatus = (typeof SUPPLIER_CREDIT_STATUSES)[number];

export const SUPPLIER_CREDIT_STATUS_LABELS = {
  ASSESSING: { label: text('Chờ thẩm định', 'Waiting for assessment'), tone: 'processing' },
  ADD_DOC: { label: text('Yêu cầu bổ sung hồ sơ', 'Documents requested'), tone: 'warning' },
  OFFERED: {
    label: text('Chờ nhà cung cấp xác nhận', 'Waiting for supplier confirmation'),
    tone: 'processing',
  },
  APPROVED: { label: text('Đã phê duyệt', 'Approved'), tone: 'success' },
  DECLINED: { label: text('Nhà cung cấp từ chối', 'Declined by the supplier'), tone: 'default' },
  REJECTED: { label: text('Đã từ chối', 'Rejected'), tone: 'error' },
  BLACKLISTED: { label: text('Danh sách đen', 'Blacklisted'), tone: 'error' },
  REPLACED: { label: text('Đã được thay thế', 'Replaced'), tone: 'default' },
} as const satisfies Record<SupplierCreditStatus, StatusLabel>;

export const SUPPLIER_CREDIT_STATUS_TABLE = statusTable(
  SUPPLIER_CREDIT_STATUSES,
  SUPPLIER_CREDIT_STATUS_LABELS,
);

/** An application still in the funder's or the supplier's hands: one at a time per buyer. */
export const OPEN_SUPPLIER_CREDIT_STATUSES = [
  'ASSESSING',
  'ADD_DOC',
  'OFFERED',
] as const satisfies readonly SupplierCreditStatus[];
