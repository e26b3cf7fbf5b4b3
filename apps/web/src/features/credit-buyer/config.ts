import {
  CREDIT_LIST_COLUMNS,
  type CreditListItem,
  type CreditSetupForm,
  type DebtSettingsForm,
  type MaturityForm,
} from '@arflow/domain/api/credit-buyer';
import { BUYER_MATURITY_STATUS_LABELS } from '@arflow/domain/statuses/buyer-maturity';
import { BUYER_CREDIT_SETUP_STATUS_LABELS } from '@arflow/domain/statuses/credit';
import { text } from '@arflow/domain/text';
import { BUYER_CREDIT_SETUP_ACTIONS } from '@arflow/domain/workflows/buyer-credit';
import { BUYER_MATURITY_ACTIONS } from '@arflow/domain/workflows/buyer-maturity';
import type { FieldConfig } from '../../shared/forms/SchemaForm.tsx';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { columnsOf } from '../../shared/list/columns.tsx';
import { type FilterField, keywordFilter } from '../../shared/list/filters.ts';
import { actionKeys } from '../../shared/text-keys.ts';
import type { HistoryLabels } from '../../shared/widgets/HistoryTimeline.tsx';
import type { CreditFilter } from './api.ts';

const money = (label: TextKey, span = 8) => ({ label, kind: 'money', span }) as const;
const rate = (label: TextKey, span = 6) =>
  ({
    label,
    kind: 'rate',
    span,
    suffix: 'creditBuyer.form.perYear',
    hint: 'creditBuyer.form.rateHint',
  }) as const;
const whole = (label: TextKey, suffix?: TextKey, span = 6) =>
  ({ label, kind: 'integer', span, ...(suffix ? { suffix } : {}) }) as const;

/** The setup form: every field of spec §3 "Buyer credit setup", once. */
export const SETUP_FIELDS = {
  credit_limit: money('creditBuyer.fields.credit_limit'),
  standard_limit: money('creditBuyer.fields.standard_limit'),
  early_payment_limit: money('creditBuyer.fields.early_payment_limit'),
  funding_limit: money('creditBuyer.fields.funding_limit'),
  guarantee_limit: money('creditBuyer.fields.guarantee_limit'),
  expiry_date: { label: 'creditBuyer.fields.expiry_date', kind: 'date', span: 8 },
  credit_rate: rate('creditBuyer.fields.credit_rate'),
  platform_rate: rate('creditBuyer.fields.platform_rate'),
  interest_rate: rate('creditBuyer.fields.interest_rate'),
  bank_loan_interest: rate('creditBuyer.fields.bank_loan_interest'),
  guarantee_fee: rate('creditBuyer.fields.guarantee_fee'),
  max_funding_ratio: {
    label: 'creditBuyer.fields.max_funding_ratio',
    kind: 'rate',
    span: 6,
    suffix: 'creditBuyer.form.percent',
  },
  transaction_structure: {
    label: 'creditBuyer.fields.transaction_structure',
    kind: 'select',
    span: 6,
    options: [
      { value: 1, label: text('Mô hình 1', 'Model 1') },
      { value: 2, label: text('Mô hình 2', 'Model 2') },
    ],
  },
  validity_months: whole('creditBuyer.fields.validity_months', 'creditBuyer.form.months'),
  ar_term_min: whole('creditBuyer.fields.ar_term_min', 'creditBuyer.form.days'),
  ar_term_max: whole('creditBuyer.fields.ar_term_max', 'creditBuyer.form.days'),
  ar_value_min: money('creditBuyer.fields.ar_value_min', 6),
  ar_value_max: money('creditBuyer.fields.ar_value_max', 6),
  supplier_lifetime_months: whole('creditBuyer.fields.supplier_lifetime_months', 'creditBuyer.form.months'),
  trading_frequency_min: whole('creditBuyer.fields.trading_frequency_min', 'creditBuyer.form.perMonth'),
  trading_volume_min: money('creditBuyer.fields.trading_volume_min', 6),
  supplier_limit_min: money('creditBuyer.fields.supplier_limit_min', 6),
  supplier_limit_max: money('creditBuyer.fields.supplier_limit_max', 6),
} as const satisfies FieldConfig<CreditSetupForm>;

export const DEBT_FIELDS = {
  grace_days: whole('creditBuyer.debt.grace_days', 'creditBuyer.form.days', 8),
  bad_debt_days: whole('creditBuyer.debt.bad_debt_days', 'creditBuyer.form.days', 8),
  late_payment_rate: {
    label: 'creditBuyer.debt.late_payment_rate',
    kind: 'number',
    span: 8,
    hint: 'creditBuyer.debt.latePaymentHint',
  },
  overdue_type1_rate: {
    label: 'creditBuyer.debt.overdue_type1_rate',
    kind: 'number',
    span: 12,
    suffix: 'creditBuyer.form.perDay',
    hint: 'creditBuyer.debt.overdueRateHint',
  },
  overdue_type2_rate: {
    label: 'creditBuyer.debt.overdue_type2_rate',
    kind: 'number',
    span: 12,
    suffix: 'creditBuyer.form.perDay',
    hint: 'creditBuyer.debt.overdueRateHint',
  },
} as const satisfies FieldConfig<DebtSettingsForm>;

export const MATURITY_FIELDS = {
  term_unit: {
    label: 'creditBuyer.maturity.term_unit',
    kind: 'select',
    span: 8,
    options: [
      { value: 1, label: text('Tháng', 'Months') },
      { value: 2, label: text('Ngày', 'Days') },
    ],
  },
  payment_term: whole('creditBuyer.maturity.payment_term', undefined, 8),
  max_extension: whole('creditBuyer.maturity.max_extension', undefined, 8),
  note: { label: 'creditBuyer.maturity.note', kind: 'textarea', span: 24, maxLength: 1000 },
} as const satisfies FieldConfig<MaturityForm>;

export const CREDIT_COLUMNS = columnsOf<CreditListItem>(CREDIT_LIST_COLUMNS, {
  code: { link: (row) => `/fun/buyer/credit/${row.id}` },
});

export const CREDIT_FILTERS = [
  keywordFilter('creditBuyer'),
  {
    kind: 'select',
    name: 'status',
    label: 'creditBuyer.list.status',
    options: [
      ...Object.entries(BUYER_CREDIT_SETUP_STATUS_LABELS).map(([value, s]) => ({ value, label: s.label })),
      { value: 'NONE', label: text('Chưa thiết lập', 'Not set up') },
    ],
  },
  {
    kind: 'select',
    name: 'in_force',
    label: 'creditBuyer.list.inForce',
    options: [{ value: 'true', label: 'creditBuyer.list.inForceOnly' }],
  },
] as const satisfies readonly FilterField<CreditFilter>[];

/** History rows name the action in capitals. */
export const SETUP_HISTORY_ACTIONS = actionKeys('creditBuyer.history', [
  ...BUYER_CREDIT_SETUP_ACTIONS,
  'confirm_structure',
  ...BUYER_MATURITY_ACTIONS,
]) satisfies Record<string, TextKey>;

/** How each tab's timeline reads: the record's statuses, the actions and the form's field labels. */
export const SETUP_HISTORY = {
  statuses: BUYER_CREDIT_SETUP_STATUS_LABELS,
  actions: SETUP_HISTORY_ACTIONS,
  fields: SETUP_FIELDS,
} satisfies HistoryLabels;
export const MATURITY_HISTORY = {
  ...SETUP_HISTORY,
  statuses: BUYER_MATURITY_STATUS_LABELS,
  fields: MATURITY_FIELDS,
};
export const DEBT_HISTORY = { ...SETUP_HISTORY, statuses: {}, fields: DEBT_FIELDS };
