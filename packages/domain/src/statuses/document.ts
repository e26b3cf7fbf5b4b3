import { text } from '../text.ts';
import { statusTable } from './lookup.ts';
import type { StatusLabel } from './tone.ts';

/** Custody status of a stored original document (spec §4, codes 0-4). */
export const DOCUMENT_STATUSES = [0, 1, 2, 3, 4] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const DOCUMENT_STATUS_LABELS = {
  0: { label: text('Thiếu', 'Missing'), tone: 'warning' },
  1: { label: text('Đầy đủ', 'Complete'), tone: 'success' },
  2: { label: text('Hư hỏng', 'Damaged'), tone: 'error' },
  3: { label: text('Thất lạc', 'Lost'), tone: 'error' },
  4: { label: text('Đã trả khách hàng', 'Returned to customer'), tone: 'default' },
} as const satisfies Record<DocumentStatus, StatusLabel>;

export const DOCUMENT_STATUS_TABLE = statusTable(DOCUMENT_STATUSES, DOCUMENT_STATUS_LABELS);

/** When a borrowed document came back against its return date (spec §4). */
export const DOCUMENT_RETURN_TIMINGS = ['EARLY', 'ON_TIME', 'LATE'] as const;
export type DocumentReturnTiming = (typeof DOCUMENT_RETURN_TIMINGS)[number];

export const DOCUMENT_RETURN_TIMING_LABELS = {
  EARLY: { label: text('Trả sớm', 'Early'), tone: 'success' },
  ON_TIME: { label: text('Đúng hạn', 'On time'), tone: 'success' },
  LATE: { label: text('Trả trễ', 'Late'), tone: 'error' },
} as const satisfies Record<DocumentReturnTiming, StatusLabel>;

export const DOCUMENT_RETURN_TIMING_TABLE = statusTable(
  DOCUMENT_RETURN_TIMINGS,
  DOCUMENT_RETURN_TIMING_LABELS,
);

/** Result of an expertise (appraisal) item, codes 1-5; any other code reads 'exception' (spec §4). */
export const EXPERTISE_RESULTS = [1, 2, 3, 4, 5] as const;
export type ExpertiseResult = (typeof EXPERTISE_RESULTS)[number];

export const EXPERTISE_RESULT_LABELS = {
  1: { label: text('Đạt', 'Pass'), tone: 'success' },
  2: { label: text('Không đạt', 'Fail'), tone: 'error' },
  3: { label: text('Không áp dụng', 'N/A'), tone: 'default' },
  4: { label: text('Chấp thuận', 'Approve'), tone: 'success' },
  5: { label: text('Không chấp thuận', 'Disapprove'), tone: 'error' },
} as const satisfies Record<ExpertiseResult, StatusLabel>;

export const EXPERTISE_EXCEPTION: StatusLabel = { label: text('Ngoại lệ', 'exception'), tone: 'warning' };

export const EXPERTISE_RESULT_TABLE = statusTable(
  EXPERTISE_RESULTS,
  EXPERTISE_RESULT_LABELS,
  EXPERTISE_EXCEPTION,
);
