import { z } from 'zod';
import { SAMPLE_STATUS_LABELS, SAMPLE_STATUSES } from '../statuses/sample.ts';
import { email, msg, notWeekendDate, optionalText, phone, rate, requiredText, vnd } from '../validation.ts';
import { SAMPLE_ACTIONS } from '../workflows/sample.ts';
import { listColumns, sortColumnsOf } from './paging.ts';
import { recordSchemas } from './record.ts';

/**
 * The sample module: the reference list/form every later module copies (issue 2 §7).
 * A sample is a reference record with the field kinds most screens need: a unique code,
 * a name, contact fields, a VND amount, a rate in % per year and a business date.
 */
export const sampleForm = z.strictObject({
  code: requiredText(20).regex(/^[A-Za-z0-9_-]+$/, { error: msg('alpha_dash') }),
  name: requiredText(120),
  email: email(),
  phone: phone(),
  amount: vnd(),
  rate: rate(),
  effective_date: notWeekendDate(),
  description: optionalText(1000),
});
export type SampleForm = z.infer<typeof sampleForm>;

export const sampleItem = z.object({
  id: z.number().int(),
  /** The owning company (spec §3 `ent_id`): every business record belongs to one. */
  ent_id: z.number().int(),
  ent_name: z.string(),
  code: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  amount: z.number().int(),
  rate: z.number(),
  effective_date: z.string(),
  description: z.string().nullable(),
  status: z.enum(SAMPLE_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SampleItem = z.infer<typeof sampleItem>;

/** The list's columns, once: the screen draws them, the export writes them (labels: the module's texts). */
export const SAMPLE_COLUMNS = listColumns<SampleItem>()([
  { key: 'code', label: 'sample.fields.code', sort: true },
  { key: 'name', label: 'sample.fields.name', sort: true },
  { key: 'email', label: 'sample.fields.email' },
  { key: 'phone', label: 'sample.fields.phone' },
  { key: 'amount', label: 'sample.fields.amount', kind: 'money', sort: true },
  { key: 'rate', label: 'sample.fields.rate', kind: 'rate', sort: true },
  { key: 'effective_date', label: 'sample.fields.effective_date', kind: 'date', sort: true },
  { key: 'status', label: 'sample.fields.status', sort: true, statuses: SAMPLE_STATUS_LABELS },
  { key: 'updated_at', label: 'sample.fields.updated_at', kind: 'dateTime', sort: true },
]);
/** Columns a list may sort by: fields of the item, so a renamed field is a type error (recordSchemas). */
export const SAMPLE_SORT_COLUMNS = sortColumnsOf(SAMPLE_COLUMNS, ['id']);

/**
 * The list (filtered by keyword and status), the detail with its timeline and the workflow's
 * actions, and the answer of create, edit and disable.
 */
export const {
  listQuery: sampleListQuery,
  listResponse: sampleListResponse,
  detailResponse: sampleDetailResponse,
  saveResponse: sampleSaveResponse,
} = recordSchemas({
  item: sampleItem,
  filters: {
    keyword: z.string().trim().max(120).optional(),
    status: z.enum(SAMPLE_STATUSES, { error: msg('invalid') }).optional(),
  },
  sortColumns: SAMPLE_SORT_COLUMNS,
  actions: SAMPLE_ACTIONS,
});

export { idParam } from './params.ts';
