import { BUYER_MATURITY_STATUSES, type BuyerMaturityStatus } from '../statuses/buyer-maturity.ts';
import { FUNDER_APPROVERS, FUNDER_CA } from './actors.ts';
import type { TransitionRule, Workflow } from './types.ts';

export const BUYER_MATURITY_ACTIONS = ['setup', 'update', 'request', 'confirm'] as const;
export type BuyerMaturityAction = (typeof BUYER_MATURITY_ACTIONS)[number];

// A buyer's maturity terms and the suppliers' rates on it (spec §7 setup-maturity,
// request-maturity, confirm-maturity): credit staff draft a version, request its confirmation,
// and an approver (never the requester) confirms it. The confirmed version stays in force until
// a newer one is confirmed.
export const BUYER_MATURITY_RULES = [
  { action: 'setup', from: [null], to: 'DRAFT', by: [FUNDER_CA] },
  { action: 'update', from: ['DRAFT'], to: 'DRAFT', by: [FUNDER_CA] },
  { action: 'request', from: ['DRAFT'], to: 'REQUESTED', by: [FUNDER_CA] },
  { action: 'confirm', from: ['REQUESTED'], to: 'CONFIRMED', by: [FUNDER_APPROVERS] },
] as const satisfies readonly TransitionRule<BuyerMaturityStatus, BuyerMaturityAction>[];

export const BUYER_MATURITY_WORKFLOW = {
  entity: 'buyer_maturity',
  states: BUYER_MATURITY_STATUSES,
  actions: BUYER_MATURITY_ACTIONS,
  rules: BUYER_MATURITY_RULES,
} as const satisfies Workflow<BuyerMaturityStatus, BuyerMaturityAction>;
