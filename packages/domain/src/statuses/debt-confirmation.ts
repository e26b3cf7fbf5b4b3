import { text } from '../text.ts';
import { statusTable } from './lookup.ts';
import type { StatusLabel } from './tone.ts';

/** Debt-confirmation letter: a supplier asks the buyer to confirm what it owes (spec §4). */
export const DEBT_CONFIRMATION_STATUSES = [
  'CREATED',
  'WAITING_E_SIGN',
  'WAITING_SYSTEM_CONFIRM',
  'SUPPLIER_REJECTED',
  'WAITING_BUYER_CONFIRM',
  'SYSTEM_REJECTED',
  'BUYER_APPROVED',
  'BUYER_REVISED',
  'BUYER_REJECTED',
] as const;
export type DebtConfirmationStatus = (typeof DEBT_CONFIRMATION_STATUSES)[number];

export const DEBT_CONFIRMATION_STATUS_LABELS = {
  CREATED: { label: text('Đã tạo', 'Created'), tone: 'default' },
  WAITING_E_SIGN: { label: text('Chờ ký điện tử', 'Waiting e-signing'), tone: 'processing' },
  WAITING_SYSTEM_CONFIRM: {
    label: text('Chờ đơn vị vận hành xác nhận', 'Waiting system company confirm'),
    tone: 'processing',
  },
  SUPPLIER_REJECTED: { label: text('Nhà cung cấp từ chối', 'Supplier rejected'), tone: 'error' },
  WAITING_BUYER_CONFIRM: {
    label: text('Chờ bên mua xác nhận', 'Waiting buyer confirmation'),
    tone: 'processing',
  },
  SYSTEM_REJECTED: { label: text('Đơn vị vận hành từ chối', 'System company rejected'), tone: 'error' },
  BUYER_APPROVED: { label: text('Bên mua đã xác nhận', 'Buyer approved'), tone: 'success' },
  BUYER_REVISED: { label: text('Bên mua đề nghị điều chỉnh', 'Buyer revised'), tone: 'warning' },
  BUYER_REJECTED: { label: text('Bên mua từ chối', 'Buyer rejected'), tone: 'error' },
} as const satisfies Record<DebtConfirmationStatus, StatusLabel>;

export const DEBT_CONFIRMATION_STATUS_TABLE = statusTable(
  DEBT_CONFIRMATION_STATUSES,
  DEBT_CONFIRMATION_STATUS_LABELS,
);
