import { pagedQuery, pagedResponse } from '@arflow/domain/api/paging';
import { PAGING } from '@arflow/domain/constants';
import { API_ACCESS } from '@arflow/domain/permissions';
import { ilike, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { findPage } from './paging.ts';

/**
 * The paging contract (spec §3) of findPage and pagedQuery, on a table and a route of this test's
 * own: the counts below are the rows this file inserts, whatever the seed or other modules hold.
 */
const items = pgTable('paging_test_items', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  amount: integer('amount').notNull(),
  status: text('status').notNull(),
});
const SORT_COLUMNS = ['id', 'code', 'amount', 'status'] as const;
const itemQuery = pagedQuery({ keyword: z.string().max(40).optional() }, SORT_COLUMNS);
const item = z.object({ id: z.number(), code: z.string(), amount: z.number(), status: z.string() });

const ROWS = 25;
/** Rows whose code holds 'kw': every third one, 9 of 25. */
const KEYWORD_ROWS = 9;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    configure(app) {
      const db = app.deps.db;
      app.get(
        '/api/test/paging',
        {
          config: { access: API_ACCESS.public },
          schema: { querystring: itemQuery, response: { 200: pagedResponse(item) } },
        },
        (req) =>
          findPage({
            db,
            input: req.query,
            select: () => db.select().from(items).$dynamic(),
            where: req.query.keyword ? ilike(items.code, `%${req.query.keyword}%`) : undefined,
            sortable: { id: items.id, code: items.code, amount: items.amount, status: items.status },
            defaultSort: { column: 'id', direction: 'DESC' },
            tieBreaker: items.id,
            map: (row) => row,
          }),
      );
    },
  });
  // Created by the owner, as a migration would (granted to the application role by default).
  await t.owner.execute(sql`
    create table paging_test_items (id serial primary key, code text not null, amount integer not null, status text not null)`);
  // Amounts repeat (i mod 7) so the tie-breaker matters; statuses repeat too.
  await t.db.execute(sql`
    insert into paging_test_items (code, amount, status)
    select case when i % 3 = 1 then format('kw-%s', lpad(i::text, 3, '0')) else format('it-%s', lpad(i::text, 3, '0')) end,
           (i % 7) * 1000, (array['NEW', 'ACTIVE', 'DISABLED'])[i % 3 + 1]
    from generate_series(1, ${ROWS}) as i`);
});
afterAll(async () => {
  await t?.close();
});

const list = (query: string, lang = 'vi') =>
  t.app.inject({ url: `/api/test/paging${query}`, headers: { 'accept-language': lang } });

describe('paged-list contract (spec §3)', () => {
  it('defaults to page 1 of 10 in the default order', async () => {
    const body = (await list('')).json();
    expect(body.data).toHaveLength(10);
    expect(body.data[0].id).toBe(ROWS);
    expect(body.page_info).toEqual({ total_page: 3, total_record: ROWS });
  });

  it('computes total_page as ceil(total / size) and serves the last partial page', async () => {
    for (const [size, pages, lastCount] of [
      [7, 4, 4],
      [5, 5, 5],
      [25, 1, 25],
      [24, 2, 1],
    ] as const) {
      const first = (await list(`?page_size=${size}`)).json();
      expect(first.page_info).toEqual({ total_page: pages, total_record: ROWS });
      const last = (await list(`?page_size=${size}&page_number=${pages}`)).json();
      expect(last.data).toHaveLength(lastCount);
    }
    const beyond = (await list('?page_number=99')).json();
    expect(beyond).toEqual({ data: [], page_info: { total_page: 3, total_record: ROWS } });
  });

  it('counts the filtered rows on every page, also past the end and when nothing matches', async () => {
    const page1 = (await list('?keyword=kw&page_size=5')).json();
    expect(page1.page_info).toEqual({ total_page: 2, total_record: KEYWORD_ROWS });
    expect(page1.data.every((r: { code: string }) => r.code.startsWith('kw-'))).toBe(true);
    const beyond = (await list('?keyword=kw&page_size=5&page_number=3')).json();
    expect(beyond).toEqual({ data: [], page_info: { total_page: 2, total_record: KEYWORD_ROWS } });
    const none = (await list('?keyword=no-such-item')).json();
    expect(none).toEqual({ data: [], page_info: { total_page: 0, total_record: 0 } });
  });

  it('pages never overlap and cover every row exactly once, even sorted on repeated values', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 4; page++) {
      const body = (await list(`?page_size=7&page_number=${page}&sort_column=status`)).json();
      seen.push(...body.data.map((s: { id: number }) => s.id));
    }
    expect(seen).toHaveLength(ROWS);
    expect(new Set(seen).size).toBe(ROWS);
  });

  it('caps page_size at 2000 and refuses 0 or text', async () => {
    expect((await list('?page_size=2000')).statusCode).toBe(200);
    const over = await list('?page_size=2001', 'en');
    expect(over.statusCode).toBe(422);
    expect(over.json().fields).toEqual({ page_size: ['At most 2000'] });
    expect((await list('?page_size=0')).statusCode).toBe(422);
    expect((await list('?page_number=abc')).json().fields).toEqual({ page_number: ['Phải là số nguyên'] });
  });

  // page_number=9007199254740991&page_size=2000 made an OFFSET past bigint: PostgreSQL failed, 500.
  it('caps page_number so the offset stays an exact integer PostgreSQL accepts', async () => {
    const last = await list(`?page_number=${PAGING.maxPageNumber}&page_size=2000`);
    expect(last.statusCode).toBe(200);
    expect(last.json()).toEqual({ data: [], page_info: { total_page: 1, total_record: ROWS } });
    const over = await list('?page_number=9007199254740991&page_size=2000', 'en');
    expect(over.statusCode).toBe(422);
    expect(over.json().fields).toEqual({ page_number: ['At most 1000000'] });
  });

  it('findPage itself bounds page_number for callers whose schema does not', async () => {
    const page = await findPage({
      db: t.db,
      input: { page_number: Number.MAX_SAFE_INTEGER, page_size: 2000, sort_direction: 'ASC' },
      select: () => t.db.select().from(items).$dynamic(),
      sortable: {},
      tieBreaker: items.id,
      map: (row) => row,
    });
    expect(page).toEqual({ data: [], page_info: { total_page: 1, total_record: ROWS } });
  });

  it('sorts by whitelisted columns in both directions; any other column is 422', async () => {
    const asc = (await list('?sort_column=amount&sort_direction=ASC&page_size=25')).json().data;
    const amounts = asc.map((s: { amount: number }) => s.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const desc = (await list('?sort_column=code&sort_direction=DESC&page_size=1')).json().data;
    expect(desc[0].code).toBe('kw-025');
    const bad = await list('?sort_column=password_hash');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual({ sort_column: ['Giá trị nhập vào không hợp lệ'] });
    const badDir = await list('?sort_column=code&sort_direction=sideways');
    expect(badDir.statusCode).toBe(422);
  });
});

describe('counting a large list (PAGING.countCap)', () => {
  const many = pgTable('paging_test_many', { id: serial('id').primaryKey() });
  const TOTAL = PAGING.countCap + 25;
  const pageOf = (page_number: number) =>
    findPage({
      db: t.db,
      input: { page_number, page_size: 10, sort_direction: 'ASC' },
      select: () => t.db.select().from(many).$dynamic(),
      sortable: {},
      tieBreaker: many.id,
      map: (row) => row,
    });

  beforeAll(async () => {
    await t.owner.execute(sql`create table paging_test_many (id serial primary key)`);
    await t.db.execute(sql`insert into paging_test_many select from generate_series(1, ${TOTAL})`);
  });

  it('stops counting at the cap and says there are more', async () => {
    const first = await pageOf(1);
    expect(first.data).toHaveLength(10);
    expect(first.page_info).toEqual({
      total_page: PAGING.countCap / 10,
      total_record: PAGING.countCap,
      more: true,
    });
  });

  it('counts past the cap when the page asked for lies beyond it, exactly once the end is in reach', async () => {
    const deep = await pageOf(PAGING.countCap / 10 + 2);
    expect(deep.data.map((r) => r.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => PAGING.countCap + 11 + i),
    );
    expect(deep.page_info).toEqual({ total_page: Math.ceil(TOTAL / 10), total_record: TOTAL });
  });
});
