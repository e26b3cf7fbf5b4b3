import { RECEIVABLE_COLUMNS, type ReceivableForm, type ReceivableItem } from '@arflow/domain/api/receivables';
import { RECEIVABLE_STATUS_LABELS } from '@arflow/domain/statuses/receivable';
import type { ReceivableAction } from '@arflow/domain/workflows/receivable';
import { RECEIVABLE_ACTIONS } from '@arflow/domain/workflows/receivable';
import type { FieldConfig } from '../../shared/forms/SchemaForm.tsx';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { columnsOf } from '../../shared/list/columns.tsx';
import { type FilterField, keywordFilter } from '../../shared/list/filters.ts';
import { actionKeys, textKeys } from '../../shared/text-keys.ts';
import type { AR_LIST } from './api.ts';

/** The entry form: every field of `receivableForm`, once; the buyer's choices come from the page. */
export const AR_FIELDS = {
  buy_id: { label: 'receivables.fields.buy_id', kind: 'select', span: 24 },
  inv_no: { label: 'receivables.fields.inv_no', maxLength: 50 },
  inv_date: { label: 'receivables.fields.inv_date', kind: 'date' },
  invoice_amount: { label: 'receivables.fields.invoice_amount', kind: 'money' },
  ar_amount: { label: 'receivables.fields.ar_amount', kind: 'money' },
  maturity_date: { label: 'receivables.fields.maturity_date', kind: 'date' },
  due_payment: { label: 'receivables.fields.due_payment', kind: 'money' },
  due_payment_date: { label: 'receivables.fields.due_payment_date', kind: 'date' },
  buyer_first_payment: { label: 'receivables.fields.buyer_first_payment', kind: 'money' },
  buyer_first_payment_date: { label: 'receivables.fields.buyer_first_payment_date', kind: 'date' },
} as const satisfies FieldConfig<ReceivableForm>;

/**
 * The receivable lists' columns, as declared in the domain: the invoice links to the receivable;
 * the supplier's own list leaves out the supplier's name.
 */
export function arColumns(link: (row: ReceivableItem) => string, withSupplier: boolean) {
  const declared = withSupplier ? RECEIVABLE_COLUMNS : RECEIVABLE_COLUMNS.filter((c) => c.key !== 'sup_name');
  return columnsOf<ReceivableItem>(declared, { inv_no: { link } });
}

type Filter = (typeof AR_LIST.filters)[number];

export const AR_FILTERS = [
  keywordFilter('receivables'),
  { kind: 'status', name: 'status', label: 'receivables.list.status', statuses: RECEIVABLE_STATUS_LABELS },
  // The supplier's home links its maturity buckets here with open=true (decision 0078 b).
  {
    kind: 'select',
    name: 'open',
    label: 'receivables.list.open',
    options: [{ value: 'true', label: 'receivables.list.openOnly' }],
  },
  { kind: 'dateRange', from: 'due_from', to: 'due_to', label: 'receivables.list.due' },
] as const satisfies readonly FilterField<Filter>[];

/** History rows name the action in capitals; an import writes IMPORT. */
export const AR_HISTORY_ACTIONS = actionKeys('receivables.history.actions', [
  ...RECEIVABLE_ACTIONS,
  'IMPORT',
]) satisfies Record<Uppercase<ReceivableAction> | 'IMPORT', TextKey>;

/** The detail's read-only facts beyond the form (what was paid, reduced, refunded). */
export const AR_AMOUNT_FIELDS = ['advanced_amount', 'reduced_amount', 'refund_amount'] as const;

/** The detail's labels. */
export const AR_DETAIL_LABELS = textKeys('receivables.fields', [
  'inv_date',
  'maturity_date',
  'due_payment_date',
  'buyer_first_payment_date',
  'invoice_amount',
  'ar_amount',
  'due_payment',
  'buyer_first_payment',
  'advanced_amount',
  'reduced_amount',
  'refund_amount',
]) satisfies Record<string, TextKey>;

export const AR_SOURCE_LABELS = {
  ENTRY: 'receivables.source.ENTRY',
  IMPORT: 'receivables.source.IMPORT',
} as const satisfies Record<ReceivableItem['source'], TextKey>;
