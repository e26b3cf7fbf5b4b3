import { statusList } from './lookup.ts';

/** A request to set a buyer's early-interest-rate groups (spec §4). */
const EARLY_INTEREST_RATE_REQUEST_STATUS_LIST = statusList([
  ['NOT_SET', 'Chưa thiết lập', 'Not set', 'default'],
  ['REQUESTING', 'Đang yêu cầu', 'Requesting', 'processing'],
  ['APPROVED', 'Đã phê duyệt', 'Approved', 'success'],
]);
export const EARLY_INTEREST_RATE_REQUEST_STATUSES = EARLY_INTEREST_RATE_REQUEST_STATUS_LIST.codes;
export type EarlyInterestRateRequestStatus = (typeof EARLY_INTEREST_RATE_REQUEST_STATUSES)[number];
export const EARLY_INTEREST_RATE_REQUEST_STATUS_LABELS = EARLY_INTEREST_RATE_REQUEST_STATUS_LIST.labels;
export const EARLY_INTEREST_RATE_REQUEST_STATUS_TABLE = EARLY_INTEREST_RATE_REQUEST_STATUS_LIST.table;

/**
 * Buyer credit setup (spec §4: applied (approved), rejected, activated). PENDING, a setup waiting
 * for the manager's approval, is ours: the golden path has a manager approve it.
 */
const BUYER_CREDIT_SETUP_STATUS_LIST = statusList([
  ['PENDING', 'Chờ phê duyệt', 'Waiting for approval', 'processing'],
  ['APPLIED', 'Đã áp dụng (đã phê duyệt)', 'Applied (approved)', 'success'],
  ['REJECTED', 'Đã từ chối', 'Rejected', 'error'],
  ['ACTIVATED', 'Đã kích hoạt', 'Activated', 'success'],
]);
export const BUYER_CREDIT_SETUP_STATUSES = BUYER_CREDIT_SETUP_STATUS_LIST.codes;
export type BuyerCreditSetupStatus = (typeof BUYER_CREDIT_SETUP_STATUSES)[number];
export const BUYER_CREDIT_SETUP_STATUS_LABELS = BUYER_CREDIT_SETUP_STATUS_LIST.labels;
export const BUYER_CREDIT_SETUP_STATUS_TABLE = BUYER_CREDIT_SETUP_STATUS_LIST.table;

/** A funding request put to the buyer (spec §4). */
const BUYER_FUNDING_REQUEST_STATUS_LIST = statusList([
  ['REQUESTED', 'Chờ phê duyệt', 'Waiting for approval', 'processing'],
  ['APPROVED', 'Đã phê duyệt', 'Approved', 'success'],
  ['REJECTED', 'Đã từ chối', 'Rejected', 'error'],
  ['DOCUMENTS_UPLOADED', 'Đã tải lên chứng từ', 'Documents uploaded', 'processing'],
  ['DISBURSEMENT_CONFIRMED', 'Đã xác nhận giải ngân', 'Disbursement confirmed', 'success'],
]);
export const BUYER_FUNDING_REQUEST_STATUSES = BUYER_FUNDING_REQUEST_STATUS_LIST.codes;
export type BuyerFundingRequestStatus = (typeof BUYER_FUNDING_REQUEST_STATUSES)[number];
export const BUYER_FUNDING_REQUEST_STATUS_LABELS = BUYER_FUNDING_REQUEST_STATUS_LIST.labels;
export const BUYER_FUNDING_REQUEST_STATUS_TABLE = BUYER_FUNDING_REQUEST_STATUS_LIST.table;
