import { BUYER_TRANSACTION_CODES, type BuyerTransactionCode } from '../statuses/transaction-codes.ts';
import { BUYER_APPROVERS } from './actors.ts';
import type { TransitionRule, Workflow } from './types.ts';

/**
 * The buyer's side of a transaction, kept in `transactions.buyer_status` with the spec's buyer
 * codes (§4 buyer view): -1 waiting for confirm, 0 confirmed, 1 approved (the buyer approved the
 * funding request), 2 rejected (the transaction or its funding request), 3 approved (the buyer
 * confirmed the disbursement). The supplier's signature asks for the confirmation (system rule);
 * the funder's officer approves only a transaction its buyer confirmed (0, 1 or 3).
 */
export const BUYER_CONFIRMATION_ACTIONS = [
  'request_confirm',
  'confirm',
  'reject',
  'approve_funding',
  'reject_funding',
  'confirm_disbursement',
] as const;
export type BuyerConfirmationAction = (typeof BUYER_CONFIRMATION_ACTIONS)[number];

export const BUYER_CONFIRMATION_RULES = [
  { action: 'request_confirm', from: [null], to: -1, by: 'system' },
  { action: 'confirm', from: [-1], to: 0, by: BUYER_APPROVERS },
  { action: 'reject', from: [-1], to: 2, by: BUYER_APPROVERS, requires: { reason: true } },
  // A buyer whose programme makes it fund the early payment answers the funding request.
  { action: 'approve_funding', from: [0], to: 1, by: BUYER_APPROVERS },
  { action: 'reject_funding', from: [0], to: 2, by: BUYER_APPROVERS, requires: { reason: true } },
  // The disbursement is confirmed once its proof (transfer order, bank slip) is uploaded.
  {
    action: 'confirm_disbursement',
    from: [1],
    to: 3,
    by: BUYER_APPROVERS,
    requires: { document: true },
  },
] as const satisfies readonly TransitionRule<BuyerTransactionCode, BuyerConfirmationAction>[];

export const BUYER_CONFIRMATION_WORKFLOW = {
  entity: 'buyer_confirmation',
  states: BUYER_TRANSACTION_CODES,
  actions: BUYER_CONFIRMATION_ACTIONS,
  rules: BUYER_CONFIRMATION_RULES,
} as const satisfies Workflow<BuyerTransactionCode, BuyerConfirmationAction>;
