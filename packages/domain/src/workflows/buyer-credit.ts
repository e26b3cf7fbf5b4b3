import { BUYER_CREDIT_SETUP_STATUSES, type BuyerCreditSetupStatus } from '../statuses/credit.ts';
import { FUNDER_APPROVERS, FUNDER_CA } from './actors.ts';
import type { TransitionRule, Workflow } from './types.ts';

export const BUYER_CREDIT_SETUP_ACTIONS = ['setup', 'approve', 'reject', 'activate'] as const;
export type BuyerCreditSetupAction = (typeof BUYER_CREDIT_SETUP_ACTIONS)[number];

// A setup is one version of a buyer's credit terms. Credit staff prepare it, a manager approves
// it, and it is activated once the buyer's contract is in place. A revision is a new version
// (from null): the active one stays in force until the new one is activated.
export const BUYER_CREDIT_SETUP_RULES = [
  { action: 'setup', from: [null, 'REJECTED'], to: 'PENDING', by: [FUNDER_CA] },
  { action: 'approve', from: ['PENDING'], to: 'APPLIED', by: [FUNDER_APPROVERS] },
  { action: 'reject', from: ['PENDING'], to: 'REJECTED', by: [FUNDER_APPROVERS], requires: { reason: true } },
  { action: 'activate', from: ['APPLIED'], to: 'ACTIVATED', by: [FUNDER_APPROVERS] },
] as const satisfies readonly TransitionRule<BuyerCreditSetupStatus, BuyerCreditSetupAction>[];

export const BUYER_CREDIT_SETUP_WORKFLOW = {
  entity: 'buyer_credit_setup',
  states: BUYER_CREDIT_SETUP_STATUSES,
  actions: BUYER_CREDIT_SETUP_ACTIONS,
  rules: BUYER_CREDIT_SETUP_RULES,
} as const satisfies Workflow<BuyerCreditSetupStatus, BuyerCreditSetupAction>;
