import { text } from '../text.ts';
import { statusTable } from './lookup.ts';
import type { StatusLabel } from './tone.ts';

/** A request to set a buyer's early-interest-rate groups (spec §4). */
export const EARLY_INTEREST_RATE_REQUEST_STATUSES = ['NOT_SET', 'REQUESTING', 'APPROVED'] as const;
export type EarlyInterestRateRequestStatus = (typeof EARLY_INTEREST_RATE_REQUEST_STATUSES)[number];

export const EARLY_INTEREST_RATE_REQUEST_STATUS_LABELS = {
  NOT_SET: { label: text('Chưa thiết lập', 'Not set'), tone: 'default' },
  REQUESTING: { label: text('Đang yêu cầu', 'Requesting'), tone: 'processing' },
  APPROVED: { label: text('Đã phê duyệt', 'Approved'), tone: 'success' },
} as const satisfies Record<EarlyInterestRateRequestStatus, StatusLabel>;

export const EARLY_INTEREST_RATE_REQUEST_STATUS_TABLE = statusTable(
  EARLY_INTEREST_RATE_REQUEST_STATUSES,
  EARLY_INTEREST_RATE_REQUEST_STATUS_LABELS,
);

/**
 * Buyer credit setup (spec §4: applied (approved), rejected, activated). PENDING, a setup waiting
 * for the manager's approval, is ours: the golden path has a manager approve it.
 */
export const BUYER_CREDIT_SETUP_STATUSES = ['PENDING', 'APPLIED', 'REJECTED', 'ACTIVATED'] as const;
export type BuyerCreditSetupStatus = (typeof BUYER_CREDIT_SETUP_STATUSES)[number];

export const BUYER_CREDIT_SETUP_STATUS_LABELS = {
  PENDING: { label: text('Chờ phê duyệt', 'Waiting for approval'), tone: 'processing' },
  APPLIED: { label: text('Đã áp dụng (đã phê duyệt)', 'Applied (approved)'), tone: 'success' },
  REJECTED: { label: text('Đã từ chối', 'Rejected'), tone: 'error' },
  ACTIVATED: { label: text('Đã kích hoạt', 'Activated'), tone: 'success' },
} as const satisfies Record<BuyerCreditSetupStatus, StatusLabel>;

export const BUYER_CREDIT_SETUP_STATUS_TABLE = statusTable(
  BUYER_CREDIT_SETUP_STATUSES,
  BUYER_CREDIT_SETUP_STATUS_LABELS,
);

/** A funding request put to the buyer (spec §4). */
export const BUYER_FUNDING_REQUEST_STATUSES = [
  'REQUESTED',
  'APPROVED',
  'REJECTED',
  'DOCUMENTS_UPLOADED',
  'DISBURSEMENT_CONFIRMED',
] as const;
export type BuyerFundingRequestStatus = (typeof BUYER_FUNDING_REQUEST_STATUSES)[number];

export const BUYER_FUNDING_REQUEST_STATUS_LABELS = {
  REQUESTED: { label: text('Chờ phê duyệt', 'Waiting for approval'), tone: 'processing' },
  APPROVED: { label: text('Đã phê duyệt', 'Approved'), tone: 'success' },
  REJECTED: { label: text('Đã từ chối', 'Rejected'), tone: 'error' },
  DOCUMENTS_UPLOADED: { label: text('Đã tải lên chứng từ', 'Documents uploaded'), tone: 'processing' },
  DISBURSEMENT_CONFIRMED: {
    label: text('Đã xác nhận giải ngân', 'Disbursement confirmed'),
    tone: 'success',
  },
} as const satisfies Record<BuyerFundingRequestStatus, StatusLabel>;

export const BUYER_FUNDING_REQUEST_STATUS_TABLE = statusTable(
  BUYER_FUNDING_REQUEST_STATUSES,
  BUYER_FUNDING_REQUEST_STATUS_LABELS,
);
