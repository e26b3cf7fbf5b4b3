import {
  BUYER_FUNDING_KEYS,
  BUYER_LIST_KEYS,
  BUYER_TRANSACTION_COLUMNS,
  type BuyerTransactionItem,
  type BuyerTransactionReceivable,
} from '@arflow/domain/api/buyer-transactions';
import { BUYER_TRANSACTION_CODE_LABELS } from '@arflow/domain/statuses/transaction-codes';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { columnsOf } from '../../shared/list/columns.tsx';
import type { FilterField } from '../../shared/list/filters.ts';
import { AR_INVOICE, pricedArColumns } from '../../shared/list/priced-ar-columns.ts';
import type { BuyerTransactionFilter } from './api.ts';

/** Opening a row keeps the list and shows the transaction in its popup (spec §2 transet-wc-popup). */
export const openLink = (row: { id: number }) => `?open=${row.id}#transet-wc-popup`;

const DECLARED = (keys: readonly string[]) => BUYER_TRANSACTION_COLUMNS.filter((c) => keys.includes(c.key));

/** The buyer's lists: its own labels for the codes (spec §4 buyer view), the supplier named. */
export const BUYER_LIST_COLUMNS = columnsOf<BuyerTransactionItem>(DECLARED(BUYER_LIST_KEYS), {
  trans_code: { link: openLink },
});

/** The early-payment history shows what the buyer funds. */
export const FUNDING_COLUMNS = columnsOf<BuyerTransactionItem>(DECLARED(BUYER_FUNDING_KEYS), {
  trans_code: { link: openLink },
});

export const BUYER_TRANSACTION_FILTERS = [
  { kind: 'text', name: 'trans_code', label: 'buyerTransactions.fields.trans_code' },
  { kind: 'text', name: 'sup_name', label: 'buyerTransactions.fields.sup_name' },
  {
    kind: 'status',
    name: 'buyer_status',
    label: 'buyerTransactions.fields.buyer_status',
    statuses: BUYER_TRANSACTION_CODE_LABELS,
  },
] as const satisfies readonly FilterField<BuyerTransactionFilter>[];

/** The receivables table of the popup. */
export const RECEIVABLE_COLUMNS = pricedArColumns<BuyerTransactionReceivable>()('buyerTransactions.ar', [
  ...AR_INVOICE,
  'advance',
  'discount_rate',
  'discount',
  'sale_price',
  'residual',
]);

/** Timeline actions of both lives shown to the buyer (transaction and buyer confirmation). */
export const HISTORY_ACTIONS = {
  CREATE_DRAFT: 'buyerTransactions.history.CREATE_DRAFT',
  UPLOAD_DOCUMENTS: 'buyerTransactions.history.UPLOAD_DOCUMENTS',
  CONFIRM_CONTRACTS: 'buyerTransactions.history.CONFIRM_CONTRACTS',
  SIGN: 'buyerTransactions.history.SIGN',
  APPROVE: 'buyerTransactions.history.APPROVE',
  REJECT: 'buyerTransactions.history.REJECT',
  REQUEST_CONFIRM: 'buyerTransactions.history.REQUEST_CONFIRM',
  CONFIRM: 'buyerTransactions.history.CONFIRM',
  APPROVE_FUNDING: 'buyerTransactions.history.APPROVE_FUNDING',
  REJECT_FUNDING: 'buyerTransactions.history.REJECT_FUNDING',
  CONFIRM_DISBURSEMENT: 'buyerTransactions.history.CONFIRM_DISBURSEMENT',
} as const satisfies Record<string, TextKey>;
