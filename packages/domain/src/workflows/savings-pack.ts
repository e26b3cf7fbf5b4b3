import { SAVINGS_ACCESS } from '../access/savings.ts';
import { SAVINGS_PACK_STATUSES, type SavingsPackStatus } from '../statuses/savings.ts';
import type { TransitionRule, Workflow } from './types.ts';

export const SAVINGS_PACK_ACTIONS = ['create', 'update', 'activate', 'close'] as const;
export type SavingsPackAction = (typeof SAVINGS_PACK_ACTIONS)[number];

const BY = SAVINGS_ACCESS.write;

/**
 * A savings pack's life (decision 0107): a draft is edited freely; once active it takes
 * placements and only its name and description change (the server keeps its money terms);
 * closed, it takes no new money while its running placements run to their end.
 */
export const SAVINGS_PACK_RULES = [
  { action: 'create', from: [null], to: 'DRAFT', by: BY },
  { action: 'update', from: ['DRAFT'], to: 'DRAFT', by: BY },
  { action: 'update', from: ['ACTIVE'], to: 'ACTIVE', by: BY },
  { action: 'activate', from: ['DRAFT'], to: 'ACTIVE', by: BY },
  { action: 'close', from: ['ACTIVE'], to: 'CLOSED', by: BY },
] as const satisfies readonly TransitionRule<SavingsPackStatus, SavingsPackAction>[];

export const SAVINGS_PACK_WORKFLOW = {
  entity: 'savings_pack',
  states: SAVINGS_PACK_STATUSES,
  actions: SAVINGS_PACK_ACTIONS,
  rules: SAVINGS_PACK_RULES,
} as const satisfies Workflow<SavingsPackStatus, SavingsPackAction>;
