import type { BankItem } from '@arflow/domain/api/companies';
import { PAYMENT_COLUMNS, type PaymentItem, type PaymentReceivable } from '@arflow/domain/api/payments';
import { type Column, columnsOf } from '../../shared/list/columns.tsx';
import type { FilterField } from '../../shared/list/filters.ts';
import { AR_INVOICE, pricedArColumns } from '../../shared/list/priced-ar-columns.ts';
import type { ClearingFilter, PaymentFilter } from './api.ts';

/** The payment lists' columns (the domain's); `detail` is the screen a row opens. */
export function paymentColumns(detail: string) {
  return columnsOf<PaymentItem>(PAYMENT_COLUMNS, {
    trans_code: { link: (row) => `${detail}/${row.id}` },
    settled_count: { render: (v, row) => `${v}/${row.receivable_count}` },
  });
}

export const PAYMENT_FILTERS = [
  { kind: 'text', name: 'trans_code', label: 'payments.fields.trans_code' },
  { kind: 'text', name: 'sup_name', label: 'payments.fields.sup_name' },
  { kind: 'text', name: 'buy_name', label: 'payments.fields.buy_name' },
  { kind: 'dateRange', from: 'due_from', to: 'due_to', label: 'payments.fields.next_due_date' },
] as const satisfies readonly FilterField<PaymentFilter>[];

export const CLEARING_FILTERS = [
  { kind: 'text', name: 'trans_code', label: 'payments.fields.trans_code' },
  { kind: 'text', name: 'sup_name', label: 'payments.fields.sup_name' },
  { kind: 'dateRange', from: 'from_date', to: 'to_date', label: 'payments.fields.payment_date' },
] as const satisfies readonly FilterField<ClearingFilter>[];

export const RECEIVABLE_COLUMNS = pricedArColumns<PaymentReceivable>()('payments.fields', [
  ...AR_INVOICE,
  'advance',
  'discount',
  'platform_fee',
  'sale_price',
  'residual',
  'status',
]);

export const BANK_COLUMNS = [
  { key: 'bank_name', label: 'payments.bank.bank_name' },
  { key: 'bank_branch', label: 'payments.bank.bank_branch' },
  { key: 'bank_account_number', label: 'payments.bank.bank_account_number' },
  { key: 'bank_holder_name', label: 'payments.bank.bank_holder_name' },
  {
    key: 'designated',
    label: 'payments.bank.designated',
    render: (v: boolean) => (v ? '✓' : ''),
  },
] as const satisfies readonly Column<BankItem>[];
