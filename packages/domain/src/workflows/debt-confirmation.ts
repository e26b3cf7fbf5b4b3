import { DEBT_CONFIRMATION_STATUSES, type DebtConfirmationStatus } from '../statuses/debt-confirmation.ts';
import {
  BUYER_APPROVERS,
  BUYER_USERS,
  FUNDER_CA,
  SUPPLIER_APPROVERS,
  SUPPLIER_COMPANY,
  SUPPLIER_INDIVIDUALS,
  SUPPLIER_MAKERS,
} from './actors.ts';
import type { TransitionRule, Workflow } from './types.ts';

export const DEBT_CONFIRMATION_ACTIONS = [
  'create',
  'submit',
  'sign',
  'confirm',
  'approve',
  'revise',
  'reject',
  'edit',
] as const;
export type DebtConfirmationAction = (typeof DEBT_CONFIRMATION_ACTIONS)[number];

export const DEBT_CONFIRMATION_RULES = [
  { action: 'create', from: [null], to: 'CREATED', by: SUPPLIER_MAKERS },
  { action: 'submit', from: ['CREATED'], to: 'WAITING_E_SIGN', by: SUPPLIER_MAKERS },
  // The supplier signs the letter (company certificate; an individual with OTP) or withdraws it.
  {
    action: 'sign',
    from: ['WAITING_E_SIGN'],
    to: 'WAITING_SYSTEM_CONFIRM',
    by: SUPPLIER_COMPANY,
    requires: { signature: true },
  },
  {
    action: 'sign',
    from: ['WAITING_E_SIGN'],
    to: 'WAITING_SYSTEM_CONFIRM',
    by: SUPPLIER_INDIVIDUALS,
    requires: { signature: true, otp: true },
  },
  {
    action: 'reject',
    from: ['WAITING_E_SIGN'],
    to: 'SUPPLIER_REJECTED',
    by: SUPPLIER_APPROVERS,
    requires: { reason: true },
  },
  // The system company checks it against its books before the buyer sees it.
  { action: 'confirm', from: ['WAITING_SYSTEM_CONFIRM'], to: 'WAITING_BUYER_CONFIRM', by: [FUNDER_CA] },
  {
    action: 'reject',
    from: ['WAITING_SYSTEM_CONFIRM'],
    to: 'SYSTEM_REJECTED',
    by: [FUNDER_CA],
    requires: { reason: true },
  },
  // The buyer's confirmation is an acknowledgment of debt: it is signed.
  {
    action: 'approve',
    from: ['WAITING_BUYER_CONFIRM'],
    to: 'BUYER_APPROVED',
    by: BUYER_USERS,
    requires: { signature: true },
  },
  {
    action: 'revise',
    from: ['WAITING_BUYER_CONFIRM'],
    to: 'BUYER_REVISED',
    by: BUYER_APPROVERS,
    requires: { reason: true },
  },
  {
    action: 'reject',
    from: ['WAITING_BUYER_CONFIRM'],
    to: 'BUYER_REJECTED',
    by: BUYER_APPROVERS,
    requires: { reason: true },
  },
  // A letter sent back can be corrected and sent again; a buyer's rejection is a dispute and ends it.
  {
    action: 'edit',
    from: ['SUPPLIER_REJECTED', 'SYSTEM_REJECTED', 'BUYER_REVISED'],
    to: 'CREATED',
    by: SUPPLIER_MAKERS,
  },
] as const satisfies readonly TransitionRule<DebtConfirmationStatus, DebtConfirmationAction>[];

export const DEBT_CONFIRMATION_WORKFLOW = {
  entity: 'debt_confirmation',
  states: DEBT_CONFIRMATION_STATUSES,
  actions: DEBT_CONFIRMATION_ACTIONS,
  rules: DEBT_CONFIRMATION_RULES,
} as const satisfies Workflow<DebtConfirmationStatus, DebtConfirmationAction>;
