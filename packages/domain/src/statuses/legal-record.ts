import { text } from '../text.ts';
import { statusList } from './lookup.ts';

/**
 * A company's legal record (registration certificate, charter, ID card…): uploaded as PENDING,
 * approved or rejected by the funder's credit staff, soft-deleted (DELETED keeps the row and
 * its file for the trace; lists leave it out). docs/decisions.md "Legal records".
 */
const LEGAL_RECORD_STATUS_LIST = statusList([
  ['PENDING', 'Chờ duyệt', 'Waiting for approval', 'processing'],
  ['APPROVED', 'Đã duyệt', 'Approved', 'success'],
  ['REJECTED', 'Không đạt', 'Rejected', 'error'],
  ['DELETED', 'Đã xóa', 'Deleted', 'default'],
]);
export const LEGAL_RECORD_STATUSES = LEGAL_RECORD_STATUS_LIST.codes;
export type LegalRecordStatus = (typeof LEGAL_RECORD_STATUSES)[number];
export const LEGAL_RECORD_STATUS_LABELS = LEGAL_RECORD_STATUS_LIST.labels;
/** Kinds of legal record a client hands in (what the credit appraisal reads). */
export const LEGAL_DOC_TYPES = [
  'ERC',
  'CHARTER',
  'REPRESENTATIVE_ID',
  'ID_CARD',
  'FINANCIAL_STATEMENT',
  'TAX_REPORT',
  'OTHER',
] as const;
export type LegalDocType = (typeof LEGAL_DOC_TYPES)[number];

export const LEGAL_DOC_TYPE_LABELS = {
  ERC: text('Giấy chứng nhận đăng ký doanh nghiệp', 'Business registration certificate'),
  CHARTER: text('Điều lệ công ty', 'Company charter'),
  REPRESENTATIVE_ID: text('Giấy tờ tùy thân người đại diện', 'Legal representative’s ID'),
  ID_CARD: text('CMND/CCCD', 'ID card'),
  FINANCIAL_STATEMENT: text('Báo cáo tài chính', 'Financial statement'),
  TAX_REPORT: text('Tờ khai thuế', 'Tax return'),
  OTHER: text('Hồ sơ khác', 'Other document'),
} as const;

/**
 * What the credit appraisal needs of a supplier before it can decide (the AssessmentItem view):
 * a corporate supplier's registration, charter, representative's ID and financial statements
 * (spec §9 "financial information of the last 4 years"); an individual's ID card.
 */
export const REQUIRED_LEGAL_DOCS = {
  corporate: ['ERC', 'CHARTER', 'REPRESENTATIVE_ID', 'FINANCIAL_STATEMENT'],
  individual: ['ID_CARD'],
} as const satisfies Record<string, readonly LegalDocType[]>;
