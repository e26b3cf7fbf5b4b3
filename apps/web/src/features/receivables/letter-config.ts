import type { DebtConfirmationItem } from '@arflow/domain/api/receivables';
import { DEBT_CONFIRMATION_STATUS_LABELS } from '@arflow/domain/statuses/debt-confirmation';
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

export function letterColumns(onOpen: (row: DebtConfirmationItem) => void, withSupplier: boolean) {
  return [
    { key: 'letter_no', label: 'receivables.letters.letter_no', open: onOpen },
    withSupplier
      ? { key: 'sup_name', label: 'receivables.fields.sup_name' }
      : { key: 'buy_name', label: 'receivables.fields.buy_name' },
    { key: 'ar_count', label: 'receivables.letters.ar_count' },
    { key: 'total_ar_amount', label: 'receivables.letters.total_ar_amount', money: true },
    { key: 'total_due_payment', label: 'receivables.letters.total_due_payment', money: true },
    { key: 'status', label: 'receivables.fields.status', statuses: DEBT_CONFIRMATION_STATUS_LABELS },
  ] as const;
}
