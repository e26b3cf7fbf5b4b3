import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const valid = {
  code: 'NEW-001',
  name: 'Lô hàng thử nghiệm',
  email: 'lienhe@vidu.vn',
  phone: '0909123456',
  amount: 150_000_000,
  rate: 7.25,
  effective_date: '2026-03-02', // a Monday
  description: 'Mô tả',
};

async function create(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/sample/form',
    payload: body,
    headers: { ...(await t.auth('crm')), ...headers },
  });
}

async function list(query: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: `/api/samples?${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    data: Array<{ id: number; code: string; ent_id: number; status: string }>;
    page_info: { total_page: number; total_record: number };
  };
}

describe('sample module', () => {
  it('lists with the paging contract, filtered by keyword and status', async () => {
    const headers = await t.auth('crm');
    for (let i = 1; i <= 12; i++)
      expect((await create({ ...valid, code: `PAGE-${i}` })).statusCode).toBe(200);
    const second = (await create({ ...valid, code: 'PAGE-DIS' })).json().data;
    await t.app.inject({ url: `/api/sample/disable/${second.id}`, headers });

    const page = await list('keyword=PAGE-&page_size=5&page_number=2', headers);
    expect(page.data).toHaveLength(5);
    expect(page.page_info).toEqual({ total_page: 3, total_record: 13 });
    const disabled = await list('keyword=PAGE-&status=DISABLED', headers);
    expect(disabled.data.map((s) => s.code)).toEqual(['PAGE-DIS']);
    // LIKE wildcards in a keyword are literal.
    expect((await list('keyword=PAGE%25', headers)).page_info.total_record).toBe(0);
    expect((await list('keyword=PAGE_', headers)).page_info.total_record).toBe(0);
  });

  it('scopes by company: anonymous sees the funder’s public demo, a company its own, the funder all', async () => {
    const buyer = await t.auth('buyer1');
    const mine = (await create({ ...valid, code: 'SCOPE-BUY' }, buyer)).json().data;
    expect(mine.ent_name).toBe('Công ty Cổ phần Bán lẻ Sao Mai');
    const funders = (await create({ ...valid, code: 'SCOPE-FUN' })).json().data;

    const codes = async (headers: Record<string, string>) =>
      (await list('keyword=SCOPE-', headers)).data.map((s) => s.code).sort();
    expect(await codes({})).toEqual(['SCOPE-FUN']);
    expect(await codes(buyer)).toEqual(['SCOPE-BUY']);
    expect(await codes(await t.auth('supplier1'))).toEqual([]);
    expect(await codes(await t.auth('viewer'))).toEqual(['SCOPE-BUY', 'SCOPE-FUN']);

    // Another company's record is not found, for reading and writing alike.
    const supplier = await t.auth('supplier1');
    expect((await t.app.inject({ url: `/api/sample/${mine.id}`, headers: supplier })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/sample/${mine.id}` })).statusCode).toBe(404);
    const edit = await t.app.inject({
      method: 'POST',
      url: `/api/sample/form/${funders.id}`,
      payload: { ...valid, code: 'SCOPE-FUN' },
      headers: buyer,
    });
    expect(edit.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/sample/disable/${funders.id}`, headers: buyer })).statusCode,
    ).toBe(404);
    const unchanged = await t.app.inject({ url: `/api/sample/${funders.id}` });
    expect(unchanged.json().data).toMatchObject({ code: 'SCOPE-FUN', status: 'ACTIVE' });
  });

  it('offers exactly the actions the workflow allows the caller', async () => {
    const item = (await create({ ...valid, code: 'ACT-1' })).json().data;
    const actions = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: `/api/sample/${item.id}`, headers })).json().actions;
    expect(await actions(await t.auth('crm'))).toEqual(['update', 'disable']);
    expect(await actions(await t.auth('viewer'))).toEqual([]);
    expect(await actions({})).toEqual([]);
    await t.app.inject({ url: `/api/sample/disable/${item.id}`, headers: await t.auth('crm') });
    // A disabled sample can still be corrected, and stays disabled.
    expect(await actions(await t.auth('crm'))).toEqual(['update']);
    const edited = await t.app.inject({
      method: 'POST',
      url: `/api/sample/form/${item.id}`,
      payload: { ...valid, code: 'ACT-1', name: 'Sửa khi đã vô hiệu' },
      headers: await t.auth('crm'),
    });
    expect(edited.json().data).toMatchObject({ name: 'Sửa khi đã vô hiệu', status: 'DISABLED' });
  });

  it('creates, reads with history, edits with the changed fields, disables once', async () => {
    const created = await create(valid);
    expect(created.statusCode).toBe(200);
    const item = created.json().data;
    expect(item).toMatchObject({ code: 'NEW-001', amount: 150_000_000, rate: 7.25, status: 'ACTIVE' });

    const edited = await t.app.inject({
      method: 'POST',
      url: `/api/sample/form/${item.id}`,
      payload: { ...valid, name: 'Tên mới', amount: 200_000_000 },
      headers: await t.auth('crm'),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.name).toBe('Tên mới');

    const disabled = await t.app.inject({
      url: `/api/sample/disable/${item.id}`,
      headers: await t.auth('crm'),
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data.status).toBe('DISABLED');

    const again = await t.app.inject({ url: `/api/sample/disable/${item.id}`, headers: await t.auth('crm') });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ status: 422, code: 'TRANSITION_NOT_ALLOWED' });

    const detail = await t.app.inject({ url: `/api/sample/${item.id}` });
    expect(detail.statusCode).toBe(200);
    const history = detail.json().history as Array<Record<string, unknown>>;
    expect(history.map((h) => h.action)).toEqual(['CREATE', 'UPDATE', 'DISABLE']);
    expect(history[1]!.changes).toEqual({
      name: { from: 'Lô hàng thử nghiệm', to: 'Tên mới' },
      amount: { from: 150_000_000, to: 200_000_000, kind: 'money' },
    });
    expect(history[2]).toMatchObject({
      from_status: 'ACTIVE',
      to_status: 'DISABLED',
      actor_name: 'Vũ Thị Lan Anh',
    });

    const audit = await t.db.execute<{ action: string; request_id: string | null }>(
      `SELECT action, request_id FROM audit_log WHERE entity = 'sample' AND entity_id = '${item.id}' ORDER BY id` as never,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['sample.create', 'sample.update', 'sample.disable']);
    expect(audit.rows.every((r) => r.request_id)).toBe(true);
  });

  it('refuses a duplicate code (case-insensitive, across companies) with a field message', async () => {
    expect((await create({ ...valid, code: 'DUP-1' })).statusCode).toBe(200);
    const res = await create(
      { ...valid, code: 'dup-1' },
      { ...(await t.auth('supplier1')), 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 422,
      code: 'CODE_TAKEN',
      messages: ['This code is already in use'],
      fields: { code: ['This code is already in use'] },
    });
  });

  it('answers 404 for an unknown sample and 422 for a bad id', async () => {
    expect((await t.app.inject({ url: '/api/sample/999999' })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/sample/abc' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields.id).toBeDefined();
  });

  it('under concurrency: one disable wins, one create per code wins', async () => {
    const created = (await create({ ...valid, code: 'RACE-1' })).json().data;
    const headers = await t.auth('crm');
    const disables = await Promise.all(
      Array.from({ length: 8 }, () => t.app.inject({ url: `/api/sample/disable/${created.id}`, headers })),
    );
    expect(disables.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422, 422, 422, 422, 422]);

    const creates = await Promise.all(Array.from({ length: 6 }, () => create({ ...valid, code: 'RACE-2' })));
    const statuses = creates.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 422, 422, 422, 422, 422]);
    for (const r of creates.filter((c) => c.statusCode === 422)) {
      expect(r.json()).toMatchObject({ code: 'CODE_TAKEN', fields: { code: ['Mã này đã được sử dụng'] } });
    }
  });

  describe('bad input', () => {
    it('wrong types -> 422 with field messages in Vietnamese by default and English on request', async () => {
      const body = { ...valid, amount: 'nhiều', rate: 5.123, email: 'khong-hop-le', phone: 12 };
      const vi = await create(body);
      expect(vi.statusCode).toBe(422);
      expect(vi.json().fields).toEqual({
        amount: ['Phải là số'],
        rate: ['Tối đa 2 chữ số thập phân'],
        email: ['Email không hợp lệ.'],
        phone: ['Trường này là bắt buộc'],
      });
      const en = await create(body, { 'accept-language': 'en-US,en;q=0.9' });
      expect(en.json().fields.amount).toEqual(['Must be a number']);
      expect(en.json().messages).toContain('Email is not valid.');
    });

    it('missing fields -> 422 required', async () => {
      const res = await create({});
      expect(res.statusCode).toBe(422);
      expect(res.json().fields.code).toEqual(['Trường này là bắt buộc']);
      expect(res.json().fields.effective_date).toEqual(['Trường này là bắt buộc']);
    });

    it('unknown fields -> 422, so a client cannot set status', async () => {
      const res = await create(
        { ...valid, code: 'NEW-002', status: 'DISABLED' },
        { 'accept-language': 'en' },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toEqual({ status: ['Unknown field: status'] });
    });

    it('weekend and impossible dates -> 422', async () => {
      const saturday = await create({ ...valid, code: 'NEW-003', effective_date: '2026-03-07' });
      expect(saturday.json().fields).toEqual({
        effective_date: ['Ngày không được là thứ Bảy hoặc Chủ nhật'],
      });
      const feb30 = await create({ ...valid, code: 'NEW-003', effective_date: '2026-02-30' });
      expect(feb30.json().fields.effective_date).toEqual(['Ngày không hợp lệ']);
    });

    it('negative or fractional VND -> 422', async () => {
      const res = await create({ ...valid, code: 'NEW-004', amount: -1 });
      expect(res.json().fields).toEqual({ amount: ['Số tiền phải là số nguyên VND không âm'] });
    });
  });
});
