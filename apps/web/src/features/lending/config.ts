import {
  LENDING_COLUMNS,
  LENDING_PERIOD_BOOK_COLUMNS,
  LENDING_PERIOD_COLUMNS,
  type LendingExtension,
  type LendingForm,
  type LendingItem,
} from '@arflow/domain/api/lending';
import { PAYMENT_TYPE_LABELS, PAYMENT_TYPES, TERM_UNITS } from '@arflow/domain/constants';
import { LENDING_STATUS_LABELS } from '@arflow/domain/statuses/lending';
import { text } from '@arflow/domain/text';
import type { LendingAction } from '@arflow/domain/workflows/lending';
import type { FieldConfig } from '../../shared/forms/SchemaForm.tsx';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { type Column, columnsOf } from '../../shared/list/columns.tsx';
import type { FilterField } from '../../shared/list/filters.ts';
import { inCapitals } from '../../shared/text-keys.ts';
import type { LendingFilter } from './api.ts';

const PAYMENT_OPTIONS = Object.values(PAYMENT_TYPES).map((p) => ({
  value: p,
  label: PAYMENT_TYPE_LABELS[p],
}));
const UNIT_OPTIONS = [
  { value: TERM_UNITS.MONTH, label: 'lending.termUnits.1' },
  { value: TERM_UNITS.DAY, label: 'lending.termUnits.2' },
] as const;

/** The add form: every field of `lendingForm` (the server checks the maturity against the term). */
export const LENDING_FIELDS = {
  amount: { label: 'lending.fields.amount', kind: 'money', span: 12 },
  rate_per_year: { label: 'lending.fields.rate_per_year', kind: 'rate', span: 12 },
  term: { label: 'lending.fields.term', kind: 'integer', span: 6 },
  term_unit: { label: 'lending.fields.term_unit', kind: 'select', options: UNIT_OPTIONS, span: 6 },
  payment_type: { label: 'lending.fields.payment_type', kind: 'select', options: PAYMENT_OPTIONS, span: 12 },
  disbursement_date: { label: 'lending.fields.disbursement_date', kind: 'date', span: 12 },
  maturity_date: { label: 'lending.fields.maturity_date', kind: 'date', span: 12 },
  note: { label: 'lending.fields.note', kind: 'textarea', span: 24, maxLength: 1000 },
} as const satisfies FieldConfig<LendingForm>;

/** The lists (declared in the domain): the loan number opens its detail. */
export const lendingColumns = (href: (id: number) => string) =>
  columnsOf<LendingItem>(LENDING_COLUMNS, { id: { link: (row) => href(row.id) } });

export const PERIOD_COLUMNS = columnsOf(LENDING_PERIOD_COLUMNS, {});
export const PERIOD_BOOK_COLUMNS = columnsOf(LENDING_PERIOD_BOOK_COLUMNS, {});

export const EXTENSION_COLUMNS = [
  { key: 'previous_maturity_date', label: 'lending.extension.previous', kind: 'date' },
  { key: 'new_maturity_date', label: 'lending.extension.next', kind: 'date' },
  { key: 'rate_per_year', label: 'lending.fields.rate_per_year', kind: 'rate' },
  {
    key: 'state',
    label: 'lending.extension.state',
    statuses: {
      REQUESTED: { label: text('Đã đề nghị', 'Requested'), tone: 'warning' },
      CONFIRMED: { label: text('Đã gia hạn', 'Extended'), tone: 'success' },
      REJECTED: { label: text('Bị từ chối', 'Refused'), tone: 'error' },
    },
  },
  { key: 'created_at', label: 'lending.fields.updated_at', kind: 'dateTime' },
] as const satisfies readonly Column<LendingExtension>[];

export const LENDING_FILTERS = [
  { kind: 'text', name: 'keyword', label: 'lending.fields.keyword' },
  { kind: 'status', name: 'status', label: 'lending.fields.status', statuses: LENDING_STATUS_LABELS },
] as const satisfies readonly FilterField<LendingFilter>[];

/** The button of each action. */
export const LENDING_ACTION_TEXT = {
  request: 'lending.addForm.submit',
  approve: 'lending.actions.approve',
  reject: 'lending.actions.reject',
  sign: 'lending.actions.sign',
  upload_payment_slip: 'lending.actions.upload_payment_slip',
  record_disbursement: 'lending.actions.record_disbursement',
  confirm_disbursement: 'lending.actions.confirm_disbursement',
  send_settlement_notice: 'lending.actions.send_settlement_notice',
  pay_settlement: 'lending.actions.pay_settlement',
  confirm_settlement: 'lending.actions.confirm_settlement',
  reject_settlement: 'lending.actions.reject_settlement',
  request_extension: 'lending.actions.request_extension',
  confirm_extension: 'lending.actions.confirm_extension',
  reject_extension: 'lending.actions.reject_extension',
} as const satisfies Record<LendingAction, TextKey>;

/** History rows name the workflow action in capitals (platform/db/transition.ts), as its button does. */
export const LENDING_HISTORY_ACTIONS = inCapitals(LENDING_ACTION_TEXT) satisfies Record<
  Uppercase<LendingAction>,
  TextKey
>;

export const TERM_UNIT_TEXT: Record<number, TextKey> = { 1: 'lending.termUnits.1', 2: 'lending.termUnits.2' };
export const SLIP_KIND_TEXT = {
  DISBURSEMENT: 'lending.slip.kinds.DISBURSEMENT',
  SETTLEMENT: 'lending.slip.kinds.SETTLEMENT',
} as const satisfies Record<string, TextKey>;
