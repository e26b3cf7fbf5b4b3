import { SUPPLIER_CREDIT_COLUMNS, type SupplierCreditItem } from '@arflow/domain/api/credit-supplier';
import { SUPPLIER_CREDIT_STATUS_LABELS } from '@arflow/domain/statuses/supplier-credit';
import type { SupplierCreditAction } from '@arflow/domain/workflows/supplier-credit';
import { SUPPLIER_CREDIT_ACTIONS } from '@arflow/domain/workflows/supplier-credit';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { type Column, columnsOf } from '../../shared/list/columns.tsx';
import { type FilterField, keywordFilter } from '../../shared/list/filters.ts';
import { actionKeys } from '../../shared/text-keys.ts';
import type { HistoryLabels } from '../../shared/widgets/HistoryTimeline.tsx';
import type { CreditFilter } from './api.ts';
import { Countdown } from './Countdown.tsx';

/** The funder lists (spec §2 /fun/supplier/credit, /fun/indsupplier/credit): the countdown per file. */
export function creditColumns(base: string): readonly Column<SupplierCreditItem>[] {
  return columnsOf<SupplierCreditItem>(SUPPLIER_CREDIT_COLUMNS, {
    id: { link: (row) => `${base}/${row.id}` },
    sup_name: { link: (row) => `${base}/${row.sup_id}/0` },
    deadline: { render: (_v, row) => <Countdown credit={row} /> },
  });
}

export const CREDIT_FILTERS = [
  keywordFilter('creditSupplier'),
  {
    kind: 'status',
    name: 'status',
    label: 'creditSupplier.fields.status',
    statuses: SUPPLIER_CREDIT_STATUS_LABELS,
  },
  {
    kind: 'select',
    name: 'overdue',
    label: 'creditSupplier.list.overdue',
    options: [{ value: 'yes', label: 'creditSupplier.list.overdueOnly' }],
  },
] as const satisfies readonly FilterField<CreditFilter>[];

/** Timeline labels of every action (the workflow's, upper-cased, and the assignment). */
export const CREDIT_HISTORY_ACTIONS = actionKeys('creditSupplier.history', [
  ...SUPPLIER_CREDIT_ACTIONS,
  'ASSIGN',
]) satisfies Record<Uppercase<SupplierCreditAction> | 'ASSIGN', TextKey>;

/** Field labels of the timeline's changes. */
export const CREDIT_FIELDS = {
  applied_total_limit: { label: 'creditSupplier.fields.applied_total_limit' },
  applied_discount_rate: { label: 'creditSupplier.fields.applied_discount_rate' },
  total_limit: { label: 'creditSupplier.fields.total_limit' },
  discount_rate: { label: 'creditSupplier.fields.discount_rate' },
  max_payment_ratio: { label: 'creditSupplier.fields.max_payment_ratio' },
  received_on: { label: 'creditSupplier.fields.received_on' },
  reason: { label: 'creditSupplier.fields.reason' },
  add_doc_request: { label: 'creditSupplier.fields.add_doc_request' },
  assignee_id: { label: 'creditSupplier.fields.assignee_name' },
} as const satisfies Record<string, { label: TextKey }>;

/** How a credit file's timeline reads. */
export const CREDIT_HISTORY = {
  statuses: SUPPLIER_CREDIT_STATUS_LABELS,
  actions: CREDIT_HISTORY_ACTIONS,
  fields: CREDIT_FIELDS,
} satisfies HistoryLabels;
