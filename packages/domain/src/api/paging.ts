import { z } from 'zod';
import { PAGING } from '../constants.ts';
import type { Names } from '../names.ts';
import type { StatusLabel } from '../statuses/tone.ts';
import type { Text } from '../text.ts';
import { msg } from '../validation.ts';

/**
 * The one paging contract of every list (spec §3, architecture guide "Lists").
 * Request: {search_condition, page_number=1, page_size=10, sort_column, sort_direction='ASC'}.
 * Response: {data, page_info: {total_page, total_record, more?}, object?}.
 */
export const sortDirection = z.enum(['ASC', 'DESC'], { error: msg('invalid') }).default('ASC');

const pageNumber = z.coerce
  .number({ error: msg('integer') })
  .int({ error: msg('integer') })
  .min(1, { error: msg('min_one') })
  .max(PAGING.maxPageNumber, { error: msg('max_value', { max: PAGING.maxPageNumber }) });
const pageSize = z.coerce
  .number({ error: msg('integer') })
  .int({ error: msg('integer') })
  .min(1, { error: msg('min_one') })
  .max(PAGING.maxPageSize, { error: msg('max_value', { max: PAGING.maxPageSize }) });

/** Body of a POST list call. Unknown fields are refused, in the body and in search_condition. */
export function pagedBody<F extends z.ZodRawShape, S extends readonly [string, ...string[]]>(
  filters: F,
  sortColumns: S,
) {
  return z.strictObject({
    search_condition: z.strictObject(filters).default({} as never),
    page_number: pageNumber.default(PAGING.defaultPage),
    page_size: pageSize.default(PAGING.defaultPageSize),
    sort_column: z.enum(sortColumns, { error: msg('invalid') }).optional(),
    sort_direction: sortDirection,
  });
}

/** Query string of a GET list call: the same fields, filters flattened into the query. */
export function pagedQuery<F extends z.ZodRawShape, S extends readonly [string, ...string[]]>(
  filters: F,
  sortColumns: S,
) {
  return z.strictObject({
    ...filters,
    page_number: pageNumber.default(PAGING.defaultPage),
    page_size: pageSize.default(PAGING.defaultPageSize),
    sort_column: z.enum(sortColumns, { error: msg('invalid') }).optional(),
    sort_direction: sortDirection,
  });
}

/** `more`: there are more matching rows than `total_record` (the count stopped at its cap, PAGING.countCap). */
export const pageInfo = z.object({
  total_page: z.number().int(),
  total_record: z.number().int(),
  more: z.boolean().optional(),
});
export type PageInfo = z.infer<typeof pageInfo>;

export function pagedResponse<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    page_info: pageInfo,
    object: z.record(z.string(), z.unknown()).optional(),
  });
}

export interface Paged<T> {
  data: T[];
  page_info: PageInfo;
  object?: Record<string, unknown>;
}

/** How a list cell shows its value: as it is, or formatted like everywhere else in the portal. */
export type CellKind = 'text' | 'money' | 'rate' | 'date' | 'dateTime';

/**
 * One column of a list, declared once beside the list's item schema: the screen draws it (label
 * and kind), the API sorts on it when `sort` is set, and the list's Excel export writes it (typed
 * cells by kind, statuses by their labels, headers in the user's language).
 */
export interface ListColumn<K extends string = string> {
  key: K;
  /** The header: a text in both languages, or a module text key ('receivables.fields.inv_no'). */
  label: Text | `${string}.${string}`;
  kind?: CellKind;
  sort?: boolean;
  /** Status codes written as their labels (and shown as tags on screen). */
  statuses?: Readonly<Record<string, StatusLabel>>;
  /** Codes that are no status (a role, a legal form, a province) written and shown as their words. */
  names?: Names;
}

/** What a list route declares to be exported (its `config.list`): the columns and the file name. */
export interface ListExport {
  columns: readonly ListColumn[];
  /** The downloaded file's name before the date: ascii, e.g. 'khoan-phai-thu'. */
  file: string;
  /**
   * 'stream' (the default): findPage streams every matching row from a cursor. 'answer': the
   * route's answer already holds all its rows (a year's twelve months), written as they are.
   */
  rows?: 'stream' | 'answer';
}

/** The columns of a list of `Item`: a key that is no field of the item is a type error. */
export const listColumns =
  <Item>() =>
  <const C extends readonly ListColumn<keyof Item & string>[]>(columns: C): C =>
    columns;

/** The sort whitelist a list's request schema takes: the keys of its sortable columns. */
export type SortColumnOf<C extends readonly ListColumn[]> = Extract<C[number], { sort: true }>['key'];

/**
 * The sort whitelist of a list: its sortable columns' keys, then `extra` keys the list also sorts
 * on without showing them (id, updated_at). E.g. columns inv_no (sort) and sup_name, extra ['id']
 * → ['inv_no', 'id'].
 */
export function sortColumnsOf<const C extends readonly ListColumn[], const E extends string = never>(
  columns: C,
  extra: readonly E[] = [],
): readonly [SortColumnOf<C> | E, ...(SortColumnOf<C> | E)[]] {
  const keys = [...columns.filter((c) => c.sort).map((c) => c.key), ...extra];
  if (keys.length === 0) throw new Error('a list needs one sortable column');
  return keys as unknown as readonly [SortColumnOf<C> | E, ...(SortColumnOf<C> | E)[]];
}
