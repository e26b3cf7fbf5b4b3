import { addDays } from '@arflow/domain/dates';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { statusHistory } from '../../platform/audit/audit.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { createTransaction } from '../transactions/index.ts';
import { claimPromotion } from './index.ts';
import { programmeWorld } from './programme.fixture.ts';
import { promotionApplications, promotions } from './programme.tables.ts';
import { promotionStep } from './promotion-step.ts';

const api = useApiHarness();
const { post, get } = api;
const S = '/api/program-setup';
const en = { 'accept-language': 'en' };

type World = Awaited<ReturnType<typeof programmeWorld>>;
const form = (w: World, over: Record<string, unknown> = {}) => ({
  name: 'Ưu đãi tháng 12',
  buy_id: w.buyId,
  sup_id: null,
  start_date: w.today,
  end_date: addDays(w.today, 30),
  discount_rate: 2.5,
  max_per_supplier: 2,
  note: null,
  ...over,
});
const setup = (body: unknown, user = 'master') => post(`${S}/promotion-setup`, body, user, en);

describe('promotions (spec §3, §4, §5)', () => {
  it('sets one up, applies it on its start date, lists, details and exports it', async () => {
    const w = await programmeWorld(api.t.db);
    const now = await setup(form(w));
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json().data).toMatchObject({
      status: 'APPLIED',
      discount_rate: 2.5,
      applications: 0,
      sup_name: null,
    });
    const later = await setup(form(w, { sup_id: w.supId, start_date: addDays(w.today, 5) }));
    expect(later.json().data).toMatchObject({ status: 'WAITING', sup_id: w.supId });

    const list = await post(`${S}/promotion-list`, { search_condition: { buy_id: w.buyId } }, 'viewer');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().page_info.total_record).toBe(2);
    // Spec §9: by id ascending unless asked otherwise.
    expect(list.json().data.map((p: { id: number }) => p.id)).toEqual([
      now.json().data.id,
      later.json().data.id,
    ]);
    const waiting = await post(`${S}/promotion-list`, {
      search_condition: { buy_id: w.buyId, status: 'WAITING' },
    });
    expect(waiting.json().data).toHaveLength(1);

    const detail = await get(`${S}/promotion-details/${later.json().data.id}`, 'master');
    expect(detail.json()).toMatchObject({ data: { name: 'Ưu đãi tháng 12' }, actions: ['update', 'delete'] });
    expect(detail.json().history.map((h: { action: string }) => h.action)).toEqual(['CREATE']);
    const applied = await get(`${S}/promotion-details/${now.json().data.id}`, 'master');
    expect(applied.json().actions).toEqual(['stop']);
    // Every funder role reads; only the administrators act.
    expect((await get(`${S}/promotion-details/${now.json().data.id}`, 'viewer')).json().actions).toEqual([]);
    expect((await get(`${S}/promotion-details/2000000000`, 'master')).json().code).toBe('NOT_FOUND');

    const file = await post(
      `${S}/promotion-list/export`,
      { search_condition: { buy_id: w.buyId } },
      'viewer',
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });

  it('edits and deletes a waiting promotion, stops an applied one with a reason', async () => {
    const w = await programmeWorld(api.t.db);
    const waiting = (await setup(form(w, { start_date: addDays(w.today, 3) }))).json().data;
    const edited = await setup({
      ...form(w, { start_date: addDays(w.today, 4), name: 'Đổi tên' }),
      id: waiting.id,
    });
    expect(edited.json().data).toMatchObject({
      id: waiting.id,
      name: 'Đổi tên',
      start_date: addDays(w.today, 4),
    });
    const del = await post(`${S}/promotion/${waiting.id}/delete`, {}, 'master');
    expect(del.json().data.status).toBe('DELETED');
    const again = await setup({ ...form(w), id: waiting.id });
    expect(again.json().code).toBe('TRANSITION_NOT_ALLOWED');

    const running = (await setup(form(w))).json().data;
    expect((await post(`${S}/promotion/${running.id}/delete`, {}, 'master')).json().code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );
    const noReason = await post(`${S}/promotion/${running.id}/stop`, { reason: '' }, 'master', en);
    expect(noReason.statusCode).toBe(422);
    const stop = await post(`${S}/promotion/${running.id}/stop`, { reason: 'Hết ngân sách' }, 'master');
    expect(stop.json().data.status).toBe('EXPIRED');
    const trail = await api.t.db
      .select()
      .from(statusHistory)
      .where(eq(statusHistory.entityId, String(running.id)));
    expect(trail.filter((h) => h.entity === 'promotion').map((h) => h.action)).toEqual([
      'CREATE',
      'APPLY',
      'STOP',
    ]);
  });

  it('refuses invalid and overlapping dates with the spec texts, and a wrong target', async () => {
    const w = await programmeWorld(api.t.db);
    const past = await setup(form(w, { start_date: addDays(w.today, -1) }));
    expect(past.json()).toMatchObject({
      status: 422,
      code: 'PROMOTION_DATES_INVALID',
      fields: { start_date: expect.any(Array) },
    });
    expect(past.json().messages[0]).toBe('Promotion dates are invalid');
    const reversed = await setup(form(w, { start_date: addDays(w.today, 5), end_date: addDays(w.today, 4) }));
    expect(reversed.json()).toMatchObject({
      code: 'PROMOTION_DATES_INVALID',
      fields: { end_date: expect.any(Array) },
    });

    expect((await setup(form(w))).statusCode).toBe(200);
    const overlap = await setup(
      form(w, { start_date: addDays(w.today, 30), end_date: addDays(w.today, 40) }),
    );
    expect(overlap.json()).toMatchObject({ status: 422, code: 'PROMOTION_OVERLAP' });
    // The day after is free, and another target (one supplier) is another scope.
    expect(
      (await setup(form(w, { start_date: addDays(w.today, 31), end_date: addDays(w.today, 40) }))).statusCode,
    ).toBe(200);
    expect((await setup(form(w, { sup_id: w.supId }))).statusCode).toBe(200);

    const other = await programmeWorld(api.t.db);
    const stranger = await setup(
      form(w, { sup_id: other.supId, start_date: addDays(w.today, 50), end_date: addDays(w.today, 51) }),
    );
    expect(stranger.json()).toMatchObject({
      code: 'PROMOTION_TARGET_UNKNOWN',
      fields: { sup_id: expect.any(Array) },
    });

    for (const bad of [
      { ...form(w), discount_rate: 0 },
      { ...form(w), discount_rate: 1.23456 },
      { ...form(w), max_per_supplier: 0 },
      { ...form(w), start_date: '2026-02-30' },
      { ...form(w), extra: 1 },
      { ...form(w), name: '' },
    ]) {
      const res = await setup(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
  });

  it('two overlapping promotions saved at once: one lands', async () => {
    const w = await programmeWorld(api.t.db);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => setup(form(w, { name: `Song song ${i}` }))),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.json().code === 'PROMOTION_OVERLAP')).toHaveLength(5);
  });

  it('only the administrators set promotions up; company users are refused', async () => {
    const w = await programmeWorld(api.t.db);
    expect((await setup(form(w), 'crm')).statusCode).toBe(403);
    expect((await setup(form(w), 'supplier1')).statusCode).toBe(403);
    expect((await post(`${S}/promotion-list`, {}, 'buyer1')).statusCode).toBe(403);
    expect((await get(`${S}/current`, 'supplier1')).statusCode).toBe(403);
  });

  it('the daily close applies and expires promotions on the business date', async () => {
    const w = await programmeWorld(api.t.db);
    const p = (
      await setup(form(w, { start_date: addDays(w.today, 2), end_date: addDays(w.today, 3) }))
    ).json().data;
    const close = async (businessDate: string) =>
      api.t.db.transaction((tx) =>
        promotionStep.run({ tx, businessDate, log: api.t.app.log, clock: api.t.app.deps.clock }),
      );
    const status = async () =>
      (await api.t.db.select().from(promotions).where(eq(promotions.id, p.id)))[0]!.status;
    await close(addDays(w.today, 1));
    expect(await status()).toBe('WAITING');
    await close(addDays(w.today, 2));
    expect(await status()).toBe('APPLIED');
    await close(addDays(w.today, 4));
    expect(await status()).toBe('EXPIRED');
  });

  it('20 parallel claims never exceed the maximum applications per supplier', async () => {
    const w = await programmeWorld(api.t.db);
    const p = (await setup(form(w, { max_per_supplier: 3 }))).json().data;
    const trades = await Promise.all(
      Array.from({ length: 20 }, () =>
        createTransaction(api.t.db, { supId: w.supId, buyId: w.buyId, status: 'CREDIT_REVIEW', arCount: 0 }),
      ),
    );
    const claims = await Promise.all(
      trades.map((t) =>
        api.t.db.transaction((tx) =>
          claimPromotion(tx, { supId: w.supId, buyId: w.buyId, transId: t.id, now: new Date() }),
        ),
      ),
    );
    expect(claims.filter((c) => c !== null)).toHaveLength(3);
    const rows = await api.t.db
      .select()
      .from(promotionApplications)
      .where(eq(promotionApplications.promotion_id, p.id));
    expect(rows).toHaveLength(3);
    // Claiming again for a transaction that holds one keeps it, counted once.
    const again = await api.t.db.transaction((tx) =>
      claimPromotion(tx, { supId: w.supId, buyId: w.buyId, transId: rows[0]!.trans_id, now: new Date() }),
    );
    expect(again?.id).toBe(p.id);
    // The other supplier has its own three.
    const other = await createTransaction(api.t.db, {
      supId: w.sup2Id,
      buyId: w.buyId,
      status: 'CREDIT_REVIEW',
      arCount: 0,
    });
    expect(
      await api.t.db.transaction((tx) =>
        claimPromotion(tx, { supId: w.sup2Id, buyId: w.buyId, transId: other.id, now: new Date() }),
      ),
    ).not.toBeNull();
  });
});

describe('the programme reads (spec §7)', () => {
  it('answers the current programme, approvals, buyers, prices, discount rates, suppliers and orders', async () => {
    const w = await programmeWorld(api.t.db);
    await setup(form(w, { sup_id: w.supId }));
    const current = await get(`${S}/current`, 'viewer');
    expect(current.statusCode, current.body).toBe(200);
    expect(current.json().data.buyers).toBeGreaterThanOrEqual(1);
    expect(current.json().data.promotions_applied).toBeGreaterThanOrEqual(1);

    for (const path of ['approval', 'buyer', 'price']) {
      const res = await post(`${S}/${path}`, { search_condition: { keyword: String(w.buyId) } }, 'viewer');
      expect(res.statusCode, `${path} ${res.body}`).toBe(200);
    }
    const keyword = (await api.t.db.select().from(enterprises).where(eq(enterprises.id, w.buyId)))[0]!.name;
    const buyers = await post(`${S}/buyer`, { search_condition: { keyword } }, 'viewer');
    expect(buyers.json().data).toEqual([
      expect.objectContaining({ buy_id: w.buyId, suppliers: 2, status: 'ACTIVATED' }),
    ]);
    // Sorted by its approved suppliers (a 500 before: the sort named an alias SQL never had).
    const bySuppliers = await post(
      `${S}/buyer`,
      { sort_column: 'suppliers', sort_direction: 'DESC' },
      'viewer',
    );
    expect(bySuppliers.statusCode, bySuppliers.body).toBe(200);
    const counts = bySuppliers.json().data.map((b: { suppliers: number }) => b.suppliers);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const rates = await post(
      `${S}/diff-discount-rate`,
      { search_condition: { buy_id: w.buyId }, sort_column: 'discount_rate', sort_direction: 'DESC' },
      'viewer',
    );
    expect(rates.json().data).toEqual([
      expect.objectContaining({ sup_id: w.supId, discount_rate: 12, promotion_rate: 2.5, quoted_rate: 9.5 }),
      expect.objectContaining({ sup_id: w.sup2Id, discount_rate: 10, promotion_id: null, quoted_rate: 10 }),
    ]);

    const sups = await get(`${S}/supplier_by_buyer/${w.buyId}`, 'viewer');
    expect(
      sups
        .json()
        .data.map((s: { id: number }) => s.id)
        .sort(),
    ).toEqual([w.supId, w.sup2Id].sort());
    expect((await get(`${S}/supplier_by_buyer/2147483647`, 'viewer')).json().data).toEqual([]);
    expect((await get(`${S}/supplier_by_buyer/abc`, 'viewer')).statusCode).toBe(422);

    const orders = await post(`${S}/invest-order`, { page_size: 5 }, 'viewer');
    expect(orders.statusCode, orders.body).toBe(200);
    expect((await post(`${S}/invest-order`, { sort_column: 'nope' }, 'viewer', en)).statusCode).toBe(422);
    expect(
      (await post(`${S}/approval`, { search_condition: { status: 'NOPE' } }, 'viewer', en)).statusCode,
    ).toBe(422);
  });
});
