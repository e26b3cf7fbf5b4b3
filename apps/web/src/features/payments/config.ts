import type { BankItem } from '@arflow/domain/api/companies';
import { PAYMENT_COLUMNS, type PaymentItem, type PaymentReceivable } from '@arflow/domain/api/payments';
import { RECEIVABLE_STATUS_LABELS } from '@arflow/domain/statuses/receivable';
import { type Column, columnsOf } from '../../shared/list/columns.tsx';
import type { FilterField } from '../../shared/list/filters.ts';
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

export const RECEIVABLE_COLUMNS = [
  { key: 'inv_no', label: 'payments.fields.inv_no' },
  { key: 'inv_date', label: 'payments.fields.inv_date', kind: 'date' },
  { key: 'maturity_date', label: 'payments.fields.maturity_date', kind: 'date' },
  { key: 'ar_amount', label: 'payments.fields.ar_amount', kind: 'money' },
  { key: 'payment_ratio', label: 'payments.fields.payment_ratio', kind: 'rate' },
  { key: 'advance', label: 'payments.fields.advance', kind: 'money' },
  { key: 'discount', label: 'payments.fields.discount', kind: 'money' },
  { key: 'platform_fee', label: 'payments.fields.platform_fee', kind: 'money' },
  { key: 'sale_price', label: 'payments.fields.sale_price', kind: 'money' },
  { key: 'residual', label: 'payments.fields.residual', kind: 'money' },
  { key: 'status', label: 'payments.fields.status', statuses: RECEIVABLE_STATUS_LABELS },
] as const satisfies readonly Column<PaymentReceivable>[];

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
