import {
  EARLY_INTEREST_RATE_REQUEST_STATUSES,
  type EarlyInterestRateRequestStatus,
} from '../statuses/credit.ts';
import { BUYER_APPROVERS, FUNDER_APPROVERS, FUNDER_CA } from './actors.ts';
import type { TransitionRule, Workflow } from './types.ts';

export const EARLY_INTEREST_RATE_REQUEST_ACTIONS = ['create', 'cancel', 'approve'] as const;
export type EarlyInterestRateRequestAction = (typeof EARLY_INTEREST_RATE_REQUEST_ACTIONS)[number];

// The groups of a buyer's early-interest rates change only through a request the funder approves;
// approved groups stay in force while a new request is pending.
export const EARLY_INTEREST_RATE_REQUEST_RULES = [
  { action: 'create', from: ['NOT_SET', 'APPROVED'], to: 'REQUESTING', by: [...BUYER_APPROVERS, FUNDER_CA] },
  { action: 'approve', from: ['REQUESTING'], to: 'APPROVED', by: [FUNDER_APPROVERS] },
  // A cancelled request leaves the buyer where it was: the approved groups, or nothing set.
  {
    action: 'cancel',
    from: ['REQUESTING'],
    to: 'APPROVED',
    by: [...BUYER_APPROVERS, FUNDER_CA, FUNDER_APPROVERS],
    requires: { reason: true },
    when: { has_approved_groups: true },
  },
  {
    action: 'cancel',
    from: ['REQUESTING'],
    to: 'NOT_SET',
    by: [...BUYER_APPROVERS, FUNDER_CA, FUNDER_APPROVERS],
    requires: { reason: true },
  },
] as const satisfies readonly TransitionRule<
  EarlyInterestRateRequestStatus,
  EarlyInterestRateRequestAction
>[];

export const EARLY_INTEREST_RATE_REQUEST_WORKFLOW = {
  entity: 'early_interest_rate_request',
  states: EARLY_INTEREST_RATE_REQUEST_STATUSES,
  actions: EARLY_INTEREST_RATE_REQUEST_ACTIONS,
  rules: EARLY_INTEREST_RATE_REQUEST_RULES,
} as const satisfies Workflow<EarlyInterestRateRequestStatus, EarlyInterestRateRequestAction>;
