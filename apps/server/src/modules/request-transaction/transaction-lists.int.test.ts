import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { createCompany } from '../enterprises/index.ts';
import { createTransaction } from '../transactions/index.ts';
import { requestWorld } from './request-transaction.fixture.ts';

const api = useApiHarness();
const { post } = api;

/** A supplier with five transactions on two buyers, amounts and dates apart. */
let worlds = 0;
async function world() {
  worlds += 1;
  const w = await requestWorld(api.t.db, { arCount: 0 });
  await api.t.db
    .update(enterprises)
    .set({ name: `Bên mua Z ${worlds}` })
    .where(eq(enterprises.id, w.buyId));
  const other = await createCompany(api.t.db, 'BUYER', { name: `Bên mua A ${worlds}` });
  const made = [];
  for (const [buyId, arCount, date] of [
    [w.buyId, 3, '2026-11-03'],
    [other, 1, '2026-11-05'],
    [w.buyId, 2, '2026-11-01'],
    [other, 5, '2026-11-04'],
    [w.buyId, 4, '2026-11-02'],
  ] as const) {
    made.push(
      await createTransaction(api.t.db, {
        supId: w.supId,
        buyId,
        status: 'WAITING_APPROVAL',
        arCount,
        transaction_date: date,
      }),
    );
  }
  return { ...w, other, made };
}

describe('the supplier transaction lists page, filter and sort in SQL', () => {
  it('gives page 2 of size 2 with the right totals, in the order of a declared column', async () => {
    const w = await world();
    const res = await post(
      '/api/supplier/request-transaction/transactions',
      { page_number: 2, page_size: 2, sort_column: 'total_ar_amount', sort_direction: 'DESC' },
      w.user,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().page_info).toEqual({ total_page: 3, total_record: 5 });
    // 5, 4, | 3, 2 |, 1 receivables of 100,000,000 each.
    expect(res.json().data.map((r: { total_ar_amount: number }) => r.total_ar_amount)).toEqual([
      300_000_000, 200_000_000,
    ]);

    // A column of the joined buyer sorts too (the screen shows it, so the API takes it).
    const byBuyer = await post(
      '/api/supplier/request-transaction/transactions',
      { page_size: 10, sort_column: 'buy_name', sort_direction: 'ASC' },
      w.user,
    );
    expect(byBuyer.statusCode, byBuyer.body).toBe(200);
    expect(byBuyer.json().data.map((r: { buy_id: number }) => r.buy_id)).toEqual([
      w.other,
      w.other,
      w.buyId,
      w.buyId,
      w.buyId,
    ]);
    // No order asked: the newest request first.
    const plain = await post('/api/supplier/request-transaction/transactions', {}, w.user);
    expect(plain.json().data.map((r: { id: number }) => r.id)).toEqual(w.made.map((m) => m.id).reverse());
    // A column the list does not declare is refused with the field named, never a 500.
    const bad = await post(
      '/api/supplier/request-transaction/transactions',
      { sort_column: 'created_by' },
      w.user,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields.sort_column).toBeDefined();
  });

  it('filters the history (list-trans-his) by code and dates, and pages the rest', async () => {
    const w = await world();
    const code = w.made[1]!.trans_code;
    const one = await post(
      '/api/supplier/statistic/list-trans-his',
      { search_condition: { trans_code: code.slice(3) } },
      w.user,
    );
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.map((r: { trans_code: string }) => r.trans_code)).toEqual([code]);
    const dated = await post(
      '/api/supplier/statistic/list-trans-his',
      {
        search_condition: { from_date: '2026-11-02', to_date: '2026-11-04' },
        page_size: 2,
        page_number: 2,
        sort_column: 'transaction_date',
      },
      w.user,
    );
    expect(dated.statusCode, dated.body).toBe(200);
    expect(dated.json().page_info).toEqual({ total_page: 2, total_record: 3 });
    expect(dated.json().data.map((r: { transaction_date: string }) => r.transaction_date)).toEqual([
      '2026-11-04',
    ]);
  });
});
