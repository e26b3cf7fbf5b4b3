import {
  SAMPLE_COLUMNS as SAMPLE_LIST_COLUMNS,
  type SampleForm,
  type SampleItem,
} from '@arflow/domain/api/sample';
import { SAMPLE_STATUS_LABELS } from '@arflow/domain/statuses/sample';
import { SAMPLE_ACTIONS, type SampleAction } from '@arflow/domain/workflows/sample';
import type { FieldConfig } from '../../shared/forms/SchemaForm.tsx';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { columnsOf } from '../../shared/list/columns.tsx';
import { type FilterField, keywordFilter } from '../../shared/list/filters.ts';
import { actionKeys } from '../../shared/text-keys.ts';
import type { samples } from './api.ts';

/** The form: every field of `sampleForm`, once (a missing or extra field is a type error). */
export const SAMPLE_FIELDS = {
  code: { label: 'sample.fields.code', span: 8, maxLength: 20 },
  name: { label: 'sample.fields.name', span: 16, maxLength: 120 },
  email: { label: 'sample.fields.email', kind: 'email' },
  phone: { label: 'sample.fields.phone' },
  amount: { label: 'sample.fields.amount', kind: 'money', span: 8 },
  rate: {
    label: 'sample.fields.rate',
    kind: 'rate',
    span: 8,
    hint: 'sample.form.rateHint',
    suffix: 'sample.form.ratePerYear',
  },
  effective_date: { label: 'sample.fields.effective_date', kind: 'date', span: 8 },
  description: { label: 'sample.fields.description', kind: 'textarea', span: 24, maxLength: 1000 },
} as const satisfies FieldConfig<SampleForm>;

/** The table: the domain's declared columns, with the code linking to the record. */
export const SAMPLE_COLUMNS = columnsOf<SampleItem>(SAMPLE_LIST_COLUMNS, {
  code: { link: (row) => `/sample/${row.id}` },
});

type Filter = (typeof samples.list.filters)[number];

export const SAMPLE_FILTERS = [
  keywordFilter('sample'),
  { kind: 'status', name: 'status', label: 'sample.list.status', statuses: SAMPLE_STATUS_LABELS },
] as const satisfies readonly FilterField<Filter>[];

/** History rows name the workflow action in capitals (platform/db/transition.ts). */
export const SAMPLE_HISTORY_ACTIONS = actionKeys('sample.history.actions', SAMPLE_ACTIONS) satisfies Record<
  Uppercase<SampleAction>,
  TextKey
>;
