import { text } from '../text.ts';
import { pickLabels, statusTable } from './lookup.ts';
import type { StatusLabel } from './tone.ts';

/** Receivable (AR) status, spec §4, in the spec's order. */
export const RECEIVABLE_STATUSES = [
  'AVAILABLE',
  'UNCONDITIONAL',
  'MATURITY',
  'REVIEW',
  'FIRST_PAID',
  'SETTLEMENT',
  'SETTLED',
  'OVERDUE',
  'BAD_DEBT',
  'DONE_COLLECTION',
  'DELETED',
] as const;
export type ReceivableStatus = (typeof RECEIVABLE_STATUSES)[number];

export const RECEIVABLE_STATUS_LABELS = {
  AVAILABLE: { label: text('Sẵn sàng tài trợ', 'Available'), tone: 'default' },
  UNCONDITIONAL: { label: text('Đã xác nhận vô điều kiện', 'Unconditional'), tone: 'processing' },
  MATURITY: { label: text('Đã xác nhận ngày đáo hạn', 'Maturity confirmed'), tone: 'processing' },
  REVIEW: { label: text('Đang thẩm định', 'Under review'), tone: 'processing' },
  FIRST_PAID: { label: text('Đã thanh toán lần đầu', 'First paid'), tone: 'processing' },
  SETTLEMENT: { label: text('Chờ tất toán', 'Settlement'), tone: 'warning' },
  SETTLED: { label: text('Đã tất toán', 'Settled'), tone: 'success' },
  OVERDUE: { label: text('Quá hạn', 'Overdue'), tone: 'error' },
  BAD_DEBT: { label: text('Nợ xấu', 'Bad debt'), tone: 'error' },
  DONE_COLLECTION: { label: text('Đã thu hồi xong', 'Collection completed'), tone: 'success' },
  DELETED: { label: text('Đã xóa', 'Deleted'), tone: 'default' },
} as const satisfies Record<ReceivableStatus, StatusLabel>;

export const RECEIVABLE_STATUS_TABLE = statusTable(RECEIVABLE_STATUSES, RECEIVABLE_STATUS_LABELS);

/** Statuses shown in receivable history: every status but the first three (spec §4). */
export const RECEIVABLE_HISTORY_STATUSES = RECEIVABLE_STATUSES.slice(3) as readonly Exclude<
  ReceivableStatus,
  'AVAILABLE' | 'UNCONDITIONAL' | 'MATURITY'
>[];
export type ReceivableHistoryStatus = (typeof RECEIVABLE_HISTORY_STATUSES)[number];

export const RECEIVABLE_HISTORY_STATUS_TABLE = statusTable(
  RECEIVABLE_HISTORY_STATUSES,
  pickLabels(RECEIVABLE_STATUS_LABELS, RECEIVABLE_HISTORY_STATUSES),
);

/**
 * The short form of a status in dense tables (spec §4): SETTLEMENT as 'D' with the signed day
 * offset from the due date (`days` < 0 before it: 'D-3'; > 0 after it: 'D+2'; the due date
 * itself: 'D'), OVERDUE as 'O', BAD_DEBT as 'BD'. Other statuses have no short form (null):
 * show the full label.
 */
export function receivableShortForm(status: string, days?: number | null): string | null {
  switch (status) {
    case 'SETTLEMENT': {
      const d = typeof days === 'number' && Number.isFinite(days) ? Math.trunc(days) : 0;
      if (d === 0) return 'D';
      return d < 0 ? `D-${-d}` : `D+${d}`;
    }
    case 'OVERDUE':
      return 'O';
    case 'BAD_DEBT':
      return 'BD';
    default:
      return null;
  }
}

/** Debt stages after the due date (spec §4): overdue, then bad debt, then write-off, or collected. */
export const DEBT_STAGES = ['OVERDUE', 'BAD_DEBT', 'WRITTEN_OFF', 'COLLECTION_COMPLETED'] as const;
export type DebtStage = (typeof DEBT_STAGES)[number];

export const DEBT_STAGE_LABELS = {
  OVERDUE: { label: text('Quá hạn', 'Overdue'), tone: 'warning' },
  BAD_DEBT: { label: text('Nợ xấu', 'Bad debt'), tone: 'error' },
  WRITTEN_OFF: { label: text('Đã xóa nợ', 'Write-off'), tone: 'default' },
  COLLECTION_COMPLETED: { label: text('Đã thu hồi nợ', 'Collection completed'), tone: 'success' },
} as const satisfies Record<DebtStage, StatusLabel>;

export const DEBT_STAGE_TABLE = statusTable(DEBT_STAGES, DEBT_STAGE_LABELS);
