import { text } from '../text.ts';
import { statusList, statusTable } from './lookup.ts';
import type { StatusLabel } from './tone.ts';

/** Partner/lead status: the pipeline of a prospect from first contact to activation (spec §4). */
const PARTNER_LEAD_STATUS_LIST = statusList([
  ['NEW', 'Mới', 'New', 'default'],
  ['AGREE_MEET', 'Đồng ý gặp', 'Agreed to meet', 'processing'],
  ['PERSUADE', 'Đang thuyết phục', 'Persuading', 'processing'],
  ['COLLECT', 'Đang thu thập hồ sơ', 'Collecting documents', 'processing'],
  ['CONSIDER', 'Đang cân nhắc', 'Considering', 'processing'],
  ['AGREE_JOIN', 'Đồng ý tham gia', 'Agreed to join', 'processing'],
  ['WAIT_MEET', 'Chờ gặp', 'Waiting for meeting', 'default'],
  ['WAIT_APPRAISAL', 'Chờ thẩm định', 'Waiting for appraisal', 'warning'],
  ['DOCUMENT_REVIEWING', 'Đang xem xét hồ sơ', 'Document reviewing', 'processing'],
  ['CREDIT_REVIEW', 'Đang thẩm định tín dụng', 'Credit review', 'processing'],
  ['REGISTERED', 'Đã đăng ký', 'Registered', 'success'],
  ['REJECT', 'Từ chối', 'Rejected', 'error'],
  ['ONBOARDED', 'Đã tham gia', 'Onboarded', 'success'],
  ['STOP', 'Dừng hợp tác', 'Stopped', 'default'],
  ['REAPPRAISAL', 'Tái thẩm định', 'Reappraisal', 'warning'],
  ['ACTIVATED', 'Đã kích hoạt', 'Activated', 'success'],
]);
export const PARTNER_LEAD_STATUSES = PARTNER_LEAD_STATUS_LIST.codes;
export type PartnerLeadStatus = (typeof PARTNER_LEAD_STATUSES)[number];
export const PARTNER_LEAD_STATUS_LABELS = PARTNER_LEAD_STATUS_LIST.labels;
export const PARTNER_LEAD_STATUS_TABLE = PARTNER_LEAD_STATUS_LIST.table;

/** Still being won: from first contact until the company agrees and its documents are collected. */
export const PROSPECTING_LEAD_STATUSES = [
  'NEW',
  'WAIT_MEET',
  'AGREE_MEET',
  'PERSUADE',
  'CONSIDER',
  'AGREE_JOIN',
  'COLLECT',
] as const satisfies readonly PartnerLeadStatus[];
/** Being appraised by the funder's credit staff. */
export const APPRAISING_LEAD_STATUSES = [
  'WAIT_APPRAISAL',
  'DOCUMENT_REVIEWING',
  'CREDIT_REVIEW',
] as const satisfies readonly PartnerLeadStatus[];

const confirming = {
  label: text('Đang xác nhận', 'Confirming'),
  tone: 'processing',
} as const satisfies StatusLabel;
const applied = { label: text('Đã áp dụng', 'Applied'), tone: 'success' } as const satisfies StatusLabel;
const rejected = { label: text('Đã từ chối', 'Rejected'), tone: 'error' } as const satisfies StatusLabel;
const cancelled = { label: text('Đã hủy', 'Cancelled'), tone: 'default' } as const satisfies StatusLabel;

/** A request the other side confirms: cooperation conditions and revision requests alike (spec §4). */
const CONFIRMATION_STATUSES = ['CONFIRMING', 'APPLIED', 'REJECTED'] as const;
const CONFIRMATION_LABELS = {
  CONFIRMING: confirming,
  APPLIED: applied,
  REJECTED: rejected,
} as const satisfies Record<(typeof CONFIRMATION_STATUSES)[number], StatusLabel>;
const CONFIRMATION_TABLE = statusTable(CONFIRMATION_STATUSES, CONFIRMATION_LABELS);

/** Cooperation condition of a partner programme (spec §4). */
export const COOPERATION_CONDITION_STATUSES = CONFIRMATION_STATUSES;
export type CooperationConditionStatus = (typeof COOPERATION_CONDITION_STATUSES)[number];
export const COOPERATION_CONDITION_STATUS_LABELS = CONFIRMATION_LABELS;
export const COOPERATION_CONDITION_STATUS_TABLE = CONFIRMATION_TABLE;

/** A supplier's request to revise its limit or discount rate (spec §4). */
export const REVISION_REQUEST_STATUSES = CONFIRMATION_STATUSES;
export type RevisionRequestStatus = (typeof REVISION_REQUEST_STATUSES)[number];
export const REVISION_REQUEST_STATUS_LABELS = CONFIRMATION_LABELS;
export const REVISION_REQUEST_STATUS_TABLE = CONFIRMATION_TABLE;

/** Partner notices: funding, payment, termination notices (spec §4); a notice may also be withdrawn. */
export const PARTNER_NOTICE_STATUSES = [...CONFIRMATION_STATUSES, 'CANCELLED'] as const;
export type PartnerNoticeStatus = (typeof PARTNER_NOTICE_STATUSES)[number];
export const PARTNER_NOTICE_STATUS_LABELS = {
  ...CONFIRMATION_LABELS,
  CANCELLED: cancelled,
} as const satisfies Record<PartnerNoticeStatus, StatusLabel>;
export const PARTNER_NOTICE_STATUS_TABLE = statusTable(PARTNER_NOTICE_STATUSES, PARTNER_NOTICE_STATUS_LABELS);

/** Guarantee notice (spec §4). */
export const GUARANTEE_NOTICE_STATUSES = [
  'WAITING_APPROVAL',
  'REJECTED',
  'CANCELLED',
  'WAITING_DISBURSEMENT',
  'DISBURSED',
] as const;
export type GuaranteeNoticeStatus = (typeof GUARANTEE_NOTICE_STATUSES)[number];
export const GUARANTEE_NOTICE_STATUS_LABELS = {
  WAITING_APPROVAL: { label: text('Chờ phê duyệt', 'Waiting approval'), tone: 'processing' },
  REJECTED: rejected,
  CANCELLED: cancelled,
  WAITING_DISBURSEMENT: { label: text('Chờ giải ngân', 'Waiting disbursement'), tone: 'warning' },
  DISBURSED: { label: text('Đã giải ngân', 'Disbursed'), tone: 'success' },
} as const satisfies Record<GuaranteeNoticeStatus, StatusLabel>;
export const GUARANTEE_NOTICE_STATUS_TABLE = statusTable(
  GUARANTEE_NOTICE_STATUSES,
  GUARANTEE_NOTICE_STATUS_LABELS,
);

/** A funding partner's part in one transaction (spec §4). */
const FUNDING_PARTNER_STATUS_LIST = statusList([
  ['WAITING_APPROVAL', 'Chờ phê duyệt', 'Waiting for approval', 'processing'],
  ['WAITING_SIGN', 'Chờ ký', 'Waiting for sign', 'processing'],
  ['WAITING_PARTNER_CONFIRMATION', 'Chờ đối tác xác nhận', 'Waiting for partner confirmation', 'processing'],
  ['WAITING_FUNDING', 'Chờ cấp vốn', 'Waiting for funding', 'warning'],
  ['CANCELLED', 'Đã hủy', 'Cancel', 'default'],
  ['REJECTED', 'Đã từ chối', 'Reject', 'error'],
  ['COMPLETED', 'Hoàn tất', 'Complete', 'success'],
]);
export const FUNDING_PARTNER_STATUSES = FUNDING_PARTNER_STATUS_LIST.codes;
export type FundingPartnerStatus = (typeof FUNDING_PARTNER_STATUSES)[number];
export const FUNDING_PARTNER_STATUS_LABELS = FUNDING_PARTNER_STATUS_LIST.labels;
export const FUNDING_PARTNER_STATUS_TABLE = FUNDING_PARTNER_STATUS_LIST.table;

/** A partner referred by a referral partner (spec §4). */
export const REFERRED_PARTNER_STATUSES = ['CONFIRMING', 'ACTIVE', 'DEACTIVATED'] as const;
export type ReferredPartnerStatus = (typeof REFERRED_PARTNER_STATUSES)[number];
export const REFERRED_PARTNER_STATUS_LABELS = {
  CONFIRMING: confirming,
  ACTIVE: { label: text('Đang hoạt động', 'Active'), tone: 'success' },
  DEACTIVATED: { label: text('Ngừng hoạt động', 'Deactivated'), tone: 'default' },
} as const satisfies Record<ReferredPartnerStatus, StatusLabel>;
export const REFERRED_PARTNER_STATUS_TABLE = statusTable(
  REFERRED_PARTNER_STATUSES,
  REFERRED_PARTNER_STATUS_LABELS,
);

/**
 * Commission status (spec §4: -1, 1, 2, "else active"). 3 is the code the product writes for
 * active; any other unknown code also reads as active, as the spec says.
 */
export const COMMISSION_STATUSES = [-1, 1, 2, 3] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];
export const COMMISSION_STATUS_LABELS = {
  [-1]: rejected,
  1: { label: text('Ngừng áp dụng', 'Deactivated'), tone: 'default' },
  2: { label: text('Chờ xác nhận', 'Awaiting confirmation'), tone: 'processing' },
  3: { label: text('Đang áp dụng', 'Active'), tone: 'success' },
} as const satisfies Record<CommissionStatus, StatusLabel>;
export const COMMISSION_STATUS_TABLE = statusTable(
  COMMISSION_STATUSES,
  COMMISSION_STATUS_LABELS,
  COMMISSION_STATUS_LABELS[3],
);

/** Payment of a commission (spec §4 "also unsettled, first paid, settled"). */
const COMMISSION_PAYMENT_STATUS_LIST = statusList([
  ['UNSETTLED', 'Chưa thanh toán', 'Unsettled', 'warning'],
  ['FIRST_PAID', 'Đã thanh toán lần đầu', 'First paid', 'processing'],
  ['SETTLED', 'Đã tất toán', 'Settled', 'success'],
]);
export const COMMISSION_PAYMENT_STATUSES = COMMISSION_PAYMENT_STATUS_LIST.codes;
export type CommissionPaymentStatus = (typeof COMMISSION_PAYMENT_STATUSES)[number];
export const COMMISSION_PAYMENT_STATUS_LABELS = COMMISSION_PAYMENT_STATUS_LIST.labels;
export const COMMISSION_PAYMENT_STATUS_TABLE = COMMISSION_PAYMENT_STATUS_LIST.table;
