import { pickLabels, statusList, statusTable } from './lookup.ts';

/** Receivable (AR) status, spec §4, in the spec's order. */
const RECEIVABLE_STATUS_LIST = statusList([
  ['AVAILABLE', 'Sẵn sàng tài trợ', 'Available', 'default'],
  ['UNCONDITIONAL', 'Đã xác nhận vô điều kiện', 'Unconditional', 'processing'],
  ['MATURITY', 'Đã xác nhận ngày đáo hạn', 'Maturity confirmed', 'processing'],
  ['REVIEW', 'Đang thẩm định', 'Under review', 'processing'],
  ['FIRST_PAID', 'Đã thanh toán lần đầu', 'First paid', 'processing'],
  ['SETTLEMENT', 'Chờ tất toán', 'Settlement', 'warning'],
  ['SETTLED', 'Đã tất toán', 'Settled', 'success'],
  ['OVERDUE', 'Quá hạn', 'Overdue', 'error'],
  ['BAD_DEBT', 'Nợ xấu', 'Bad debt', 'error'],
  ['DONE_COLLECTION', 'Đã thu hồi xong', 'Collection completed', 'success'],
  ['DELETED', 'Đã xóa', 'Deleted', 'default'],
]);
export const RECEIVABLE_STATUSES = RECEIVABLE_STATUS_LIST.codes;
export type ReceivableStatus = (typeof RECEIVABLE_STATUSES)[number];
export const RECEIVABLE_STATUS_LABELS = RECEIVABLE_STATUS_LIST.labels;
export const RECEIVABLE_STATUS_TABLE = RECEIVABLE_STATUS_LIST.table;

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
const DEBT_STAGE_LIST = statusList([
  ['OVERDUE', 'Quá hạn', 'Overdue', 'warning'],
  ['BAD_DEBT', 'Nợ xấu', 'Bad debt', 'error'],
  ['WRITTEN_OFF', 'Đã xóa nợ', 'Write-off', 'default'],
  ['COLLECTION_COMPLETED', 'Đã thu hồi nợ', 'Collection completed', 'success'],
]);
export const DEBT_STAGES = DEBT_STAGE_LIST.codes;
export type DebtStage = (typeof DEBT_STAGES)[number];
export const DEBT_STAGE_LABELS = DEBT_STAGE_LIST.labels;
export const DEBT_STAGE_TABLE = DEBT_STAGE_LIST.table;
