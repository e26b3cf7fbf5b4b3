import type { Paged, PageInfo } from '@arflow/domain/api/paging';
import { PAGING } from '@arflow/domain/constants';
import { type AnyColumn, asc, desc, getTableColumns, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { EXPORT, EXPORT_MAX_ROWS, type MaybeExport } from '../lists/export.ts';
import { streamRows } from '../lists/stream-rows.ts';
import type { DbOrTx } from './client.ts';

/** The validated paging fields of a list request (pagedQuery / pagedBody). */
export interface PageInput {
  page_number: number;
  page_size: number;
  sort_column?: string | undefined;
  sort_direction: 'ASC' | 'DESC';
}

export interface FindPageOptions<Q extends PgSelect, Row> {
  db: DbOrTx;
  input: PageInput;
  /** The list's query without where/order/limit: `() => db.select(...).from(t).$dynamic()`. */
  select: () => Q;
  where?: SQL | undefined;
  /** Whitelist: sort_column value → column. Anything else is refused (the schema already does). */
  sortable: Record<string, AnyColumn | SQL>;
  /** Order when the client gives none. */
  defaultSort?: { column: string; direction: 'ASC' | 'DESC' };
  /** A unique column appended to every order so pages never overlap. */
  tieBreaker: AnyColumn;
  /** May be async (a figure read per row, e.g. debt collection's position): rows are mapped in order. */
  map: (row: Awaited<Q>[number]) => Row | Promise<Row>;
}

/**
 * The one list helper (spec §3): {data, page_info: {total_page, total_record}}.
 *
 * The page and the count of the matching rows run side by side. The count stops at a cap
 * (PAGING.countCap, or further when the page asked for lies beyond it) and then says `more`: an
 * exact count must read every matching row, a million of them on every request at a lender's
 * volume (issue 26, docs/performance.md); the page is cheap with the list's indexes. Not
 * `count(*) OVER ()`: a window over all matching rows buffers every full row before the first
 * page row comes out, which made a 50,000-row page 1 four to seven times slower
 * (docs/decisions.md, performance).
 */
export async function findPage<Q extends PgSelect, Row>(opts: FindPageOptions<Q, Row>): Promise<Paged<Row>> {
  const size = Math.min(Math.max(1, Math.trunc(opts.input.page_size)), PAGING.maxPageSize);
  // The schemas refuse a larger page; the bound here keeps OFFSET exact for any caller.
  const page = Math.min(Math.max(1, Math.trunc(opts.input.page_number)), PAGING.maxPageNumber);
  const sortKey = opts.input.sort_column ?? opts.defaultSort?.column;
  const direction = opts.input.sort_column
    ? opts.input.sort_direction
    : (opts.defaultSort?.direction ?? 'ASC');
  const sortBy = sortKey === undefined ? undefined : opts.sortable[sortKey];
  if (sortKey !== undefined && sortBy === undefined)
    throw new Error(`sort column '${sortKey}' is not whitelisted`);
  const dir = direction === 'DESC' ? desc : asc;
  const order = sortBy ? [dir(sortBy), dir(opts.tieBreaker)] : [asc(opts.tieBreaker)];

  // `<list>/export` (platform/lists/export.ts): every matching row, in the list's order, to the file.
  const sink = (opts.input as PageInput & MaybeExport)[EXPORT];
  if (sink) {
    const all = opts
      .select()
      .where(opts.where)
      .orderBy(...order)
      .limit(EXPORT_MAX_ROWS);
    await streamRows(opts.db, all, opts.map as (row: never) => Row | Promise<Row>, sink);
    return { data: [], page_info: { total_page: 0, total_record: 0 } };
  }
  const [rows, page_info] = await Promise.all([
    opts
      .select()
      .where(opts.where)
      .orderBy(...order)
      .limit(size)
      .offset((page - 1) * size),
    cappedPageInfo(opts.db, (limit) => opts.select().where(opts.where).limit(limit), page, size),
  ]);
  // One row after another: an async map reads the database, and a page must not flood the pool.
  const data: Row[] = [];
  for (const row of rows as Awaited<Q>) data.push(await opts.map(row));
  return { data, page_info };
}

/**
 * A list's page_info from its matching rows counted up to the cap (PAGING.countCap, or ten pages
 * past the page asked for), then `more`: findPage's count, for a list that writes its own SQL
 * (the AR selection). `matching(limit)` is the list's query without order, at most `limit` rows.
 */
export async function cappedPageInfo(
  db: DbOrTx,
  matching: (limit: number) => SQLWrapper,
  page: number,
  size: number,
): Promise<PageInfo> {
  // One row past the cap tells "more" from "exactly the cap".
  const countLimit = Math.max(PAGING.countCap, (page + PAGING.countAhead) * size) + 1;
  const counted = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (${matching(countLimit)}) AS paged_count`,
  );
  const countedRows = Number(counted.rows[0]?.n ?? 0);
  const more = countedRows === countLimit;
  const total = more ? countLimit - 1 : countedRows;
  return { total_page: Math.ceil(total / size), total_record: total, ...(more ? { more } : {}) };
}

/** LIKE treats % and _ as wildcards; a keyword is matched literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The sort whitelist of a list: the domain's sort columns, each the table column of that name
 * (columns are named as the API fields), so a sort column without its column is a type error.
 */
export function sortableColumns<T extends PgTable, K extends keyof T['_']['columns'] & string>(
  table: T,
  names: readonly K[],
): Record<K, AnyColumn> {
  const columns = getTableColumns(table) as Record<string, AnyColumn>;
  return Object.fromEntries(names.map((n) => [n, columns[n]])) as Record<K, AnyColumn>;
}
