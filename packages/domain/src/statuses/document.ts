import { text } from '../text.ts';
import { statusList, statusTable } from './lookup.ts';
import type { StatusLabel } from './tone.ts';

/** Custody status of a stored original document (spec §4, codes 0-4). */
const DOCUMENT_STATUS_LIST = statusList([
  [0, 'Thiếu', 'Missing', 'warning'],
  [1, 'Đầy đủ', 'Complete', 'success'],
  [2, 'Hư hỏng', 'Damaged', 'error'],
  [3, 'Thất lạc', 'Lost', 'error'],
  [4, 'Đã trả khách hàng', 'Returned to customer', 'default'],
]);
export const DOCUMENT_STATUSES = DOCUMENT_STATUS_LIST.codes;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const DOCUMENT_STATUS_LABELS = DOCUMENT_STATUS_LIST.labels;
export const DOCUMENT_STATUS_TABLE = DOCUMENT_STATUS_LIST.table;

/** When a borrowed document came back against its return date (spec §4). */
const DOCUMENT_RETURN_TIMING_LIST = statusList([
  ['EARLY', 'Trả sớm', 'Early', 'success'],
  ['ON_TIME', 'Đúng hạn', 'On time', 'success'],
  ['LATE', 'Trả trễ', 'Late', 'error'],
]);
export const DOCUMENT_RETURN_TIMINGS = DOCUMENT_RETURN_TIMING_LIST.codes;
export type DocumentReturnTiming = (typeof DOCUMENT_RETURN_TIMINGS)[number];
export const DOCUMENT_RETURN_TIMING_LABELS = DOCUMENT_RETURN_TIMING_LIST.labels;
export const DOCUMENT_RETURN_TIMING_TABLE = DOCUMENT_RETURN_TIMING_LIST.table;

/** Result of an expertise (appraisal) item, codes 1-5; any other code reads 'exception' (spec §4). */
const EXPERTISE_RESULT_LIST = statusList([
  [1, 'Đạt', 'Pass', 'success'],
  [2, 'Không đạt', 'Fail', 'error'],
  [3, 'Không áp dụng', 'N/A', 'default'],
  [4, 'Chấp thuận', 'Approve', 'success'],
  [5, 'Không chấp thuận', 'Disapprove', 'error'],
]);
export const EXPERTISE_RESULTS = EXPERTISE_RESULT_LIST.codes;
export type ExpertiseResult = (typeof EXPERTISE_RESULTS)[number];
export const EXPERTISE_RESULT_LABELS = EXPERTISE_RESULT_LIST.labels;

export const EXPERTISE_EXCEPTION: StatusLabel = { label: text('Ngoại lệ', 'exception'), tone: 'warning' };

export const EXPERTISE_RESULT_TABLE = statusTable(
  EXPERTISE_RESULTS,
  EXPERTISE_RESULT_LABELS,
  EXPERTISE_EXCEPTION,
);
