import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const list = (query: string, lang = 'vi') =>
  t.app.inject({ url: `/api/samples${query}`, headers: { 'accept-language': lang } });

describe('paged-list contract (spec §3)', () => {
  it('defaults to page 1 of 10, newest first', async () => {
    const body = (await list('')).json();
    expect(body.data).toHaveLength(10);
    expect(body.page_info).toEqual({ total_page: 3, total_record: 25 });
  });

  it('computes total_page as ceil(total / size) and serves the last partial page', async () => {
    for (const [size, pages, lastCount] of [
      [7, 4, 4],
      [5, 5, 5],
      [25, 1, 25],
      [24, 2, 1],
    ] as const) {
      const first = (await list(`?page_size=${size}`)).json();
      expect(first.page_info).toEqual({ total_page: pages, total_record: 25 });
      const last = (await list(`?page_size=${size}&page_number=${pages}`)).json();
      expect(last.data).toHaveLength(lastCount);
    }
    const beyond = (await list('?page_number=99')).json();
    expect(beyond).toEqual({ data: [], page_info: { total_page: 3, total_record: 25 } });
  });

  it('counts the filtered rows on every page, also past the end and when nothing matches', async () => {
    // The total rides on the page rows; these pages have none, so it comes from the fallback count.
    const page1 = (await list('?keyword=smp00&page_size=5')).json();
    expect(page1.page_info).toEqual({ total_page: 2, total_record: 9 });
    const beyond = (await list('?keyword=smp00&page_size=5&page_number=3')).json();
    expect(beyond).toEqual({ data: [], page_info: { total_page: 2, total_record: 9 } });
    const none = (await list('?keyword=no-such-sample')).json();
    expect(none).toEqual({ data: [], page_info: { total_page: 0, total_record: 0 } });
    // The total is not a row field.
    expect(Object.keys(page1.data[0])).not.toContain('__paged_total');
  });

  it('pages never overlap and cover every row exactly once', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 4; page++) {
      const body = (await list(`?page_size=7&page_number=${page}&sort_column=status`)).json();
      seen.push(...body.data.map((s: { id: number }) => s.id));
    }
    expect(new Set(seen).size).toBe(25);
  });

  it('caps page_size at 2000 and refuses 0 or text', async () => {
    expect((await list('?page_size=2000')).statusCode).toBe(200);
    const over = await list('?page_size=2001', 'en');
    expect(over.statusCode).toBe(422);
    expect(over.json().fields).toEqual({ page_size: ['At most 2000'] });
    expect((await list('?page_size=0')).statusCode).toBe(422);
    expect((await list('?page_number=abc')).json().fields).toEqual({ page_number: ['Phải là số nguyên'] });
  });

  it('sorts by whitelisted columns in both directions; any other column is 422', async () => {
    const asc = (await list('?sort_column=amount&sort_direction=ASC&page_size=25')).json().data;
    const amounts = asc.map((s: { amount: number }) => s.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const desc = (await list('?sort_column=code&sort_direction=DESC&page_size=1')).json().data;
    expect(desc[0].code).toBe('SMP025');
    const bad = await list('?sort_column=password_hash');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual({ sort_column: ['Giá trị nhập vào không hợp lệ'] });
    const badDir = await list('?sort_column=code&sort_direction=sideways');
    expect(badDir.statusCode).toBe(422);
  });
});
