import { statusList } from './lookup.ts';

/** A savings pack's life (decision 0107): drafted, offered to members, closed to new money. */
const SAVINGS_PACK_STATUS_LIST = statusList([
  ['DRAFT', 'Nháp', 'Draft', 'default'],
  ['ACTIVE', 'Đang áp dụng', 'Active', 'success'],
  ['CLOSED', 'Đã đóng', 'Closed', 'error'],
]);
export const SAVINGS_PACK_STATUSES = SAVINGS_PACK_STATUS_LIST.codes;
export type SavingsPackStatus = (typeof SAVINGS_PACK_STATUSES)[number];
export const SAVINGS_PACK_STATUS_LABELS = SAVINGS_PACK_STATUS_LIST.labels;

/** A member's placement: running, paid at maturity, or withdrawn before it (or a non-term one closed). */
const SAVINGS_PLACEMENT_STATUS_LIST = statusList([
  ['ACTIVE', 'Đang gửi', 'Active', 'processing'],
  ['MATURED', 'Đã đáo hạn', 'Matured', 'success'],
  ['WITHDRAWN', 'Đã rút', 'Withdrawn', 'default'],
]);
export const SAVINGS_PLACEMENT_STATUSES = SAVINGS_PLACEMENT_STATUS_LIST.codes;
export type SavingsPlacementStatus = (typeof SAVINGS_PLACEMENT_STATUSES)[number];
export const SAVINGS_PLACEMENT_STATUS_LABELS = SAVINGS_PLACEMENT_STATUS_LIST.labels;

/** Why money moved in a pack (each movement is also a journal entry). */
const SAVINGS_MOVEMENT_KIND_LIST = statusList([
  ['PLACE', 'Gửi tiền', 'Placement', 'processing'],
  ['WITHDRAW', 'Rút gốc', 'Principal paid back', 'default'],
  ['INTEREST', 'Trả lãi', 'Interest paid', 'success'],
  ['COMMISSION', 'Hoa hồng', 'Commission paid', 'warning'],
]);
export const SAVINGS_MOVEMENT_KINDS = SAVINGS_MOVEMENT_KIND_LIST.codes;
export type SavingsMovementKind = (typeof SAVINGS_MOVEMENT_KINDS)[number];
export const SAVINGS_MOVEMENT_KIND_LABELS = SAVINGS_MOVEMENT_KIND_LIST.labels;

/** Term (kỳ hạn) or non-term (không kỳ hạn) packs. */
const SAVINGS_PACK_KIND_LIST = statusList([
  ['TERM', 'Có kỳ hạn', 'Term', 'processing'],
  ['NON_TERM', 'Không kỳ hạn', 'Non-term', 'default'],
]);
export const SAVINGS_PACK_KINDS = SAVINGS_PACK_KIND_LIST.codes;
export type SavingsPackKind = (typeof SAVINGS_PACK_KINDS)[number];
export const SAVINGS_PACK_KIND_LABELS = SAVINGS_PACK_KIND_LIST.labels;

/** A savings member is a person or a company. */
export const SAVINGS_MEMBER_KINDS = ['PERSON', 'COMPANY'] as const;
export type SavingsMemberKind = (typeof SAVINGS_MEMBER_KINDS)[number];
export const SAVINGS_MEMBER_KIND_NAMES = {
  PERSON: { vi: 'Cá nhân', en: 'Person' },
  COMPANY: { vi: 'Doanh nghiệp', en: 'Company' },
} as const;

/** A transfer between savings sources and packs (decision 0117): drafted, then confirmed (booked) or cancelled. */
const SAVINGS_TRANSFER_STATUS_LIST = statusList([
  ['DRAFT', 'Chờ xác nhận', 'Awaiting confirmation', 'processing'],
  ['CONFIRMED', 'Đã xác nhận', 'Confirmed', 'success'],
  ['CANCELLED', 'Đã hủy', 'Cancelled', 'default'],
]);
export const SAVINGS_TRANSFER_STATUSES = SAVINGS_TRANSFER_STATUS_LIST.codes;
export type SavingsTransferStatus = (typeof SAVINGS_TRANSFER_STATUSES)[number];
export const SAVINGS_TRANSFER_STATUS_LABELS = SAVINGS_TRANSFER_STATUS_LIST.labels;

/** Where a savings source's money is (decision 0117). */
export const SAVINGS_SOURCE_KINDS = ['OWN_CAPITAL', 'BANK_ACCOUNT', 'PARTNER_LINE'] as const;
export type SavingsSourceKind = (typeof SAVINGS_SOURCE_KINDS)[number];
export const SAVINGS_SOURCE_KIND_NAMES = {
  OWN_CAPITAL: { vi: 'Vốn tự có', en: 'Own capital' },
  BANK_ACCOUNT: { vi: 'Tài khoản ngân hàng', en: 'Bank account' },
  PARTNER_LINE: { vi: 'Hạn mức đối tác', en: 'Partner funding line' },
} as const;
