import type { BuyerForm, BuyerItem } from '@arflow/domain/api/buyers';
import type { NoteForm, ReportForm } from '@arflow/domain/api/companies';
import { PARTNER_LEAD_STATUS_LABELS } from '@arflow/domain/statuses/partner';
import type { CompanyAction } from '@arflow/domain/workflows/company';
import type { PartnerLeadAction } from '@arflow/domain/workflows/partner-lead';
import type { FieldConfig } from '../../shared/forms/SchemaForm.tsx';
import type { TextKey } from '../../shared/i18n-keys.ts';
import type { Column } from '../../shared/list/columns.tsx';
import type { FilterField } from '../../shared/list/filters.ts';
import type { BuyerFilter } from './api.ts';
import { FrequenciesInput } from './FrequenciesInput.tsx';

/** The buyer form: every field of spec §3 and the notice frequencies, once. */
export const BUYER_FIELDS = {
  code: { label: 'buyers.fields.code', span: 6, maxLength: 20 },
  mst: { label: 'buyers.fields.mst', span: 6, maxLength: 14, hint: 'buyers.form.mstHint' },
  name: { label: 'buyers.fields.name', span: 12, maxLength: 255 },
  erc: { label: 'buyers.fields.erc', span: 6, maxLength: 50 },
  erc_office: { label: 'buyers.fields.erc_office', span: 18, maxLength: 255 },
  erc_first_date: { label: 'buyers.fields.erc_first_date', kind: 'date', span: 8 },
  erc_edit_no: { label: 'buyers.fields.erc_edit_no', kind: 'number', span: 8 },
  erc_last_edit: { label: 'buyers.fields.erc_last_edit', kind: 'date', span: 8 },
  address: { label: 'buyers.fields.address', span: 18, maxLength: 500 },
  buy_fun_zip: { label: 'buyers.fields.buy_fun_zip', span: 6, maxLength: 6 },
  tel_no: { label: 'buyers.fields.tel_no', span: 12 },
  fax_no: { label: 'buyers.fields.fax_no', span: 12 },
  legal_represent: { label: 'buyers.fields.legal_represent', maxLength: 255 },
  buy_fun_legal_represent: { label: 'buyers.fields.buy_fun_legal_represent', maxLength: 255 },
  email1: { label: 'buyers.fields.email1', kind: 'email' },
  email2: { label: 'buyers.fields.email2', kind: 'email', hint: 'buyers.form.email2Hint' },
  frequencies: {
    label: 'buyers.fields.frequencies',
    span: 24,
    hint: 'buyers.form.frequenciesHint',
    render: (b) => <FrequenciesInput {...b} />,
  },
} as const satisfies FieldConfig<BuyerForm>;

export const BUYER_COLUMNS = [
  { key: 'code', label: 'buyers.fields.code', link: (row) => `/fun/buyer/${row.id}` },
  { key: 'name', label: 'buyers.fields.name' },
  { key: 'mst', label: 'buyers.fields.mst' },
  { key: 'legal_represent', label: 'buyers.fields.legal_represent' },
  { key: 'tel_no', label: 'buyers.fields.tel_no' },
  { key: 'email1', label: 'buyers.fields.email1' },
  { key: 'status', label: 'buyers.fields.status', statuses: PARTNER_LEAD_STATUS_LABELS },
  { key: 'created_at', label: 'buyers.fields.created_at', kind: 'dateTime' },
] as const satisfies readonly Column<BuyerItem>[];

export const BUYER_FILTERS = [
  {
    kind: 'text',
    name: 'keyword',
    label: 'buyers.list.keyword',
    placeholder: 'buyers.list.keywordPlaceholder',
  },
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

/** Pipeline steps (spec §4) as buttons. */
export const PIPELINE_ACTION_LABELS = {
  schedule_meeting: 'buyers.pipeline.actions.schedule_meeting',
  agree_meet: 'buyers.pipeline.actions.agree_meet',
  persuade: 'buyers.pipeline.actions.persuade',
  consider: 'buyers.pipeline.actions.consider',
  agree_join: 'buyers.pipeline.actions.agree_join',
  collect: 'buyers.pipeline.actions.collect',
  submit_appraisal: 'buyers.pipeline.actions.submit_appraisal',
  review_documents: 'buyers.pipeline.actions.review_documents',
  request_documents: 'buyers.pipeline.actions.request_documents',
  start_credit_review: 'buyers.pipeline.actions.start_credit_review',
  approve: 'buyers.pipeline.actions.approve',
  reject: 'buyers.pipeline.actions.reject',
  onboard: 'buyers.pipeline.actions.onboard',
  activate: 'buyers.pipeline.actions.activate',
  reappraise: 'buyers.pipeline.actions.reappraise',
  stop: 'buyers.pipeline.actions.stop',
  reopen: 'buyers.pipeline.actions.reopen',
} as const satisfies Record<PartnerLeadAction, TextKey>;

/** History rows: record edits, bank and note additions, and the pipeline steps (in capitals). */
export const BUYER_HISTORY_ACTIONS = {
  CREATE: 'buyers.history.CREATE',
  UPDATE: 'buyers.history.UPDATE',
  BANK_ADD: 'buyers.history.BANK_ADD',
  BANK_UPDATE: 'buyers.history.BANK_UPDATE',
  REPORT_ADD: 'buyers.history.REPORT_ADD',
  NOTE_ADD: 'buyers.history.NOTE_ADD',
  ...(Object.fromEntries(
    Object.entries(PIPELINE_ACTION_LABELS).map(([a, k]) => [a.toUpperCase(), k]),
  ) as Record<Uppercase<PartnerLeadAction>, TextKey>),
} as const satisfies Record<Uppercase<CompanyAction> | string, TextKey>;
