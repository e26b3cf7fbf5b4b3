import { text } from '../text.ts';
import type { AudienceTables } from './lookup.ts';
import { statusTable } from './lookup.ts';
import type { StatusLabel } from './tone.ts';

// The numeric transaction codes of spec §4. The same number reads differently for the funder,
// the supplier and the buyer; English labels are the spec's words, verbatim.

const created = { label: text('Khởi tạo', 'Created'), tone: 'default' } as const satisfies StatusLabel;
const inProcessing = { label: text('Đang xử lý', 'In processing'), tone: 'processing' } as const;
const approved = { label: text('Đã phê duyệt', 'Approved'), tone: 'success' } as const;
const adjusted = { label: text('Đã điều chỉnh', 'Adjusted'), tone: 'warning' } as const;
const rejected = { label: text('Đã từ chối', 'Rejected'), tone: 'error' } as const;
const reviewing = { label: text('Đang thẩm định', 'Reviewing'), tone: 'processing' } as const;
const requiredDocs = {
  label: text('Yêu cầu bổ sung hồ sơ', 'Required for documents'),
  tone: 'warning',
} as const satisfies StatusLabel;
const confirmed = { label: text('Đã xác nhận', 'Confirmed'), tone: 'success' } as const;
const pendingApproval = { label: text('Chờ phê duyệt', 'Pending for approval'), tone: 'processing' } as const;
const submitted = { label: text('Đã gửi', 'Submitted'), tone: 'processing' } as const;
const waitingConfirm = { label: text('Chờ xác nhận', 'waiting for confirm'), tone: 'warning' } as const;

/** The funder's decision on a transaction (2, 3, 4; 102 and 103 after a change) reads alike for both sides. */
const DECISION_CODE_LABELS = { 2: approved, 102: approved, 3: adjusted, 103: adjusted, 4: rejected } as const;

export const FUNDER_TRANSACTION_CODES = [
  0, 1, 2, 102, 3, 103, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
] as const;
export type FunderTransactionCode = (typeof FUNDER_TRANSACTION_CODES)[number];

export const FUNDER_TRANSACTION_CODE_LABELS = {
  0: created,
  1: inProcessing,
  ...DECISION_CODE_LABELS,
  5: created,
  6: reviewing,
  7: requiredDocs,
  8: confirmed,
  9: reviewing,
  10: pendingApproval,
  11: pendingApproval,
  12: rejected,
  13: requiredDocs,
  14: reviewing,
  15: rejected,
  16: rejected,
  17: adjusted,
  18: reviewing,
  19: rejected,
} as const satisfies Record<FunderTransactionCode, StatusLabel>;

export const SUPPLIER_TRANSACTION_CODES = [
  2, 102, 3, 103, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
] as const;
export type SupplierTransactionCode = (typeof SUPPLIER_TRANSACTION_CODES)[number];

export const SUPPLIER_TRANSACTION_CODE_LABELS = {
  ...DECISION_CODE_LABELS,
  5: inProcessing,
  6: submitted,
  7: requiredDocs,
  8: confirmed,
  9: inProcessing,
  10: inProcessing,
  11: adjusted,
  12: rejected,
  13: requiredDocs,
  14: inProcessing,
  15: rejected,
  16: rejected,
  17: confirmed,
  18: submitted,
  19: { label: text('Từ chối bổ sung hồ sơ', 'Refuse to add documents'), tone: 'error' },
} as const satisfies Record<SupplierTransactionCode, StatusLabel>;

export const BUYER_TRANSACTION_CODES = [-1, 0, 1, 2, 3] as const;
export type BuyerTransactionCode = (typeof BUYER_TRANSACTION_CODES)[number];

export const BUYER_TRANSACTION_CODE_LABELS = {
  [-1]: waitingConfirm,
  0: confirmed,
  1: approved,
  2: rejected,
  3: approved,
} as const satisfies Record<BuyerTransactionCode, StatusLabel>;

export const TRANSACTION_CODE_AUDIENCES = ['funder', 'supplier', 'buyer'] as const;
export type TransactionCodeAudience = (typeof TRANSACTION_CODE_AUDIENCES)[number];

/** `labelOf(TRANSACTION_CODE_TABLES, 19, 'en', 'supplier')` → 'Refuse to add documents'. */
export const TRANSACTION_CODE_TABLES = {
  audiences: {
    funder: statusTable(FUNDER_TRANSACTION_CODES, FUNDER_TRANSACTION_CODE_LABELS),
    supplier: statusTable(SUPPLIER_TRANSACTION_CODES, SUPPLIER_TRANSACTION_CODE_LABELS),
    buyer: statusTable(BUYER_TRANSACTION_CODES, BUYER_TRANSACTION_CODE_LABELS),
  },
  defaultAudience: 'funder',
} as const satisfies AudienceTables<TransactionCodeAudience>;

/** Profile approval codes (spec §4). */
export const PROFILE_APPROVAL_CODES = [-1, 0, 1, 2, 3] as const;
export type ProfileApprovalCode = (typeof PROFILE_APPROVAL_CODES)[number];

export const PROFILE_APPROVAL_LABELS = {
  [-1]: waitingConfirm,
  0: { label: text('Đã nộp hồ sơ', 'Applied'), tone: 'processing' },
  1: approved,
  2: rejected,
  3: approved,
} as const satisfies Record<ProfileApprovalCode, StatusLabel>;

export const PROFILE_APPROVAL_TABLE = statusTable(PROFILE_APPROVAL_CODES, PROFILE_APPROVAL_LABELS);
