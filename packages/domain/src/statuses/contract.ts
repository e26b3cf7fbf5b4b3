import { statusList, statusTable } from './lookup.ts';

/** Contract status codes (spec §4); any other value shows an empty label. */
const CONTRACT_STATUS_LIST = statusList([
  [0, 'Chờ khởi tạo', 'Waiting for Creation', 'default'],
  [1, 'Đang xem xét', 'Reviewing', 'processing'],
  [11, 'Chờ tải lên hợp đồng', 'Waiting for Contract Upload', 'warning'],
  [2, 'Đã từ chối', 'Rejected', 'error'],
  [3, 'Chờ đơn vị vận hành ký', 'Waiting for PC signing', 'processing'],
  [4, 'Chờ khách hàng ký', 'Waiting for Client signing', 'processing'],
  [5, 'Hoàn tất', 'Completed', 'success'],
]);
export const CONTRACT_STATUSES = CONTRACT_STATUS_LIST.codes;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_STATUS_LABELS = CONTRACT_STATUS_LIST.labels;
export const CONTRACT_STATUS_TABLE = CONTRACT_STATUS_LIST.table;

/** Contract actions (spec §4); labels for buttons. */
const CONTRACT_ACTION_LIST = statusList([
  ['request', 'Yêu cầu hợp đồng', 'Request', 'default'],
  ['approve', 'Phê duyệt', 'Approve', 'success'],
  ['reject', 'Từ chối', 'Reject', 'error'],
  ['sign', 'Ký số (xác thực OTP)', 'Sign by CA with OTP confirmation', 'processing'],
  ['generate', 'Tạo hợp đồng', 'Generate', 'default'],
  ['upload', 'Tải lên hợp đồng', 'Upload', 'default'],
]);
export const CONTRACT_ACTIONS = CONTRACT_ACTION_LIST.codes;
export type ContractActionName = (typeof CONTRACT_ACTIONS)[number];
export const CONTRACT_ACTION_LABELS = CONTRACT_ACTION_LIST.labels;
export const CONTRACT_ACTION_TABLE = CONTRACT_ACTION_LIST.table;

/** Appendix status (spec §4). */
const APPENDIX_STATUS_LIST = statusList([
  [-1, 'Từ chối', 'Reject', 'error'],
  [1, 'Chờ yêu cầu', 'Waiting request', 'default'],
  [2, 'Chờ đối tác ký điện tử', 'Waiting partner e-sign', 'processing'],
  [3, 'Chờ đơn vị vận hành ký điện tử', 'Waiting system-company e-sign', 'processing'],
  [4, 'Chờ tải lên bản cứng', 'Waiting hard copy upload', 'warning'],
  [5, 'Chờ xác nhận bản cứng', 'Waiting hard copy confirmation', 'processing'],
  [6, 'Hoàn tất', 'Complete', 'success'],
]);
export const APPENDIX_STATUSES = APPENDIX_STATUS_LIST.codes;
export type AppendixStatus = (typeof APPENDIX_STATUSES)[number];
export const APPENDIX_STATUS_LABELS = APPENDIX_STATUS_LIST.labels;
export const APPENDIX_STATUS_TABLE = APPENDIX_STATUS_LIST.table;

/**
 * Reference appendix status (spec §4: -1, 1, 2, "else complete"). 3 is the code the product
 * writes for complete; any other unknown code also reads as complete, as the spec says.
 */
const REFERENCE_APPENDIX_STATUS_LIST = statusList([
  [-1, 'Từ chối', 'Reject', 'error'],
  [1, 'Chờ tải lên hoặc chờ đơn vị vận hành', 'Waiting upload or system company', 'processing'],
  [2, 'Chờ đơn vị vận hành hoặc đối tác ký', 'Waiting system company or partner sign', 'processing'],
  [3, 'Hoàn tất', 'Complete', 'success'],
]);
export const REFERENCE_APPENDIX_STATUSES = REFERENCE_APPENDIX_STATUS_LIST.codes;
export type ReferenceAppendixStatus = (typeof REFERENCE_APPENDIX_STATUSES)[number];
export const REFERENCE_APPENDIX_STATUS_LABELS = REFERENCE_APPENDIX_STATUS_LIST.labels;
export const REFERENCE_APPENDIX_STATUS_TABLE = statusTable(
  REFERENCE_APPENDIX_STATUSES,
  REFERENCE_APPENDIX_STATUS_LABELS,
  REFERENCE_APPENDIX_STATUS_LABELS[3],
);

/** Reference appendix types (spec §4). */
const REFERENCE_APPENDIX_TYPE_LIST = statusList([
  ['BUYER', 'Bên mua', 'Buyer', 'default'],
  ['FUNDING', 'Đồng tài trợ', 'Funding', 'default'],
  ['GUARANTEE', 'Bảo lãnh', 'Guarantee', 'default'],
  ['LENDING', 'Cho vay', 'Lending', 'default'],
]);
export const REFERENCE_APPENDIX_TYPES = REFERENCE_APPENDIX_TYPE_LIST.codes;
export type ReferenceAppendixType = (typeof REFERENCE_APPENDIX_TYPES)[number];
export const REFERENCE_APPENDIX_TYPE_LABELS = REFERENCE_APPENDIX_TYPE_LIST.labels;
export const REFERENCE_APPENDIX_TYPE_TABLE = REFERENCE_APPENDIX_TYPE_LIST.table;
