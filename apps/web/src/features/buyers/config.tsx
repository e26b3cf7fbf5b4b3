import { type BuyerForm, type BuyerItem, BUYER_COLUMNS as DECLARED_COLUMNS } from '@arflow/domain/api/buyers';
import type { NoteForm, ReportForm } from '@arflow/domain/api/companies';
import { PARTNER_LEAD_STATUS_LABELS } from '@arflow/domain/statuses/partner';
import type { CompanyAction } from '@arflow/domain/workflows/company';
import { companyHistoryActions, registrationFields } from '../../shared/detail/company-fields.ts';
import type { FieldConfig } from '../../shared/forms/SchemaForm.tsx';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { columnsOf } from '../../shared/list/columns.tsx';
import { type FilterField, keywordFilter } from '../../shared/list/filters.ts';
import { pipelineTexts } from '../legal-records/pipeline-texts.ts';
import type { BuyerFilter } from './api.ts';
import { FrequenciesInput } from './FrequenciesInput.tsx';

/** The buyer form: every field of spec §3 and the notice frequencies, once. */
export const BUYER_FIELDS = {
  code: { label: 'buyers.fields.code', span: 6, maxLength: 20 },
  mst: { label: 'buyers.fields.mst', span: 6, maxLength: 14, hint: 'buyers.form.mstHint' },
  name: { label: 'buyers.fields.name', span: 12, maxLength: 255 },
  ...registrationFields('buyers'),
  email2: { label: 'buyers.fields.email2', kind: 'email', hint: 'buyers.form.email2Hint' },
  frequencies: {
    label: 'buyers.fields.frequencies',
    span: 24,
    hint: 'buyers.form.frequenciesHint',
    render: (b) => <FrequenciesInput {...b} />,
  },
} as const satisfies FieldConfig<BuyerForm>;

export const BUYER_COLUMNS = columnsOf<BuyerItem>(DECLARED_COLUMNS, {
  code: { link: (row) => `/fun/buyer/${row.id}` },
});

export const BUYER_FILTERS = [
  keywordFilter('buyers'),
  { kind: 'text', name: 'mst', label: 'buyers.fields.mst' },
  { kind: 'status', name: 'status', label: 'buyers.fields.status', statuses: PARTNER_LEAD_STATUS_LABELS },
] as const satisfies readonly FilterField<BuyerFilter>[];

export const REPORT_FIELDS = {
  title: { label: 'buyers.notes.title_field', span: 16, maxLength: 255 },
  report_date: { label: 'buyers.notes.report_date', kind: 'date', span: 8 },
  content: { label: 'buyers.notes.content', kind: 'textarea', span: 24, maxLength: 5000 },
} as const satisfies FieldConfig<ReportForm>;
export const NOTE_FIELDS = {
  content: { label: 'buyers.notes.content', kind: 'textarea', span: 24, maxLength: 5000 },
} as const satisfies FieldConfig<NoteForm>;

/** Pipeline steps (spec §4): buttons, dialog and history rows. */
export const BUYER_PIPELINE = pipelineTexts('buyers');

/** History rows: record edits, bank and note additions, and the pipeline steps (in capitals). */
export const BUYER_HISTORY_ACTIONS = {
  ...companyHistoryActions('buyers'),
  ...BUYER_PIPELINE.history,
} as const satisfies Record<Uppercase<CompanyAction> | string, TextKey>;
