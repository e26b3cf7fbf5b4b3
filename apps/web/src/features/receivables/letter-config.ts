import type { DebtConfirmationAction } from '@arflow/domain/workflows/debt-confirmation';
import type { TextKey } from '../../shared/i18n-keys.ts';

export const LETTER_HISTORY_ACTIONS = {
  CREATE: 'receivables.history.actions.CREATE',
  SUBMIT: 'receivables.letters.submit',
  SIGN: 'receivables.letters.sign',
  CONFIRM: 'receivables.letters.confirm',
  APPROVE: 'receivables.letters.approve',
  REVISE: 'receivables.letters.revise',
  REJECT: 'receivables.letters.reject',
  EDIT: 'receivables.letters.edit',
} as const satisfies Record<Uppercase<DebtConfirmationAction>, TextKey>;

export const LETTER_FIELDS = {
  letter_no: { label: 'receivables.letters.letter_no' },
  reason: { label: 'receivables.letters.reason' },
  note: { label: 'receivables.letters.note' },
} as const;

/** Where a side reads a letter and takes its actions. */
export type LetterSide = 'supplier' | 'buyer';
export const letterPath = (side: LetterSide, id: number) =>
  side === 'buyer' ? `/buy/notifications/details/${id}` : `/supplier/debt-confirmations/${id}`;
