import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { createCompany } from '../enterprises/index.ts';

let t: TestApp;
let sup1: number;
let sup2: number;
beforeAll(async () => {
  t = await createTestApp();
  sup1 = await createCompany(t.db, 'SUPPLIER');
  sup2 = await createCompany(t.db, 'SUPPLIER');
});
afterAll(async () => {
  await t?.close();
});

const BASE = '/api/credit-buyer/early-interest-rate';

async function call(user: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `${BASE}${url}`,
    headers: await t.auth(user),
    ...(payload === undefined ? {} : { payload }),
  });
}
const overview = async (user: string, buyId: number) => {
  const res = await call(user, 'GET', `/${buyId}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const buy = async (code: string) =>
  (await t.db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.code, code)))[0]!.id;

describe('early-interest-rate groups', () => {
  it('drafts groups with unique names, valid rates and each supplier in one group', async () => {
    const b = await createCompany(t.db, 'BUYER');
    const first = await overview('creditofficer', b);
    expect(first.data).toMatchObject({ status: 'NOT_SET', approved: null, draft: null, pending: null });
    expect(first.actions).toEqual(['create']);

    const g1 = (
      await call('creditofficer', 'POST', `/${b}/add-group`, { name: 'Chiến lược', rate: 9.5 })
    ).json().data;
    const g2 = (
      await call('creditofficer', 'POST', `/${b}/add-group`, { name: 'Tiêu chuẩn', rate: 11 })
    ).json().data;
    expect(g1.request_id).toBe(g2.request_id);
    const draftId = g1.request_id as number;

    const dup = await call('creditofficer', 'POST', `/${b}/add-group`, { name: 'chiến lược', rate: 8 });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().code).toBe('EARLY_RATE_GROUP_NAME_TAKEN');
    expect(dup.json().fields.name).toEqual(['Tên nhóm đã tồn tại']);
    const rename = await call('creditofficer', 'POST', `/${b}/update-group`, {
      group_id: g2.id,
      name: 'CHIẾN LƯỢC',
      rate: 8,
    });
    expect(rename.json(), rename.body).toMatchObject({ code: 'EARLY_RATE_GROUP_NAME_TAKEN' });
    const decimals = await call('creditofficer', 'POST', `/${b}/add-group`, { name: 'Lẻ', rate: 9.555 });
    expect(decimals.statusCode).toBe(422);
    expect(decimals.json().fields.rate).toEqual(['Tối đa 2 chữ số thập phân']);
    expect(
      (await call('creditofficer', 'POST', `/${b}/add-group`, { name: 'Cao', rate: 100.5 })).statusCode,
    ).toBe(422);

    const group = (g: number, path: string) => `/${b}/group/${draftId}/${g}/${path}`;
    expect((await call('creditofficer', 'POST', group(g1.id, 'add-sup'), { sup_id: sup1 })).statusCode).toBe(
      200,
    );
    const twice = await call('creditofficer', 'POST', group(g2.id, 'add-sup'), { sup_id: sup1 });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().code).toBe('EARLY_RATE_SUPPLIER_IN_GROUP');
    const notSupplier = await call('creditofficer', 'POST', group(g2.id, 'add-sup'), { sup_id: b });
    expect(notSupplier.json().code).toBe('SUPPLIER_NOT_FOUND');

    const search = await call(
      'creditofficer',
      'GET',
      `/${b}/group/${draftId}/${g2.id}/search-sup?page_size=2000`,
    );
    const found = search.json().data.map((s: { sup_id: number }) => s.sup_id);
    expect(found).toContain(sup2);
    expect(found).not.toContain(sup1);

    const moved = await call('creditofficer', 'POST', group(g1.id, 'update-sup'), {
      sup_id: sup1,
      target_group_id: g2.id,
    });
    expect(moved.json().data.suppliers.map((s: { sup_id: number }) => s.sup_id)).toEqual([sup1]);
    const removed = await call('creditofficer', 'POST', group(g2.id, 'delete-sup'), { sup_id: sup1 });
    expect(removed.json().data.suppliers).toEqual([]);
    expect(
      (await call('creditofficer', 'POST', group(g2.id, 'delete-sup'), { sup_id: sup1 })).statusCode,
    ).toBe(404);
    expect((await call('creditofficer', 'POST', `/${b}/delete-group`, { group_id: g2.id })).statusCode).toBe(
      200,
    );
    const detail = await call('creditofficer', 'GET', `/${b}/group/${draftId}/${g1.id}`);
    expect(detail.json().data).toMatchObject({ name: 'Chiến lược', rate: 9.5 });
  });

  it('sends, approves once under concurrency, keeps approved groups in force while pending', async () => {
    const b = await createCompany(t.db, 'BUYER');
    const g = (await call('casenior', 'POST', `/${b}/add-group`, { name: 'Nhóm 1', rate: 9 })).json().data;
    await call('casenior', 'POST', `/${b}/group/${g.request_id}/${g.id}/add-sup`, { sup_id: sup1 });
    const sent = await call('casenior', 'POST', `/${b}/request/${g.request_id}/create`, {});
    expect(sent.statusCode).toBe(200);
    // Nothing changes while the request waits, and it cannot be sent twice.
    const locked = await call('casenior', 'POST', `/${b}/add-group`, { name: 'Nhóm 2', rate: 9 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('EARLY_RATE_NOT_DRAFT');
    expect((await call('casenior', 'POST', `/${b}/request/${g.request_id}/create`, {})).json().code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );
    // Officers send; only approvers approve.
    expect(
      (await call('creditofficer', 'POST', `/${b}/request/${g.request_id}/approve`, {})).statusCode,
    ).toBe(403);
    const pending = await overview('camanager', b);
    expect(pending.data.status).toBe('REQUESTING');
    expect(pending.actions.sort()).toEqual(['approve', 'cancel']);

    const [a1, a2] = await Promise.all([
      call('camanager', 'POST', `/${b}/request/${g.request_id}/approve`, {}),
      call('master', 'POST', `/${b}/request/${g.request_id}/approve`, {}),
    ]);
    expect([a1.statusCode, a2.statusCode].sort()).toEqual([200, 422]);
    expect([a1, a2].find((r) => r.statusCode !== 200)!.json().code).toBe('TRANSITION_NOT_ALLOWED');

    const after = await overview('creditofficer', b);
    expect(after.data.status).toBe('APPROVED');
    expect(after.data.approved.groups).toMatchObject([
      { name: 'Nhóm 1', rate: 9, suppliers: [{ sup_id: sup1 }] },
    ]);
    expect(after.history.map((h: { action: string }) => h.action)).toEqual(
      expect.arrayContaining(['CREATE', 'APPROVE']),
    );

    // The next draft starts as a copy; the approved groups stay in force while it is pending.
    const edit = await call('creditofficer', 'POST', `/${b}/update-group`, {
      group_id: after.data.approved.groups[0].id,
      name: 'Nhóm 1',
      rate: 8.5,
    });
    expect(edit.statusCode).toBe(200);
    const draftId = edit.json().data.request_id;
    expect(draftId).not.toBe(g.request_id);
    await call('creditofficer', 'POST', `/${b}/request/${draftId}/create`, {});
    const waiting = await overview('viewer', b);
    expect(waiting.data.status).toBe('REQUESTING');
    expect(waiting.data.approved.groups[0].rate).toBe(9);
    expect(waiting.data.pending.groups[0].rate).toBe(8.5);
    expect(waiting.actions).toEqual([]);

    // Cancelling needs a reason and returns to the approved groups.
    const noReason = await call('camanager', 'POST', `/${b}/request/${draftId}/cancel`, {});
    expect(noReason.statusCode).toBe(422);
    const cancel = await call('camanager', 'POST', `/${b}/request/${draftId}/cancel`, {
      reason: 'Lãi suất chưa phù hợp',
    });
    expect(cancel.statusCode).toBe(200);
    const back = await overview('camanager', b);
    expect(back.data).toMatchObject({ status: 'APPROVED', pending: null, draft: null });
    expect(back.data.approved.groups[0].rate).toBe(9);

    const history = await call('viewer', 'POST', `/${b}/history`, {});
    expect(history.json().data).toMatchObject([
      { state: 'CANCELLED', cancel_reason: 'Lãi suất chưa phù hợp', group_count: 1, supplier_count: 1 },
      { state: 'APPROVED', supplier_count: 1, group_count: 1, sent_by_name: expect.any(String) },
    ]);
    expect(history.json().data[1].approver_name).toBeTruthy();
    expect(history.json().data[1].approved_at).toBeTruthy();
  });

  it('refuses an empty request; a cancel with nothing approved returns to not set', async () => {
    const b = await createCompany(t.db, 'BUYER');
    const g = (await call('camanager', 'POST', `/${b}/add-group`, { name: 'Tạm', rate: 5 })).json().data;
    await call('camanager', 'POST', `/${b}/delete-group`, { group_id: g.id });
    const empty = await call('camanager', 'POST', `/${b}/request/${g.request_id}/create`, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().code).toBe('EARLY_RATE_REQUEST_EMPTY');
    await call('camanager', 'POST', `/${b}/add-group`, { name: 'Tạm', rate: 5 });
    expect((await call('camanager', 'POST', `/${b}/request/${g.request_id}/create`, {})).statusCode).toBe(
      200,
    );
    await call('camanager', 'POST', `/${b}/request/${g.request_id}/cancel`, { reason: 'Làm lại' });
    expect((await overview('camanager', b)).data.status).toBe('NOT_SET');
    // A cancelled request is no draft any more.
    const again = await call('camanager', 'POST', `/${b}/request/${g.request_id}/create`, {});
    expect(again.json().code).toBe('TRANSITION_NOT_ALLOWED');
  });

  it('lets a buyer draft and send its own groups only; another buyer’s ids are 404', async () => {
    const own = await buy('BUY02');
    const other = await buy('BUY01');
    expect((await call('buyer2', 'GET', `/${other}`)).statusCode).toBe(404);
    expect((await call('buyer2', 'POST', `/${other}/add-group`, { name: 'X', rate: 5 })).statusCode).toBe(
      404,
    );
    expect((await call('buyer2', 'POST', `/${other}/history`, {})).statusCode).toBe(404);
    const mine = await call('buyer2', 'POST', `/${own}/add-group`, { name: 'Nhà cung cấp lớn', rate: 7.75 });
    expect(mine.statusCode).toBe(200);
    const g = mine.json().data;
    const foreign = (await overview('camanager', other)).data.pending;
    expect(
      (await call('buyer2', 'GET', `/${other}/group/${foreign.id}/${foreign.groups[0].id}`)).statusCode,
    ).toBe(404);
    // Another buyer's draft named under the buyer's own id is not found either.
    expect(
      (await call('buyer2', 'GET', `/${own}/group/${foreign.id}/${foreign.groups[0].id}`)).statusCode,
    ).toBe(404);
    expect((await call('buyer2', 'POST', `/${own}/request/${g.request_id}/create`, {})).statusCode).toBe(200);
    expect(
      (await call('buyer2', 'POST', `/${own}/request/${g.request_id}/cancel`, { reason: 'x' })).statusCode,
    ).toBe(403);
    expect((await call('buyer2', 'POST', `/${own}/request/${g.request_id}/approve`, {})).statusCode).toBe(
      403,
    );
    const seen = await overview('buyer2', own);
    expect(seen.data.status).toBe('REQUESTING');
    expect(seen.actions).toEqual([]);
    expect(seen.can_edit).toBe(false);
  });
});
