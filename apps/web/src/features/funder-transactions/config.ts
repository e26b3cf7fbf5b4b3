import {
  FUNDER_DOC_GROUPS,
  FUNDER_TRANSACTION_COLUMNS,
  type FunderTransactionAr,
  type FunderTransactionItem,
} from '@arflow/domain/api/funder-transactions';
import { FUNDER_LIST_KEYS, FUNDER_LISTS, type FunderList, funderListOf } from '@arflow/domain/funder-review';
import {
  CHECK_LEVELS,
  type CheckLevel,
  TRANSACTION_STAGE_LABELS,
  type TransactionStage,
} from '@arflow/domain/statuses/transaction';
import type { TransactionAction } from '@arflow/domain/workflows/transaction';
import { TRANSACTION_ACTIONS } from '@arflow/domain/workflows/transaction';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { columnsOf } from '../../shared/list/columns.tsx';
import type { FilterField } from '../../shared/list/filters.ts';
import { AR_INVOICE, pricedArColumns } from '../../shared/list/priced-ar-columns.ts';
import { actionKeys, textKeys } from '../../shared/text-keys.ts';
import type { HistoryLabels } from '../../shared/widgets/HistoryTimeline.tsx';
import type { DocGroup, FunderFilter } from './api.ts';

/** The title of each list screen. */
export const LIST_TITLES = textKeys('funderTransactions.lists', FUNDER_LIST_KEYS) satisfies Record<
  FunderList,
  TextKey
>;

/** The list of a screen path (/fun/transactions/{list}/…). */
export function listOfPath(pathname: string): FunderList {
  const key = pathname.split('/')[3] as FunderList;
  return key in FUNDER_LISTS ? key : 'progress';
}

/** A list row's link to the transaction under that list (the history links to its current list). */
export const listLink = (list: FunderList | 'all') => (row: FunderTransactionItem) =>
  `/fun/transactions/${list === 'all' ? (funderListOf(row.status) ?? 'progress') : list}/${row.id}`;

/** The funder's list columns (declared in the domain), each code linking where the screen opens it. */
export function funderColumns(link: (row: FunderTransactionItem) => string) {
  return columnsOf<FunderTransactionItem>(FUNDER_TRANSACTION_COLUMNS, { trans_code: { link } });
}

/** Spec §3 transaction search: code, supplier name and tax code, buyer, and the stage within the list. */
export function funderFilters(stages: readonly TransactionStage[]) {
  const statuses = Object.fromEntries(stages.map((s) => [s, TRANSACTION_STAGE_LABELS[s]]));
  return [
    { kind: 'text', name: 'trans_code', label: 'funderTransactions.fields.trans_code' },
    { kind: 'text', name: 'sup_name', label: 'funderTransactions.fields.sup_name' },
    { kind: 'text', name: 'sup_mst', label: 'funderTransactions.fields.sup_mst' },
    { kind: 'text', name: 'buy_name', label: 'funderTransactions.fields.buy_name' },
    { kind: 'status', name: 'state', label: 'funderTransactions.fields.status', statuses },
    {
      kind: 'dateRange',
      from: 'submitted_from',
      to: 'submitted_to',
      label: 'funderTransactions.fields.submitted_at',
    },
  ] as const satisfies readonly FilterField<FunderFilter>[];
}

export const AR_COLUMNS = pricedArColumns<FunderTransactionAr>()('funderTransactions.ar', [
  ...AR_INVOICE,
  'discount_rate',
  'days',
  'advance',
  'discount',
  'platform_fee',
  'sale_price',
  'residual',
  'ar_status',
]);

/** History rows name the workflow action in capitals (platform/db/transition.ts). */
export const HISTORY_ACTIONS = actionKeys('funderTransactions.history', TRANSACTION_ACTIONS) satisfies Record<
  Uppercase<TransactionAction>,
  TextKey
>;

/** Fields a history row may name as changed. */
export const HISTORY_FIELDS = {
  reason: { label: 'funderTransactions.fields.reason' },
  is_adjust: { label: 'funderTransactions.fields.is_adjust' },
  completed_at: { label: 'funderTransactions.fields.completed_at' },
} as const satisfies Record<string, { label: TextKey }>;

/** How a transaction's history reads, on its detail and in its change panel. */
export const FUNDER_HISTORY = {
  statuses: TRANSACTION_STAGE_LABELS,
  actions: HISTORY_ACTIONS,
  fields: HISTORY_FIELDS,
} satisfies HistoryLabels;

export const LEVEL_LABELS = textKeys('funderTransactions.levels', CHECK_LEVELS) satisfies Record<
  CheckLevel,
  TextKey
>;

export const GROUP_LABELS = textKeys('funderTransactions.files', FUNDER_DOC_GROUPS) satisfies Record<
  DocGroup,
  TextKey
>;

/** Spec §3 payment_detail, in the order the cards show it. */
export const PAYMENT_LABELS = {
  total_ar_amount: 'funderTransactions.fields.total_ar_amount',
  total_advance: 'funderTransactions.fields.total_advance',
  total_discount: 'funderTransactions.fields.total_discount',
  total_platform_fee: 'funderTransactions.fields.total_platform_fee',
  total_sale_price: 'funderTransactions.fields.total_sale_price',
  total_residual: 'funderTransactions.fields.total_residual',
} as const satisfies Record<string, TextKey>;
