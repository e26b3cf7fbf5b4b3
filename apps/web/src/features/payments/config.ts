import type { BankItem } from '@arflow/domain/api/companies';
import type {
  ClearingEarlyItem,
  ClearingSettlementItem,
  PaymentItem,
  PaymentReceivable,
} from '@arflow/domain/api/payments';
import { RECEIVABLE_STATUS_LABELS } from '@arflow/domain/statuses/receivable';
import { TRANSACTION_STAGE_LABELS } from '@arflow/domain/statuses/transaction';
import type { Column } from '../../shared/list/columns.tsx';
import type { FilterField } from '../../shared/list/filters.ts';
import type { ClearingFilter, PaymentFilter } from './api.ts';

/** The payment lists' columns; `detail` is the screen a row opens. */
export function paymentColumns(detail: string) {
  return [
    { key: 'trans_code', label: 'payments.fields.trans_code', link: (row) => `${detail}/${row.id}` },
    { key: 'sup_name', label: 'payments.fields.sup_name' },
    { key: 'buy_name', label: 'payments.fields.buy_name' },
    { key: 'transaction_date', label: 'payments.fields.transaction_date', kind: 'date' },
    { key: 'total_ar_amount', label: 'payments.fields.total_ar_amount', kind: 'money' },
    { key: 'total_sale_price', label: 'payments.fields.total_sale_price', kind: 'money' },
    { key: 'total_residual', label: 'payments.fields.total_residual', kind: 'money' },
    { key: 'first_payment_date', label: 'payments.fields.first_payment_date', kind: 'date' },
    {
      key: 'settled_count',
      label: 'payments.fields.settled_count',
      render: (v, row) => `${v}/${row.receivable_count}`,
    },
    { key: 'next_due_date', label: 'payments.fields.next_due_date', kind: 'date' },
    { key: 'status', label: 'payments.fields.status', statuses: TRANSACTION_STAGE_LABELS },
  ] as const satisfies readonly Column<PaymentItem>[];
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

export const CLEARING_EARLY_COLUMNS = [
  {
    key: 'trans_code',
    label: 'payments.fields.trans_code',
    link: (row) => `/fun/clearing-early-payment/${row.trans_id}`,
  },
  { key: 'sup_name', label: 'payments.fields.sup_name' },
  { key: 'buy_name', label: 'payments.fields.buy_name' },
  { key: 'payment_date', label: 'payments.fields.payment_date', kind: 'date' },
  { key: 'expected', label: 'payments.clearing.expected', kind: 'money' },
  { key: 'booked', label: 'payments.clearing.booked', kind: 'money' },
] as const satisfies readonly Column<ClearingEarlyItem>[];

export const CLEARING_SETTLEMENT_COLUMNS = [
  {
    key: 'trans_code',
    label: 'payments.fields.trans_code',
    link: (row) => `/fun/clearing-settlement-payment/${row.trans_id}`,
  },
  { key: 'inv_no', label: 'payments.fields.inv_no' },
  { key: 'sup_name', label: 'payments.fields.sup_name' },
  { key: 'payment_date', label: 'payments.fields.payment_date', kind: 'date' },
  { key: 'amount', label: 'payments.fields.amount', kind: 'money' },
  { key: 'to_supplier', label: 'payments.fields.to_supplier', kind: 'money' },
  { key: 'booked_collection', label: 'payments.clearing.bookedCollection', kind: 'money' },
  { key: 'booked_residual', label: 'payments.clearing.bookedResidual', kind: 'money' },
] as const satisfies readonly Column<ClearingSettlementItem>[];

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
