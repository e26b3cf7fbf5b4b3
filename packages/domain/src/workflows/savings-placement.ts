import { SAVINGS_ACCESS } from '../access/savings.ts';
import { SAVINGS_PLACEMENT_STATUSES, type SavingsPlacementStatus } from '../statuses/savings.ts';
import type { TransitionRule, Workflow } from './types.ts';

export const SAVINGS_PLACEMENT_ACTIONS = ['create', 'mature', 'withdraw'] as const;
export type SavingsPlacementAction = (typeof SAVINGS_PLACEMENT_ACTIONS)[number];

const BY = SAVINGS_ACCESS.write;

/**
 * A member's placement (decision 0107): placed active; a term placement closed on or after its
 * maturity matures (its full rate), closed before it or a non-term one is withdrawn (finance.md
 * §15). The server picks the action from the business date; each is a transition here. The
 * daily close matures a term placement on its maturity date by itself (decision 0113).
 */
export const SAVINGS_PLACEMENT_RULES = [
  { action: 'create', from: [null], to: 'ACTIVE', by: BY },
  { action: 'mature', from: ['ACTIVE'], to: 'MATURED', by: BY },
  { action: 'mature', from: ['ACTIVE'], to: 'MATURED', by: 'system' },
  { action: 'withdraw', from: ['ACTIVE'], to: 'WITHDRAWN', by: BY },
] as const satisfies readonly TransitionRule<SavingsPlacementStatus, SavingsPlacementAction>[];

export const SAVINGS_PLACEMENT_WORKFLOW = {
  entity: 'savings_placement',
  states: SAVINGS_PLACEMENT_STATUSES,
  actions: SAVINGS_PLACEMENT_ACTIONS,
  rules: SAVINGS_PLACEMENT_RULES,
} as const satisfies Workflow<SavingsPlacementStatus, SavingsPlacementAction>;
