import {
  type BuyerOption,
  TRANSACTION_COLUMNS,
  type TransactionItem,
} from '@arflow/domain/api/request-transaction';
import { TRANSACTION_STAGE_LABELS } from '@arflow/domain/statuses/transaction';
import { text } from '@arflow/domain/text';
import { columnsOf } from '../../shared/list/columns.tsx';
import type { FilterField } from '../../shared/list/filters.ts';
import type { TRANSACTION_LIST } from './api.ts';

/** A deleted draft is never listed, so it is no filter option either. */
const { DELETED: _deleted, ...LISTED_STAGES } = TRANSACTION_STAGE_LABELS;

const label = (key: (typeof TRANSACTION_COLUMNS)[number]['key']) =>
  TRANSACTION_COLUMNS.find((c) => c.key === key)!.label;

/** The supplier's transaction lists (/sup/transeachtime, /sup/summary/trans, /sup/revision). */
export const SUPPLIER_TRANSACTION_COLUMNS = columnsOf<TransactionItem>(TRANSACTION_COLUMNS, {
  status: { statuses: TRANSACTION_STAGE_LABELS },
});

/** The lists' filters; the buyer is one of the supplier's buyers (its buyer-list call). */
export function supplierTransactionFilters(buyers: readonly BuyerOption[]) {
  return [
    { kind: 'text', name: 'trans_code', label: label('trans_code') },
    {
      kind: 'select',
      name: 'buy_id',
      label: label('buy_name'),
      // A company's name is the same in both languages.
      options: buyers.map((b) => ({ value: String(b.buy_id), label: text(b.buy_name, b.buy_name) })),
    },
    { kind: 'status', name: 'status', label: label('status'), statuses: LISTED_STAGES },
    { kind: 'dateRange', from: 'from_date', to: 'to_date', label: label('transaction_date') },
  ] as const satisfies readonly FilterField<(typeof TRANSACTION_LIST.filters)[number]>[];
}
