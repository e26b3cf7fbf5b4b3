import { PROMOTION_STATUSES, type PromotionStatus } from '../statuses/programme.ts';
import { FUNDER_PROGRAMME } from './actors.ts';
import type { TransitionRule, Workflow } from './types.ts';

export const PROMOTION_ACTIONS = ['create', 'update', 'apply', 'expire', 'stop', 'delete'] as const;
export type PromotionAction = (typeof PROMOTION_ACTIONS)[number];

export const PROMOTION_RULES = [
  { action: 'create', from: [null], to: 'WAITING', by: [FUNDER_PROGRAMME] },
  // Only a promotion not yet running may be edited or deleted: suppliers may already hold it.
  { action: 'update', from: ['WAITING'], to: 'WAITING', by: [FUNDER_PROGRAMME] },
  { action: 'delete', from: ['WAITING'], to: 'DELETED', by: [FUNDER_PROGRAMME] },
  // Daily job on the business date: start date reached, end date passed.
  { action: 'apply', from: ['WAITING'], to: 'APPLIED', by: 'system' },
  { action: 'expire', from: ['APPLIED'], to: 'EXPIRED', by: 'system' },
  // Ending a running promotion early is a deliberate act with a reason.
  { action: 'stop', from: ['APPLIED'], to: 'EXPIRED', by: [FUNDER_PROGRAMME], requires: { reason: true } },
] as const satisfies readonly TransitionRule<PromotionStatus, PromotionAction>[];

export const PROMOTION_WORKFLOW = {
  entity: 'promotion',
  states: PROMOTION_STATUSES,
  actions: PROMOTION_ACTIONS,
  rules: PROMOTION_RULES,
} as const satisfies Workflow<PromotionStatus, PromotionAction>;
