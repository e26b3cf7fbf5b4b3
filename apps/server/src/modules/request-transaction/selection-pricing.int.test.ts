import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { PricedAr } from '@arflow/domain/api/request-transaction';
import { addDays } from '@arflow/domain/dates';
import type { ReceivableStatus } from '@arflow/domain/statuses/receivable';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { publicHolidays } from '../holidays/holidays.tables.ts';
import { loadHolidays } from '../holidays/holidays.ts';
import { createReceivable } from '../transactions/index.ts';
import { priceAr } from './price-ar.ts';
import { requestWorld } from './request-transaction.fixture.ts';
import { loadTerms } from './terms.ts';

/**
 * Issue 20 items 3 and 15: the AR selection prices in SQL, to the same moved due date as the
 * engine, and returns one page however many receivables the supplier holds.
 */

const api = useApiHarness();
const { post } = api;
const P = '/api/supplier/request-transaction';

type Page = { data: PricedAr[]; page_info: { total_page: number; total_record: number } };

async function list(user: string, body: object, route = 'ar-selection'): Promise<Page> {
  const r = await post(`${P}/${route}`, body, user);
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}

/** The engine's price of a listed row (price-ar.ts), with the terms and holidays of the database. */
async function engineFor(w: { supId: number; buyId: number }) {
  const terms = await loadTerms(api.t.db, w.supId, w.buyId);
  const holidays = await loadHolidays(api.t.db);
  return (row: PricedAr) =>
    priceAr(
      {
        id: row.ar_id,
        inv_no: row.inv_no,
        inv_date: row.inv_date,
        maturity_date: row.due_date,
        ar_amount: row.ar_amount,
        buyer_first_payment: row.first_payment,
        due_payment: row.due_payment,
        status: row.status as ReceivableStatus,
      },
      terms,
      row.payment_ratio,
      row.requested_date,
      holidays,
    );
}

describe('AR selection pricing', () => {
  it('counts a maturity on a weekend day or public holiday to the next working day (Civil Code art. 148)', async () => {
    const w = await requestWorld(api.t.db, { arCount: 0, supplierLimit: 1_000_000_000 });
    // Saturday 06/02/2027 in Tet (Sunday, then 08-10/02 off) and Wednesday 02/09/2026 (National Day).
    const tet = await createReceivable(api.t.db, {
      ...w,
      ar_amount: 1_000_000_000,
      maturity_date: '2027-02-06',
    });
    const national = await createReceivable(api.t.db, {
      ...w,
      ar_amount: 1_000_000_000,
      maturity_date: '2026-09-02',
    });
    for (const [ar, requested_date, expected] of [
      // 800.000.000 × 12 × 66 / 36 500 = 17.358.904,11
      [
        tet,
        '2026-12-07',
        {
          days: 66,
          counted_to: '2027-02-11',
          counted_to_reason: 'WEEKEND',
          total_discount_amount: 17_358_904,
        },
      ],
      // 800.000.000 × 12 × 31 / 36 500 = 8.153.424,66
      [
        national,
        '2026-08-03',
        {
          days: 31,
          counted_to: '2026-09-03',
          counted_to_reason: 'HOLIDAY',
          total_discount_amount: 8_153_425,
        },
      ],
    ] as const) {
      const page = await list(w.user, {
        search_condition: { buy_id: w.buyId, requested_date, payment_ratio: 80 },
      });
      expect(page.data.find((r) => r.ar_id === ar)).toMatchObject({
        payment_request_amount: 800_000_000,
        ...expected,
      });
    }

    // The selection's own pricing (the engine) counts the same days, and the draft keeps them.
    const moved = {
      days: 66,
      counted_to: '2027-02-11',
      counted_to_reason: 'WEEKEND',
      total_discount_amount: 17_358_904,
    };
    const items = [{ ar_id: tet, payment_ratio: 80, requested_date: '2026-12-07' }];
    const set = await post(`${P}/ar-recalculate`, { buy_id: w.buyId, items }, w.user);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.items[0]).toMatchObject(moved);
    const draft = await post(
      `${P}/draft-transaction`,
      { buy_id: w.buyId, sup_id: w.supId, transaction_date: addDays(w.today, 1) },
      w.user,
    );
    expect(draft.statusCode, draft.body).toBe(200);
    const kept = await post(`${P}/ar-selection-confirm`, items, w.user);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.receivables[0]).toMatchObject(moved);
  });

  it('prices every row in SQL exactly as the engine does, holidays added by the funder included', async () => {
    const w = await requestWorld(api.t.db, { arCount: 0 });
    // A holiday Monday after a weekend and a holiday Friday before one: Sat 13/03/2027 runs to Tue 16/03.
    await api.t.db.insert(publicHolidays).values([
      { holiday_date: '2027-03-12', name_vi: 'Ngày nghỉ thử', name_en: 'Test day off' },
      { holiday_date: '2027-03-15', name_vi: 'Ngày nghỉ thử', name_en: 'Test day off' },
    ]);
    // One receivable maturing on each day from 25/01 to 10/05/2027 (weekends, Tet, Hung Kings,
    // 30/04-03/05 and the two days above), with amounts that round both ways.
    for (let i = 0; i < 106; i += 1) {
      await createReceivable(api.t.db, {
        ...w,
        ar_amount: 1_234_567 * (i + 1) + (i % 7) * 13,
        maturity_date: addDays('2027-01-25', i),
      });
    }
    const engine = await engineFor(w);
    const payDate = '2027-02-01'; // after the first maturities: those are priced at 0 days
    for (const payment_ratio of [80, 77.77, 33.33]) {
      const page = await list(w.user, {
        search_condition: { buy_id: w.buyId, requested_date: payDate, payment_ratio },
        page_size: 200,
      });
      expect(page.page_info.total_record).toBe(106);
      expect(page.data.map((r) => r.due_date)).toEqual([...page.data.map((r) => r.due_date)].sort());
      for (const row of page.data) expect(row, row.due_date).toEqual(engine(row));
      const reasons = new Set(page.data.map((r) => r.counted_to_reason));
      expect(reasons).toEqual(new Set(['MATURITY', 'WEEKEND', 'HOLIDAY']));
      expect(page.data.find((r) => r.due_date === '2027-03-13')?.counted_to).toBe('2027-03-16');
    }
    // The price filters select on the SQL amounts: the engine agrees on which rows pass.
    const all = (
      await list(w.user, { search_condition: { buy_id: w.buyId, requested_date: payDate }, page_size: 200 })
    ).data;
    const cut = all[50]!.total_discount_amount;
    const filtered = await list(w.user, {
      search_condition: { buy_id: w.buyId, requested_date: payDate, total_discount_amount_from: cut },
      page_size: 200,
      sort_column: 'ar_amount',
      sort_direction: 'DESC',
    });
    const expected = all
      .filter((r) => r.total_discount_amount >= cut)
      .sort((a, b) => b.ar_amount - a.ar_amount);
    expect(filtered.data.map((r) => r.ar_id)).toEqual(expected.map((r) => r.ar_id));
    // A page past the end is empty but still counts the rows.
    const past = await list(w.user, {
      search_condition: { buy_id: w.buyId, requested_date: payDate },
      page_number: 50,
    });
    expect(past).toEqual({ data: [], page_info: { total_page: 11, total_record: 106 } });
  });

  it('answers one page for a supplier with 20,000 open receivables without holding the server', async () => {
    const w = await requestWorld(api.t.db, { arCount: 0 });
    await api.t.db.execute(sql`
      insert into receivables (ent_id, buy_id, inv_no, inv_date, invoice_amount, ar_amount,
                               maturity_date, due_payment, status, created_at, updated_at)
      select ${w.supId}, ${w.buyId}, 'HD-BULK-' || lpad(i::text, 5, '0'), date '2026-10-01',
             i * 1000, i * 1000, date '2027-01-04' + (i % 120), i * 1000, 'AVAILABLE', now(), now()
      from generate_series(1, 20000) i`);
    await api.t.db.execute(sql`analyze receivables`);
    const body = { search_condition: { buy_id: w.buyId, requested_date: '2026-12-07', payment_ratio: 80 } };
    const first = await list(w.user, body);
    const engine = await engineFor(w);
    expect(first.data).toHaveLength(10);
    // Counted up to findPage's cap (PAGING.countCap), not every matching row priced on each page.
    expect(first.page_info).toEqual({ total_page: 100, total_record: 1000, more: true });
    const deep = await list(w.user, { ...body, page_number: 500 });
    expect(deep.page_info).toEqual({ total_page: 510, total_record: 5100, more: true });
    for (const row of first.data) expect(row).toEqual(engine(row));
    // advance = 800 × i: the rows i ≤ 250 (a computed amount, so filtered after pricing).
    const small = await list(w.user, {
      ...body,
      search_condition: { ...body.search_condition, payment_request_amount_to: 200_000 },
      sort_column: 'ar_amount',
      page_number: 25,
    });
    expect(small.page_info.total_record).toBe(250);
    expect(small.data.map((r) => r.ar_amount)).toEqual(
      Array.from({ length: 10 }, (_, k) => (241 + k) * 1000),
    );

    // Fifty requests at once: the event loop keeps turning, so /api/health is answered throughout.
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, k) =>
        post(`${P}/ar-selection`, { ...body, page_number: k + 1 }, w.user).then((r) => r.statusCode),
      ),
    );
    delay.disable();
    expect(answers.every((s) => s === 200)).toBe(true);
    // Pricing 20,000 rows in JavaScript held the loop for most of a second per request.
    expect(delay.max / 1e6, `max event-loop delay in ms over ${performance.now() - started} ms`).toBeLessThan(
      300,
    );
  });
});
