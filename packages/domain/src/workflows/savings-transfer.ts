import { SAVINGS_ACCESS } from '../access/savings.ts';
import { SAVINGS_TRANSFER_STATUSES, type SavingsTransferStatus } from '../statuses/savings.ts';
import type { TransitionRule, Workflow } from './types.ts';

export const SAVINGS_TRANSFER_ACTIONS = ['create', 'confirm', 'cancel'] as const;
export type SavingsTransferAction = (typeof SAVINGS_TRANSFER_ACTIONS)[number];

const BY = SAVINGS_ACCESS.write;

/**
 * A transfer of money between savings sources and packs (decision 0117): drafted without moving
 * money; confirming it books the journal entry (the paying side's money checked under its row
 * lock); a draft may be cancelled instead, with the reason why. A confirmed transfer is never undone by this table: a
 * transfer the other way corrects it, as a journal entry is corrected by another.
 */
export const SAVINGS_TRANSFER_RULES = [
  { action: 'create', from: [null], to: 'DRAFT', by: BY },
  { action: 'confirm', from: ['DRAFT'], to: 'CONFIRMED', by: BY },
  { action: 'cancel', from: ['DRAFT'], to: 'CANCELLED', by: BY, requires: { reason: true } },
] as const satisfies readonly TransitionRule<SavingsTransferStatus, SavingsTransferAction>[];

export const SAVINGS_TRANSFER_WORKFLOW = {
  entity: 'savings_transfer',
  states: SAVINGS_TRANSFER_STATUSES,
  actions: SAVINGS_TRANSFER_ACTIONS,
  rules: SAVINGS_TRANSFER_RULES,
} as const satisfies Workflow<SavingsTransferStatus, SavingsTransferAction>;
