import {
  CUSTODY_DOC_TYPE_LABELS,
  CUSTODY_DOC_TYPES,
  CUSTODY_COLUMNS as CUSTODY_LIST_COLUMNS,
  type CustodyForm,
  type CustodyItem,
  type CustodyThresholds,
} from '@arflow/domain/api/custody';
import { DOCUMENT_RETURN_TIMING_LABELS, DOCUMENT_STATUS_LABELS } from '@arflow/domain/statuses/document';
import { CUSTODY_ACTIONS, type CustodyAction } from '@arflow/domain/workflows/custody';
import type { FieldConfig } from '../../shared/forms/SchemaForm.tsx';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { columnsOf } from '../../shared/list/columns.tsx';
import { type FilterField, keywordFilter } from '../../shared/list/filters.ts';
import { actionKeys } from '../../shared/text-keys.ts';
import type { CUSTODY_LIST } from './api.ts';

/** The form: every field of `custodyForm` (a missing or extra one is a type error). */
export const CUSTODY_FIELDS = {
  trans_id: { label: 'custody.fields.trans_id', kind: 'integer', span: 8 },
  doc_type: {
    label: 'custody.fields.doc_type',
    kind: 'select',
    span: 8,
    options: CUSTODY_DOC_TYPES.map((v) => ({ value: v, label: CUSTODY_DOC_TYPE_LABELS[v].label })),
  },
  unit_code: { label: 'custody.fields.unit_code', span: 8, maxLength: 50 },
  doc_name: { label: 'custody.fields.doc_name', span: 24, maxLength: 200 },
  note: { label: 'custody.fields.note', kind: 'textarea', span: 24, maxLength: 1000 },
} as const satisfies FieldConfig<CustodyForm>;

export const THRESHOLD_FIELDS = {
  scan_check: { label: 'custody.thresholds.scan_check', kind: 'money' },
  original_check: { label: 'custody.thresholds.original_check', kind: 'money' },
  collateral_registration: { label: 'custody.thresholds.collateral_registration', kind: 'money' },
  price_list: { label: 'custody.thresholds.price_list', kind: 'money' },
} as const satisfies FieldConfig<CustodyThresholds>;

/** The table: the domain's declared columns, the transaction code opening the document. */
export const CUSTODY_COLUMNS = columnsOf<CustodyItem>(CUSTODY_LIST_COLUMNS, {
  trans_code: { link: (row) => `/fun/document-storage/${row.id}` },
});

type Filter = (typeof CUSTODY_LIST.filters)[number];

export const CUSTODY_FILTERS = [
  keywordFilter('custody'),
  { kind: 'status', name: 'status', label: 'custody.list.status', statuses: DOCUMENT_STATUS_LABELS },
  { kind: 'status', name: 'doc_type', label: 'custody.list.docType', statuses: CUSTODY_DOC_TYPE_LABELS },
  {
    kind: 'status',
    name: 'return_timing',
    label: 'custody.list.returnTiming',
    statuses: DOCUMENT_RETURN_TIMING_LABELS,
  },
] as const satisfies readonly FilterField<Filter>[];

/** History rows name the action in capitals (platform/db/transition.ts; IMPORT from the uploads). */
export const CUSTODY_HISTORY_ACTIONS = actionKeys('custody.history.actions', [
  ...CUSTODY_ACTIONS,
  'IMPORT',
]) satisfies Record<Uppercase<CustodyAction> | 'IMPORT', TextKey>;

/** The timeline names the fields an action changed by the form's labels. */
export const CUSTODY_HISTORY_FIELDS = {
  trans_id: { label: 'custody.fields.trans_id' },
  doc_type: { label: 'custody.fields.doc_type' },
  doc_name: { label: 'custody.fields.doc_name' },
  unit_code: { label: 'custody.fields.unit_code' },
  note: { label: 'custody.fields.note' },
  holder_id: { label: 'custody.fields.holder_id' },
  return_date: { label: 'custody.fields.return_date' },
  returned_on: { label: 'custody.fields.returned_on' },
  return_timing: { label: 'custody.fields.return_timing' },
  authority_id: { label: 'custody.fields.authority_id' },
  request_note: { label: 'custody.fields.request_note' },
} as const satisfies Record<string, { label: TextKey }>;
