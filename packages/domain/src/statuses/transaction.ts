import { text } from '../text.ts';
import { statusList, statusTable } from './lookup.ts';
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
const TRANSACTION_REJECTED_BY_LIST = statusList([
  ['FUNDER', 'Đơn vị cấp vốn từ chối', 'Rejected by funder', 'error'],
  ['SUPPLIER', 'Nhà cung cấp từ chối', 'Rejected by supplier', 'error'],
  ['SYSTEM_COMPANY', 'Đơn vị vận hành từ chối', 'Rejected by system company', 'error'],
]);
export const TRANSACTION_REJECTED_BY = TRANSACTION_REJECTED_BY_LIST.codes;
export type TransactionRejectedBy = (typeof TRANSACTION_REJECTED_BY)[number];
export const TRANSACTION_REJECTED_BY_LABELS = TRANSACTION_REJECTED_BY_LIST.labels;
export const TRANSACTION_REJECTED_BY_TABLE = TRANSACTION_REJECTED_BY_LIST.table;

/** Steps of the supplier's request screen (spec §4 "Supplier request flow"). */
const SUPPLIER_REQUEST_STEP_LIST = statusList([
  ['BUYER_PICKED', 'Chọn bên mua', 'Buyer picked', 'default'],
  ['SYNTHESIS', 'Tổng hợp hạn mức', 'Synthesis', 'default'],
  ['AR_SELECTION', 'Chọn khoản phải thu', 'AR selection', 'default'],
  ['DRAFT_CREATED', 'Đã tạo giao dịch nháp', 'Draft transaction created', 'default'],
  ['DOCUMENTS_UPLOADED', 'Đã tải lên chứng từ', 'Documents uploaded', 'processing'],
  ['CONTRACTS_CONFIRMED', 'Đã xác nhận hợp đồng', 'Contracts confirmed', 'processing'],
  ['TRANSACTION_CONFIRMED', 'Đã xác nhận giao dịch', 'Transaction confirmed', 'success'],
]);
export const SUPPLIER_REQUEST_STEPS = SUPPLIER_REQUEST_STEP_LIST.codes;
export type SupplierRequestStep = (typeof SUPPLIER_REQUEST_STEPS)[number];
export const SUPPLIER_REQUEST_STEP_LABELS = SUPPLIER_REQUEST_STEP_LIST.labels;
export const SUPPLIER_REQUEST_STEP_TABLE = SUPPLIER_REQUEST_STEP_LIST.table;

/** Status of one check record of the funder review (spec §4 "Review statuses"). */
const REVIEW_STATUS_LIST = statusList([
  ['INITIAL', 'Khởi tạo', 'Initial', 'default'],
  ['CHANGE', 'Thay đổi', 'Change', 'warning'],
  ['SELECT', 'Đã chọn', 'Select', 'processing'],
  ['REJECT', 'Từ chối', 'Reject', 'error'],
  ['REVIEW', 'Đang thẩm định', 'Review', 'processing'],
  ['ADD_DOCUMENT', 'Bổ sung hồ sơ', 'Add document', 'warning'],
  ['ACCEPT', 'Chấp thuận', 'Accept', 'success'],
  ['APPROVE', 'Phê duyệt', 'Approve', 'success'],
  ['COMPLETE', 'Hoàn tất', 'Complete', 'success'],
]);
export const REVIEW_STATUSES = REVIEW_STATUS_LIST.codes;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_LABELS = REVIEW_STATUS_LIST.labels;
export const REVIEW_STATUS_TABLE = REVIEW_STATUS_LIST.table;

/** The five decisions of a funder check (spec §4). */
const REVIEW_DECISION_LIST = statusList([
  ['APPROVE', 'Phê duyệt', 'Approve', 'success'],
  ['REJECT', 'Từ chối', 'Reject', 'error'],
  ['ADJUST', 'Điều chỉnh', 'Adjust', 'warning'],
  ['ADD_DOC', 'Yêu cầu bổ sung hồ sơ', 'Add document', 'warning'],
  ['RESET', 'Trả về thẩm định lại', 'Reset', 'default'],
]);
export const REVIEW_DECISIONS = REVIEW_DECISION_LIST.codes;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const REVIEW_DECISION_LABELS = REVIEW_DECISION_LIST.labels;
export const REVIEW_DECISION_TABLE = REVIEW_DECISION_LIST.table;

/** The three check levels of funder decisions (spec §6). */
const CHECK_LEVEL_LIST = statusList([
  ['OFFICER', 'Chuyên viên', 'Officer', 'default'],
  ['SENIOR', 'Chuyên viên cao cấp', 'Senior', 'processing'],
  ['MANAGER', 'Trưởng phòng', 'Manager', 'success'],
]);
export const CHECK_LEVELS = CHECK_LEVEL_LIST.codes;
export type CheckLevel = (typeof CHECK_LEVELS)[number];
export const CHECK_LEVEL_LABELS = CHECK_LEVEL_LIST.labels;
export const CHECK_LEVEL_TABLE = CHECK_LEVEL_LIST.table;

/** Payment lists of the accountant (spec §4). */
const PAYMENT_LIST_LIST = statusList([
  ['EARLY_UNPAID', 'Thanh toán trước chưa chi', 'Early unpaid', 'warning'],
  ['EARLY_PAID', 'Thanh toán trước đã chi', 'Early paid', 'success'],
  ['SETTLEMENT_UNPAID', 'Tất toán chưa chi', 'Settlement unpaid', 'warning'],
  ['SETTLEMENT_PAID', 'Tất toán đã chi', 'Settlement paid', 'success'],
]);
export const PAYMENT_LISTS = PAYMENT_LIST_LIST.codes;
export type PaymentList = (typeof PAYMENT_LISTS)[number];
export const PAYMENT_LIST_LABELS = PAYMENT_LIST_LIST.labels;
export const PAYMENT_LIST_TABLE = PAYMENT_LIST_LIST.table;
