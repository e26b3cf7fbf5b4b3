import type { CheckLevel, TransactionStage } from './statuses/transaction.ts';
import type { FunderTransactionCode } from './statuses/transaction-codes.ts';

/**
 * The funder's eight transaction lists (spec §2) and the stages each shows. The spec names the
 * lists but not their stages; docs/decisions.md "Funder review" records this reading.
 */
export const FUNDER_LISTS = {
  progress: ['CREDIT_REVIEW', 'SENIOR_REVIEW'],
  holding: ['HOLDING', 'ADJUSTING'],
  internal: ['WAITING_APPROVAL'],
  'waiting-fun-confirm': ['WAITING_FUNDER_CONFIRM'],
  'waiting-sup-confirm': ['WAITING_SUPPLIER_CONFIRM'],
  completed: ['COMPLETED', 'PAID', 'LIQUIDATED'],
  change: ['CHANGE'],
  reject: ['REJECTED'],
} as const satisfies Record<string, readonly TransactionStage[]>;
export type FunderList = keyof typeof FUNDER_LISTS;
export const FUNDER_LIST_KEYS = Object.keys(FUNDER_LISTS) as [FunderList, ...FunderList[]];

/** Every stage the funder sees (the supplier's drafts and deleted requests are the supplier's own). */
export const FUNDER_VISIBLE_STAGES: readonly TransactionStage[] = Object.values(FUNDER_LISTS).flat();

/** The list a stage belongs to (the detail page links back to it). */
export function funderListOf(stage: TransactionStage): FunderList | null {
  for (const key of FUNDER_LIST_KEYS) {
    if ((FUNDER_LISTS[key] as readonly TransactionStage[]).includes(stage)) return key;
  }
  return null;
}

/**
 * The numeric code of spec §4 the funder reads for a stage (FUNDER_TRANSACTION_CODE_LABELS): the
 * spec gives the codes' words but not which stage each stands for; the choice is in
 * docs/decisions.md "Funder review" and each code's funder label matches the stage's meaning.
 */
export function funderCodeOf(stage: TransactionStage): FunderTransactionCode {
  switch (stage) {
    case 'DRAFT':
    case 'DOCUMENTS_UPLOADED':
    case 'CONTRACTS_CONFIRMED':
      return 0; // Created
    case 'CREDIT_REVIEW':
      return 6; // Reviewing
    case 'SENIOR_REVIEW':
      return 9; // Reviewing
    case 'WAITING_APPROVAL':
      return 10; // Pending for approval
    case 'HOLDING':
      return 7; // Required for documents
    case 'ADJUSTING':
      return 3; // Adjusted
    case 'WAITING_FUNDER_CONFIRM':
      return 2; // Approved
    case 'WAITING_SUPPLIER_CONFIRM':
      return 8; // Confirmed
    case 'COMPLETED':
    case 'PAID':
    case 'LIQUIDATED':
      return 102; // Approved
    case 'CHANGE':
      return 17; // Adjusted
    case 'REJECTED':
    case 'DELETED':
      return 4; // Rejected
  }
}

/** The check level whose turn it is in a review stage (officer, then senior, then manager). */
export const REVIEW_LEVEL_OF: Partial<Record<TransactionStage, CheckLevel>> = {
  CREDIT_REVIEW: 'OFFICER',
  SENIOR_REVIEW: 'SENIOR',
  WAITING_APPROVAL: 'MANAGER',
};

/** The buyer's codes (BUYER_TRANSACTION_CODE_LABELS) under which the officer may approve. */
export const BUYER_CONFIRMED_CODES: readonly number[] = [0, 1, 3];

/**
 * Maker-checker (spec §6: three check levels): the users who approved at the earlier levels of
 * the current round may not decide again. `checks` are the transaction's check records, oldest
 * first; a decision other than APPROVE (send back, add documents, adjust) starts a new round.
 */
export function earlierCheckers(checks: readonly { decision: string; checked_by: number }[]): Set<number> {
  const out = new Set<number>();
  for (const c of checks) {
    if (c.decision === 'APPROVE') out.add(c.checked_by);
    else out.clear();
  }
  return out;
}
