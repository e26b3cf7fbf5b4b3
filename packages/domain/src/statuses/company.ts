import { text } from '../text.ts';
import { statusList } from './lookup.ts';
import { APPRAISING_LEAD_STATUSES, type PartnerLeadStatus, PROSPECTING_LEAD_STATUSES } from './partner.ts';
import type { StatusLabel } from './tone.ts';

/**
 * A client company's place in the partner/lead pipeline (spec §4), grouped as the buyer list
 * counts them (spec §3 `count_tiemnang`, `count_gianhap`): prospects are still being won or
 * appraised, members have joined (contracts signed). Rejected and stopped companies are neither.
 */
export const LEAD_GROUPS = {
  tiemnang: [...PROSPECTING_LEAD_STATUSES, ...APPRAISING_LEAD_STATUSES, 'REGISTERED'],
  gianhap: ['ONBOARDED', 'ACTIVATED', 'REAPPRAISAL'],
} as const satisfies Record<string, readonly PartnerLeadStatus[]>;
export const LEAD_GROUP_CODES = ['tiemnang', 'gianhap'] as const;
export type LeadGroup = (typeof LEAD_GROUP_CODES)[number];

export function leadGroupOf(status: PartnerLeadStatus): LeadGroup | null {
  if ((LEAD_GROUPS.gianhap as readonly string[]).includes(status)) return 'gianhap';
  if ((LEAD_GROUPS.tiemnang as readonly string[]).includes(status)) return 'tiemnang';
  return null;
}

/**
 * Supplier list status (spec §3: new or on-boarded): the same grouping seen from the supplier
 * list, so a supplier has one pipeline status and the list shows where it stands.
 */
export const SUPPLIER_STATUSES = ['NEW', 'ONBOARDED'] as const;
export type SupplierStatus = (typeof SUPPLIER_STATUSES)[number];
export const SUPPLIER_STATUS_GROUP = { NEW: 'tiemnang', ONBOARDED: 'gianhap' } as const satisfies Record<
  SupplierStatus,
  LeadGroup
>;
export const SUPPLIER_STATUS_LABELS = {
  NEW: { label: text('Mới', 'New'), tone: 'default' },
  ONBOARDED: { label: text('Đã tham gia', 'On-boarded'), tone: 'success' },
} as const satisfies Record<SupplierStatus, StatusLabel>;

/**
 * A supplier is active (trading, paid to its designated bank) once activated for payment; its
 * designated bank is then locked (spec §8 "cannot update designated bank of active supplier").
 */
export const ACTIVE_SUPPLIER_STATUSES = ['ACTIVATED'] as const satisfies readonly PartnerLeadStatus[];

/** eKYC of an individual (ID card checked against the person): pending, verified or rejected. */
const EKYC_STATUS_LIST = statusList([
  ['PENDING', 'Chờ xác thực', 'Waiting for verification', 'warning'],
  ['VERIFIED', 'Đã xác thực', 'Verified', 'success'],
  ['REJECTED', 'Không đạt', 'Rejected', 'error'],
]);
export const EKYC_STATUSES = EKYC_STATUS_LIST.codes;
export type EkycStatus = (typeof EKYC_STATUSES)[number];
export const EKYC_STATUS_LABELS = EKYC_STATUS_LIST.labels;

/** Bank info sides (spec §3): the platform's account for the client, or the client's own. */
export const BANK_SIDES = ['SYSTEM', 'COUNTERPARTY'] as const;
export type BankSide = (typeof BANK_SIDES)[number];

/** Partner forms: a company or a person (spec §2 partner/corporate and partner/person). */
export const PARTNER_FORMS = ['CORPORATE', 'PERSON'] as const;
export type PartnerForm = (typeof PARTNER_FORMS)[number];

/** What a buyer is notified of, each on chosen weekdays (spec §9 notification frequency per week). */
export const BUYER_NOTICE_TYPES = ['SUPPLIER_NOTIFICATION', 'TRANSACTION_RESULT', 'DEBT_SUMMARY'] as const;
export type BuyerNoticeType = (typeof BUYER_NOTICE_TYPES)[number];
export const BUYER_NOTICE_TYPE_LABELS = {
  SUPPLIER_NOTIFICATION: text('Thông báo của nhà cung cấp', 'Supplier notifications'),
  TRANSACTION_RESULT: text('Kết quả giao dịch', 'Transaction results'),
  DEBT_SUMMARY: text('Tổng hợp công nợ', 'Debt summary'),
} as const;

/** Kinds of note a relationship manager keeps on a client (spec §7 list_report, list_note). */
export const CLIENT_NOTE_KINDS = ['REPORT', 'NOTE'] as const;
export type ClientNoteKind = (typeof CLIENT_NOTE_KINDS)[number];
