import { text } from '../text.ts';
import { statusTable } from './lookup.ts';
import type { StatusLabel } from './tone.ts';

/** Contract status codes (spec §4); any other value shows an empty label. */
export const CONTRACT_STATUSES = [0, 1, 11, 2, 3, 4, 5] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_STATUS_LABELS = {
  0: { label: text('Chờ khởi tạo', 'Waiting for Creation'), tone: 'default' },
  1: { label: text('Đang xem xét', 'Reviewing'), tone: 'processing' },
  11: { label: text('Chờ tải lên hợp đồng', 'Waiting for Contract Upload'), tone: 'warning' },
  2: { label: text('Đã từ chối', 'Rejected'), tone: 'error' },
  3: { label: text('Chờ đơn vị vận hành ký', 'Waiting for PC signing'), tone: 'processing' },
  4: { label: text('Chờ khách hàng ký', 'Waiting for Client signing'), tone: 'processing' },
  5: { label: text('Hoàn tất', 'Completed'), tone: 'success' },
} as const satisfies Record<ContractStatus, StatusLabel>;

export const CONTRACT_STATUS_TABLE = statusTable(CONTRACT_STATUSES, CONTRACT_STATUS_LABELS);

/** Contract actions (spec §4); labels for buttons. */
export const CONTRACT_ACTIONS = ['request', 'approve', 'reject', 'sign', 'generate', 'upload'] as const;
export type ContractActionName = (typeof CONTRACT_ACTIONS)[number];

export const CONTRACT_ACTION_LABELS = {
  request: { label: text('Yêu cầu hợp đồng', 'Request'), tone: 'default' },
  approve: { label: text('Phê duyệt', 'Approve'), tone: 'success' },
  reject: { label: text('Từ chối', 'Reject'), tone: 'error' },
  sign: { label: text('Ký số (xác thực OTP)', 'Sign by CA with OTP confirmation'), tone: 'processing' },
  generate: { label: text('Tạo hợp đồng', 'Generate'), tone: 'default' },
  upload: { label: text('Tải lên hợp đồng', 'Upload'), tone: 'default' },
} as const satisfies Record<ContractActionName, StatusLabel>;

export const CONTRACT_ACTION_TABLE = statusTable(CONTRACT_ACTIONS, CONTRACT_ACTION_LABELS);

/** Appendix status (spec §4). */
export const APPENDIX_STATUSES = [-1, 1, 2, 3, 4, 5, 6] as const;
export type AppendixStatus = (typeof APPENDIX_STATUSES)[number];

export const APPENDIX_STATUS_LABELS = {
  [-1]: { label: text('Từ chối', 'Reject'), tone: 'error' },
  1: { label: text('Chờ yêu cầu', 'Waiting request'), tone: 'default' },
  2: { label: text('Chờ đối tác ký điện tử', 'Waiting partner e-sign'), tone: 'processing' },
  3: { label: text('Chờ đơn vị vận hành ký điện tử', 'Waiting system-company e-sign'), tone: 'processing' },
  4: { label: text('Chờ tải lên bản cứng', 'Waiting hard copy upload'), tone: 'warning' },
  5: { label: text('Chờ xác nhận bản cứng', 'Waiting hard copy confirmation'), tone: 'processing' },
  6: { label: text('Hoàn tất', 'Complete'), tone: 'success' },
} as const satisfies Record<AppendixStatus, StatusLabel>;

export const APPENDIX_STATUS_TABLE = statusTable(APPENDIX_STATUSES, APPENDIX_STATUS_LABELS);

/**
 * Reference appendix status (spec §4: -1, 1, 2, "else complete"). 3 is the code the product
 * writes for complete; any other unknown code also reads as complete, as the spec says.
 */
export const REFERENCE_APPENDIX_STATUSES = [-1, 1, 2, 3] as const;
export type ReferenceAppendixStatus = (typeof REFERENCE_APPENDIX_STATUSES)[number];

export const REFERENCE_APPENDIX_STATUS_LABELS = {
  [-1]: { label: text('Từ chối', 'Reject'), tone: 'error' },
  1: {
    label: text('Chờ tải lên hoặc chờ đơn vị vận hành', 'Waiting upload or system company'),
    tone: 'processing',
  },
  2: {
    label: text('Chờ đơn vị vận hành hoặc đối tác ký', 'Waiting system company or partner sign'),
    tone: 'processing',
  },
  3: { label: text('Hoàn tất', 'Complete'), tone: 'success' },
} as const satisfies Record<ReferenceAppendixStatus, StatusLabel>;

export const REFERENCE_APPENDIX_STATUS_TABLE = statusTable(
  REFERENCE_APPENDIX_STATUSES,
  REFERENCE_APPENDIX_STATUS_LABELS,
  REFERENCE_APPENDIX_STATUS_LABELS[3],
);

/** Reference appendix types (spec §4). */
export const REFERENCE_APPENDIX_TYPES = ['BUYER', 'FUNDING', 'GUARANTEE', 'LENDING'] as const;
export type ReferenceAppendixType = (typeof REFERENCE_APPENDIX_TYPES)[number];

export const REFERENCE_APPENDIX_TYPE_LABELS = {
  BUYER: { label: text('Bên mua', 'Buyer'), tone: 'default' },
  FUNDING: { label: text('Đồng tài trợ', 'Funding'), tone: 'default' },
  GUARANTEE: { label: text('Bảo lãnh', 'Guarantee'), tone: 'default' },
  LENDING: { label: text('Cho vay', 'Lending'), tone: 'default' },
} as const satisfies Record<ReferenceAppendixType, StatusLabel>;

export const REFERENCE_APPENDIX_TYPE_TABLE = statusTable(
  REFERENCE_APPENDIX_TYPES,
  REFERENCE_APPENDIX_TYPE_LABELS,
);
