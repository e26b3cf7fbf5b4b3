import { LENDING_STATUSES, type LendingStatus } from '../statuses/lending.ts';
import { FUNDER_ACCOUNTING, FUNDER_APPROVERS, PARTNER_APPROVERS, PARTNER_USERS } from './actors.ts';
import type { TransitionRule, Workflow } from './types.ts';

export const LENDING_ACTIONS = [
  'request',
  'approve',
  'reject',
  'sign',
  'upload_payment_slip',
  'record_disbursement',
  'confirm_disbursement',
  'send_settlement_notice',
  'pay_settlement',
  'confirm_settlement',
  'reject_settlement',
  'request_extension',
  'confirm_extension',
  'reject_extension',
] as const;
export type LendingAction = (typeof LENDING_ACTIONS)[number];

// A lending partner lends to the platform company for a term: the partner disburses, the
// funder settles at maturity or asks for an extension.
export const LENDING_RULES = [
  { action: 'request', from: [null], to: 1, by: PARTNER_APPROVERS },
  { action: 'approve', from: [1], to: 2, by: [FUNDER_APPROVERS] },
  { action: 'reject', from: [1], to: -1, by: [FUNDER_APPROVERS], requires: { reason: true } },
  // The partner signs the lending contract (certificate and OTP), or refuses it.
  { action: 'sign', from: [2], to: 3, by: PARTNER_USERS, requires: { signature: true, otp: true } },
  { action: 'reject', from: [2], to: -1, by: PARTNER_APPROVERS, requires: { reason: true } },
  // Disbursement: whoever records the transfer with its slip, the other side confirms it.
  { action: 'upload_payment_slip', from: [3], to: 4, by: PARTNER_USERS, requires: { document: true } },
  { action: 'record_disbursement', from: [3], to: 5, by: [FUNDER_ACCOUNTING], requires: { document: true } },
  { action: 'confirm_disbursement', from: [4], to: 6, by: [FUNDER_ACCOUNTING] },
  { action: 'confirm_disbursement', from: [5], to: 6, by: PARTNER_APPROVERS },
  // Settlement: notice, payment with slip, the partner's confirmation.
  { action: 'send_settlement_notice', from: [6, 8], to: 61, by: [FUNDER_ACCOUNTING] },
  {
    action: 'pay_settlement',
    from: [6, 61, 8],
    to: 62,
    by: [FUNDER_ACCOUNTING],
    requires: { document: true },
  },
  { action: 'confirm_settlement', from: [62], to: 7, by: PARTNER_APPROVERS },
  { action: 'reject_settlement', from: [62], to: 61, by: PARTNER_APPROVERS, requires: { reason: true } },
  // Extension: the funder asks, the partner signs the extension appendix or refuses it.
  { action: 'request_extension', from: [6, 61, 8], to: 66, by: [FUNDER_APPROVERS] },
  {
    action: 'confirm_extension',
    from: [66],
    to: 8,
    by: PARTNER_USERS,
    requires: { signature: true, otp: true },
  },
  { action: 'reject_extension', from: [66], to: 6, by: PARTNER_APPROVERS, requires: { reason: true } },
] as const satisfies readonly TransitionRule<LendingStatus, LendingAction>[];

export const LENDING_WORKFLOW = {
  entity: 'lending',
  states: LENDING_STATUSES,
  actions: LENDING_ACTIONS,
  rules: LENDING_RULES,
} as const satisfies Workflow<LendingStatus, LendingAction>;
