import { text } from '../text.ts';
import { statusTable } from './lookup.ts';
import type { StatusLabel } from './tone.ts';

/**
 * Lending status (spec §4): a term loan from a lending partner. The spec groups 4 and 5 ("paid or
 * awaiting confirmation") and 6, 61, 62, 66 ("disbursed/awaiting settlement"); the split between
 * them is ours and is explained in docs/workflows.md.
 */
export const LENDING_STATUSES = [-1, 1, 2, 3, 4, 5, 6, 61, 62, 66, 7, 8] as const;
export type LendingStatus = (typeof LENDING_STATUSES)[number];

export const LENDING_STATUS_LABELS = {
  [-1]: { label: text('Đã từ chối', 'Rejected'), tone: 'error' },
  1: { label: text('Đã yêu cầu', 'Requested'), tone: 'default' },
  2: {
    label: text('Chờ ký/đối tác xác nhận', 'Waiting signature/partner confirmation'),
    tone: 'processing',
  },
  3: { label: text('Chờ giải ngân', 'Waiting disbursement'), tone: 'warning' },
  4: { label: text('Đã chuyển tiền', 'Paid'), tone: 'processing' },
  5: { label: text('Chờ xác nhận', 'Awaiting confirmation'), tone: 'processing' },
  6: { label: text('Đã giải ngân/chờ tất toán', 'Disbursed/awaiting settlement'), tone: 'success' },
  61: {
    label: text('Chờ tất toán (đã gửi thông báo)', 'Awaiting settlement (notice sent)'),
    tone: 'warning',
  },
  62: {
    label: text('Chờ xác nhận tất toán', 'Awaiting settlement confirmation'),
    tone: 'processing',
  },
  66: {
    label: text('Chờ tất toán (đề nghị gia hạn)', 'Awaiting settlement (extension requested)'),
    tone: 'warning',
  },
  7: { label: text('Đã tất toán', 'Settled'), tone: 'success' },
  8: { label: text('Đã gia hạn', 'Extended'), tone: 'processing' },
} as const satisfies Record<LendingStatus, StatusLabel>;

export const LENDING_STATUS_TABLE = statusTable(LENDING_STATUSES, LENDING_STATUS_LABELS);
