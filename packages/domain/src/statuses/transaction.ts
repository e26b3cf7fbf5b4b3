import { text } from '../text.ts';
import { statusTable } from './lookup.ts';
import type { StatusLabel } from './tone.ts';

/**
 * The life of a transaction (a supplier's request to sell receivables), as the workflow stores it.
 * The supplier-side states come from spec §4 "Supplier request flow"; the funder-side ones are the
 * spec's "funder transaction stages", with credit review split by check level (officer, senior;
 * the manager decides in WAITING_APPROVAL): see docs/workflows.md.
 */
/** The stages before completion: the transaction is still being asked for, reviewed or confirmed. */
export const IN_FLIGHT_TRANSACTION_STAGES = [
  'DRAFT',
  'DOCUMENTS_UPLOADED',
  'CONTRACTS_CONFIRMED',
  'CREDIT_REVIEW',
  'SENIOR_REVIEW',
  'WAITING_APPROVAL',
  'HOLDING',
  'ADJUSTING',
  'WAITING_FUNDER_CONFIRM',
  'WAITING_SUPPLIER_CONFIRM',
] as const;

export const TRANSACTION_STAGES = [
  ...IN_FLIGHT_TRANSACTION_STAGES,
  'COMPLETED',
  'PAID',
  'CHANGE',
  'LIQUIDATED',
  'REJECTED',
  'DELETED',
] as const;
export type TransactionStage = (typeof TRANSACTION_STAGES)[number];

export const TRANSACTION_STAGE_LABELS = {
  DRAFT: { label: text('Giao dịch nháp', 'Draft transaction'), tone: 'default' },
  DOCUMENTS_UPLOADED: { label: text('Đã tải lên chứng từ', 'Documents uploaded'), tone: 'default' },
  CONTRACTS_CONFIRMED: { label: text('Đã xác nhận hợp đồng', 'Contracts confirmed'), tone: 'default' },
  CREDIT_REVIEW: { label: text('Thẩm định tín dụng', 'Credit review'), tone: 'processing' },
  SENIOR_REVIEW: {
    label: text('Thẩm định tín dụng (cấp cao)', 'Credit review (senior)'),
    tone: 'processing',
  },
  WAITING_APPROVAL: { label: text('Chờ phê duyệt', 'Waiting approval'), tone: 'processing' },
  HOLDING: { label: text('Tạm giữ (chờ bổ sung hồ sơ)', 'Holding (waiting for documents)'), tone: 'warning' },
  ADJUSTING: { label: text('Đang điều chỉnh', 'Adjusting'), tone: 'warning' },
  WAITING_FUNDER_CONFIRM: {
    label: text('Chờ đơn vị cấp vốn xác nhận', 'Waiting funder confirm'),
    tone: 'processing',
  },
  WAITING_SUPPLIER_CONFIRM: {
    label: text('Chờ nhà cung cấp xác nhận', 'Waiting supplier confirm'),
    tone: 'processing',
  },
  COMPLETED: { label: text('Hoàn tất', 'Completed'), tone: 'success' },
  PAID: { label: text('Đã thanh toán', 'Paid'), tone: 'success' },
  CHANGE: { label: text('Đang thay đổi', 'Change'), tone: 'warning' },
  LIQUIDATED: { label: text('Đã thanh lý', 'Liquidated'), tone: 'default' },
  REJECTED: { label: text('Không tiến hành/Từ chối', 'Not proceeded/rejected'), tone: 'error' },
  DELETED: { label: text('Đã xóa', 'Deleted'), tone: 'default' },
} as const satisfies Record<TransactionStage, StatusLabel>;

export const TRANSACTION_STAGE_TABLE = statusTable(TRANSACTION_STAGES, TRANSACTION_STAGE_LABELS);

/** Who ended a transaction that was not proceeded (spec §4). */
export const TRANSACTION_REJECTED_BY = ['FUNDER', 'SUPPLIER', 'SYSTEM_COMPANY'] as const;
export type TransactionRejectedBy = (typeof TRANSACTION_REJECTED_BY)[number];

export const TRANSACTION_REJECTED_BY_LABELS = {
  FUNDER: { label: text('Đơn vị cấp vốn từ chối', 'Rejected by funder'), tone: 'error' },
  SUPPLIER: { label: text('Nhà cung cấp từ chối', 'Rejected by supplier'), tone: 'error' },
  SYSTEM_COMPANY: { label: text('Đơn vị vận hành từ chối', 'Rejected by system company'), tone: 'error' },
} as const satisfies Record<TransactionRejectedBy, StatusLabel>;

export const TRANSACTION_REJECTED_BY_TABLE = statusTable(
  TRANSACTION_REJECTED_BY,
  TRANSACTION_REJECTED_BY_LABELS,
);

/** Steps of the supplier's request screen (spec §4 "Supplier request flow"). */
export const SUPPLIER_REQUEST_STEPS = [
  'BUYER_PICKED',
  'SYNTHESIS',
  'AR_SELECTION',
  'DRAFT_CREATED',
  'DOCUMENTS_UPLOADED',
  'CONTRACTS_CONFIRMED',
  'TRANSACTION_CONFIRMED',
] as const;
export type SupplierRequestStep = (typeof SUPPLIER_REQUEST_STEPS)[number];

export const SUPPLIER_REQUEST_STEP_LABELS = {
  BUYER_PICKED: { label: text('Chọn bên mua', 'Buyer picked'), tone: 'default' },
  SYNTHESIS: { label: text('Tổng hợp hạn mức', 'Synthesis'), tone: 'default' },
  AR_SELECTION: { label: text('Chọn khoản phải thu', 'AR selection'), tone: 'default' },
  DRAFT_CREATED: { label: text('Đã tạo giao dịch nháp', 'Draft transaction created'), tone: 'default' },
  DOCUMENTS_UPLOADED: { label: text('Đã tải lên chứng từ', 'Documents uploaded'), tone: 'processing' },
  CONTRACTS_CONFIRMED: { label: text('Đã xác nhận hợp đồng', 'Contracts confirmed'), tone: 'processing' },
  TRANSACTION_CONFIRMED: { label: text('Đã xác nhận giao dịch', 'Transaction confirmed'), tone: 'success' },
} as const satisfies Record<SupplierRequestStep, StatusLabel>;

export const SUPPLIER_REQUEST_STEP_TABLE = statusTable(SUPPLIER_REQUEST_STEPS, SUPPLIER_REQUEST_STEP_LABELS);

/** Status of one check record of the funder review (spec §4 "Review statuses"). */
export const REVIEW_STATUSES = [
  'INITIAL',
  'CHANGE',
  'SELECT',
  'REJECT',
  'REVIEW',
  'ADD_DOCUMENT',
  'ACCEPT',
  'APPROVE',
  'COMPLETE',
] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_LABELS = {
  INITIAL: { label: text('Khởi tạo', 'Initial'), tone: 'default' },
  CHANGE: { label: text('Thay đổi', 'Change'), tone: 'warning' },
  SELECT: { label: text('Đã chọn', 'Select'), tone: 'processing' },
  REJECT: { label: text('Từ chối', 'Reject'), tone: 'error' },
  REVIEW: { label: text('Đang thẩm định', 'Review'), tone: 'processing' },
  ADD_DOCUMENT: { label: text('Bổ sung hồ sơ', 'Add document'), tone: 'warning' },
  ACCEPT: { label: text('Chấp thuận', 'Accept'), tone: 'success' },
  APPROVE: { label: text('Phê duyệt', 'Approve'), tone: 'success' },
  COMPLETE: { label: text('Hoàn tất', 'Complete'), tone: 'success' },
} as const satisfies Record<ReviewStatus, StatusLabel>;

export const REVIEW_STATUS_TABLE = statusTable(REVIEW_STATUSES, REVIEW_STATUS_LABELS);

/** The five decisions of a funder check (spec §4). */
export const REVIEW_DECISIONS = ['APPROVE', 'REJECT', 'ADJUST', 'ADD_DOC', 'RESET'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const REVIEW_DECISION_LABELS = {
  APPROVE: { label: text('Phê duyệt', 'Approve'), tone: 'success' },
  REJECT: { label: text('Từ chối', 'Reject'), tone: 'error' },
  ADJUST: { label: text('Điều chỉnh', 'Adjust'), tone: 'warning' },
  ADD_DOC: { label: text('Yêu cầu bổ sung hồ sơ', 'Add document'), tone: 'warning' },
  RESET: { label: text('Trả về thẩm định lại', 'Reset'), tone: 'default' },
} as const satisfies Record<ReviewDecision, StatusLabel>;

export const REVIEW_DECISION_TABLE = statusTable(REVIEW_DECISIONS, REVIEW_DECISION_LABELS);

/** The three check levels of funder decisions (spec §6). */
export const CHECK_LEVELS = ['OFFICER', 'SENIOR', 'MANAGER'] as const;
export type CheckLevel = (typeof CHECK_LEVELS)[number];

export const CHECK_LEVEL_LABELS = {
  OFFICER: { label: text('Chuyên viên', 'Officer'), tone: 'default' },
  SENIOR: { label: text('Chuyên viên cao cấp', 'Senior'), tone: 'processing' },
  MANAGER: { label: text('Trưởng phòng', 'Manager'), tone: 'success' },
} as const satisfies Record<CheckLevel, StatusLabel>;

export const CHECK_LEVEL_TABLE = statusTable(CHECK_LEVELS, CHECK_LEVEL_LABELS);

/** Payment lists of the accountant (spec §4). */
export const PAYMENT_LISTS = ['EARLY_UNPAID', 'EARLY_PAID', 'SETTLEMENT_UNPAID', 'SETTLEMENT_PAID'] as const;
export type PaymentList = (typeof PAYMENT_LISTS)[number];

export const PAYMENT_LIST_LABELS = {
  EARLY_UNPAID: { label: text('Thanh toán trước chưa chi', 'Early unpaid'), tone: 'warning' },
  EARLY_PAID: { label: text('Thanh toán trước đã chi', 'Early paid'), tone: 'success' },
  SETTLEMENT_UNPAID: { label: text('Tất toán chưa chi', 'Settlement unpaid'), tone: 'warning' },
  SETTLEMENT_PAID: { label: text('Tất toán đã chi', 'Settlement paid'), tone: 'success' },
} as const satisfies Record<PaymentList, StatusLabel>;

export const PAYMENT_LIST_TABLE = statusTable(PAYMENT_LISTS, PAYMENT_LIST_LABELS);
