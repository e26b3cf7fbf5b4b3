import { z } from 'zod';
import { SAMPLE_STATUSES } from '../statuses/sample.ts';
import { email, msg, notWeekendDate, optionalText, phone, rate, requiredText, vnd } from '../validation.ts';
import { SAMPLE_ACTIONS } from '../workflows/sample.ts';
import { type HistoryEntry, historyEntry } from './history.ts';
import { pagedQuery, pagedResponse } from './paging.ts';

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

/** Columns a list may sort by: fields of the item, so a renamed field is a type error here. */
export const SAMPLE_SORT_COLUMNS = [
  'id',
  'code',
  'name',
  'amount',
  'rate',
  'effective_date',
  'status',
  'updated_at',
] as const satisfies readonly (keyof SampleItem)[];
export type SampleSortColumn = (typeof SAMPLE_SORT_COLUMNS)[number];

export const sampleListQuery = pagedQuery(
  {
    keyword: z.string().trim().max(120).optional(),
    status: z.enum(SAMPLE_STATUSES, { error: msg('invalid') }).optional(),
  },
  SAMPLE_SORT_COLUMNS,
);
export type SampleListQuery = z.infer<typeof sampleListQuery>;

export const sampleListResponse = pagedResponse(sampleItem);
export type SampleListResponse = z.infer<typeof sampleListResponse>;

export const sampleHistoryEntry = historyEntry;
export type SampleHistoryEntry = HistoryEntry;

/**
 * Detail: the record, its timeline and the actions the caller may take now, as the workflow
 * engine decides them (`availableActions`): the portal shows these buttons and no others.
 */
export const sampleDetailResponse = z.object({
  data: sampleItem,
  history: z.array(sampleHistoryEntry),
  actions: z.array(z.enum(SAMPLE_ACTIONS)),
});
export type SampleDetail = z.infer<typeof sampleDetailResponse>;

export { idParam } from './params.ts';

/** Answer of create, edit and disable: the saved sample. */
export const sampleSaveResponse = z.object({ data: sampleItem });
export type SampleSaveResponse = z.infer<typeof sampleSaveResponse>;
