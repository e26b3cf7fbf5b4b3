import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import type { Clock } from '../../platform/clock.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { settlementPayments } from '../payments/payments.tables.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { createTransaction } from '../transactions/index.ts';
import { users } from '../users/users.tables.ts';
import { earnPoints } from './earn-points.ts';
import { pointMovements } from './points.tables.ts';

const today = '2026-11-25';
const clock: Clock = { now: () => new Date(`${today}T03:00:00Z`), today: () => today };

const h = useApiHarness({ clock });
let buy1: number;
let buy2: number;
beforeAll(async () => {
  const code = async (c: string) =>
    (await h.t.db.select().from(enterprises).where(eq(enterprises.code, c)))[0]!.id;
  buy1 = await code('BUY01');
  buy2 = await code('BUY02');
});

const EN = { 'accept-language': 'en' };
const call = (method: 'GET' | 'POST', url: string, user: string, payload?: unknown) =>
  method === 'GET' ? h.get(`/api${url}`, user, EN) : h.post(`/api${url}`, payload, user, EN);

/** A fresh buyer (its own ledger, nothing else) with a user of its own signed in as `username`. */
let seq = 0;
async function freshBuyer(points: number) {
  seq += 1;
  const [ent] = await h.t.db
    .insert(enterprises)
    .values({ code: `PTB${seq}`, name: `Bên mua điểm ${seq}`, type: 'BUYER' })
    .returning({ id: enterprises.id });
  if (points > 0)
    await h.t.db
      .insert(pointMovements)
      .values({ ent_id: ent!.id, kind: 'EARN', points, created_at: new Date() });
  return ent!.id;
}

async function category(points: number, active = true) {
  const res = await call('POST', '/point/categoryvoucher/form', 'master', {
    name: `Voucher ${points}`,
    points,
    value: points * 10_000,
    active,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

const total = async (user: string, id: number) =>
  (await call('GET', `/point/${id}/totalpoint`, user)).json().data;

describe('points and vouchers', () => {
  it('answers every call to the funder and the buyer, and none to other companies', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', `/point/${buy1}/totalpoint`],
      ['GET', '/point/pointsetting'],
      ['GET', '/point/listpointsettingdetail'],
      ['GET', '/point/listcategoryvoucher'],
      ['POST', '/point/listpointdetail', {}],
      ['POST', '/point/listrequestvoucher', {}],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method as 'GET', url, 'master', body)).statusCode, url).toBe(200);
      expect((await call(method as 'GET', url, 'buyer1', body)).statusCode, url).toBe(200);
      for (const user of ['supplier1', 'partner1', 'crm'])
        expect((await call(method as 'GET', url, user, body)).statusCode, `${user} ${url}`).toBe(403);
    }
    // Only a buyer redeems; only the points administrators write the scheme.
    expect((await call('POST', '/point/requestredeempoint', 'master', { category_id: 1 })).statusCode).toBe(
      403,
    );
    const form = { name: 'X', points: 1, value: 0, active: true };
    expect((await call('POST', '/point/categoryvoucher/form', 'buyer1', form)).statusCode).toBe(403);
    expect((await call('POST', '/point/requestvoucher/1/approve', 'buyer1', {})).statusCode).toBe(403);
  });

  it("shows a buyer its own points only: another company's id is not found", async () => {
    const mine = await total('buyer1', buy1);
    expect(mine.total_point).toBeGreaterThan(0);
    expect(mine.total_point).toBe(
      (
        await h.t.db.execute<{ s: number }>(
          sql`select sum(points)::int as s from point_movements where ent_id = ${buy1}`,
        )
      ).rows[0]!.s,
    );
    const other = await call('GET', `/point/${buy2}/totalpoint`, 'buyer1');
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('NOT_FOUND');
    // The funder reads any buyer's.
    expect((await total('master', buy2)).ent_id).toBe(buy2);
    // Lists: a buyer's are its own rows, whatever it filters on.
    const details = (await call('POST', '/point/listpointdetail', 'buyer1', { page_size: 2000 })).json();
    expect(details.data.length).toBeGreaterThan(0);
    expect(details.data.every((d: { ent_id: number }) => d.ent_id === buy1)).toBe(true);
    const foreign = await call('POST', '/point/listrequestvoucher', 'buyer1', {
      search_condition: { ent_id: buy2 },
    });
    expect(foreign.json().data).toEqual([]);
  });

  it('keeps the settings as a history, the one in force today first; none reaches back', async () => {
    const past = await call('POST', '/point/pointsetting', 'master', {
      vnd_per_point: 500_000,
      effective_from: '2026-11-24',
      note: null,
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().fields.effective_from[0]).toBe('The effective date cannot be before today');
    const now = await call('POST', '/point/pointsetting', 'master', {
      vnd_per_point: 500_000,
      effective_from: today,
      note: 'Tăng ưu đãi',
    });
    expect(now.statusCode, now.body).toBe(200);
    expect((await call('GET', '/point/pointsetting', 'buyer1')).json().data).toMatchObject({
      vnd_per_point: 500_000,
      effective_from: today,
    });
    const list = (
      await call(
        'GET',
        '/point/listpointsettingdetail?sort_column=effective_from&sort_direction=DESC',
        'master',
      )
    ).json();
    expect(list.data[0].vnd_per_point).toBe(500_000);
    expect(list.page_info.total_record).toBeGreaterThanOrEqual(2);
    const bad = await call('POST', '/point/pointsetting', 'master', {
      vnd_per_point: 0.5,
      effective_from: today,
      note: null,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields)).toEqual(['vnd_per_point']);
  });

  it('shows a buyer only the categories offered', async () => {
    const hidden = await category(7, false);
    const forBuyer = (await call('GET', '/point/listcategoryvoucher?page_size=2000', 'buyer1')).json().data;
    expect(forBuyer.map((c: { id: number }) => c.id)).not.toContain(hidden);
    const forFunder = (await call('GET', '/point/listcategoryvoucher?page_size=2000', 'master')).json().data;
    expect(forFunder.map((c: { id: number }) => c.id)).toContain(hidden);
  });

  it('redeems: spends the points, refuses a second new request and an overdraft with the spec texts', async () => {
    const cheap = await category(40);
    const dear = await category(1_000_000);
    const before = await total('buyer1', buy1);
    const tooDear = await call('POST', '/point/requestredeempoint', 'buyer1', { category_id: dear });
    expect(tooDear.statusCode).toBe(422);
    expect(tooDear.json().messages).toEqual(['Not enough point to redeem']);
    const unknown = await call('POST', '/point/requestredeempoint', 'buyer1', { category_id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().fields)).toEqual(['category_id']);
    const ok = await call('POST', '/point/requestredeempoint', 'buyer1', { category_id: cheap });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'NEW', points: 40, ent_id: buy1 });
    const after = await total('buyer1', buy1);
    expect(after.total_point).toBe(before.total_point - 40);
    expect(after.pending_point).toBe(before.pending_point + 40);
    const again = await call('POST', '/point/requestredeempoint', 'buyer1', { category_id: cheap });
    expect(again.statusCode).toBe(422);
    expect(again.json().messages).toEqual(['Existed a request with status new']);

    // The funder rejects it (a reason is required): the points come back as a movement of their own.
    const id = ok.json().data.id;
    const noReason = await call('POST', `/point/requestvoucher/${id}/reject`, 'master', {});
    expect(noReason.statusCode).toBe(422);
    const rejected = await call('POST', `/point/requestvoucher/${id}/reject`, 'master', {
      reason: 'Hết hàng',
    });
    expect(rejected.json().data).toMatchObject({ status: 'REJECTED', reason: 'Hết hàng' });
    expect((await total('buyer1', buy1)).total_point).toBe(before.total_point);
    // A rejected request is closed: approving it is not a transition of the table.
    const late = await call('POST', `/point/requestvoucher/${id}/approve`, 'master', {});
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe('TRANSITION_NOT_ALLOWED');

    // Approved: the points stay spent and count in the list's total redeemed points.
    const second = await call('POST', '/point/requestredeempoint', 'buyer1', { category_id: cheap });
    const approved = await call(
      'POST',
      `/point/requestvoucher/${second.json().data.id}/approve`,
      'master',
      {},
    );
    expect(approved.json().data.status).toBe('APPROVED');
    const list = (
      await call('POST', '/point/listrequestvoucher', 'buyer1', { search_condition: { status: 'APPROVED' } })
    ).json();
    expect(list.object.total_redeemed_point).toBe(
      list.data.reduce((s: number, r: { points: number }) => s + r.points, 0),
    );
    expect((await total('buyer1', buy1)).total_point).toBe(before.total_point - 40);
  });

  it('spends points once under 20 concurrent redeems', async () => {
    const buyer = await freshBuyer(100);
    const cat = await category(60);
    const [b1] = await h.t.db.select().from(users).where(eq(users.username, 'buyer1'));
    const { id: _id, ...model } = b1!;
    const [user] = await h.t.db
      .insert(users)
      .values({
        ...model,
        username: `ptbuyer${buyer}`,
        email: `ptbuyer${buyer}@example.com`,
        enterpriseId: buyer,
      })
      .returning({ username: users.username });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/point/requestredeempoint', user!.username, { category_id: cat }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 422)).toHaveLength(19);
    expect(new Set(answers.filter((a) => a.statusCode === 422).map((a) => a.json().code))).toEqual(
      new Set(['POINT_REQUEST_EXISTS']),
    );
    const spent = await h.t.db.select().from(pointMovements).where(eq(pointMovements.ent_id, buyer));
    expect(spent.reduce((s, m) => s + m.points, 0)).toBe(40);

    // With the first answered, twenty more race for what is left (40 < 60): none overdraws.
    const request = answers.find((a) => a.statusCode === 200)!.json().data.id;
    await call('POST', `/point/requestvoucher/${request}/approve`, 'master', {});
    const more = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/point/requestredeempoint', user!.username, { category_id: cat }),
      ),
    );
    expect(new Set(more.map((a) => a.json().code))).toEqual(new Set(['POINT_NOT_ENOUGH']));
  });

  it('earns points on settlements paid on time, once, by the setting of the payment date', async () => {
    const buyer = await freshBuyer(0);
    const sup = (await h.t.db.select().from(enterprises).where(eq(enterprises.code, 'SUP01')))[0]!.id;
    const trade = await createTransaction(h.t.db, {
      supId: sup,
      buyId: buyer,
      status: 'COMPLETED',
      arCount: 2,
    });
    const [onTime, late] = trade.arIds;
    await h.t.db
      .update(receivables)
      .set({ maturity_date: '2026-11-20' })
      .where(eq(receivables.buy_id, buyer));
    const [slip] = await h.t.db
      .insert(storedFiles)
      .values({
        key: `points-${buyer}`,
        ent_id: sup,
        purpose: 'document',
        original_name: 'unc.pdf',
        content_type: 'application/pdf',
        size: 1,
        sha256: '0'.repeat(64),
        created_at: new Date(),
      })
      .returning({ id: storedFiles.id });
    const pay = (ar_id: number, payment_date: string, amount: number) => ({
      trans_id: trade.id,
      ar_id,
      payment_date,
      amount,
      remaining_principal: 0,
      interest_paid: 0,
      to_funder: amount,
      to_supplier: 0,
      to_penal: 0,
      excess: 0,
      file_id: slip!.id,
      created_at: new Date(),
    });
    await h.t.db
      .insert(settlementPayments)
      .values([pay(onTime!, '2026-11-20', 125_500_000), pay(late!, '2026-11-21', 300_000_000)]);
    // The demo's setting since 01/01/2026: 1.000.000 VND a point (finance.md worked example).
    await h.t.db.transaction((tx) => earnPoints(tx, '2026-11-24', new Date()));
    await h.t.db.transaction((tx) => earnPoints(tx, '2026-11-24', new Date()));
    const rows = await h.t.db.select().from(pointMovements).where(eq(pointMovements.ent_id, buyer));
    expect(rows.map((r) => [r.kind, r.points])).toEqual([['EARN', 125]]);
  });

  it('keeps the ledger append-only', async () => {
    await expect(
      h.t.db.update(pointMovements).set({ points: 1 }).where(eq(pointMovements.ent_id, buy1)),
    ).rejects.toThrow();
    await expect(h.t.db.delete(pointMovements).where(eq(pointMovements.ent_id, buy1))).rejects.toThrow();
  });
});
