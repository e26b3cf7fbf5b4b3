import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { statusHistory } from '../../platform/audit/audit.tables.ts';
import type { Clock } from '../../platform/clock.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { multipart, xlsx } from '../enterprises/index.ts';
import { createTransaction } from '../transactions/index.ts';
import { users } from '../users/users.tables.ts';
import { CUSTODY_COLUMNS } from './import-custody.ts';

/** A clock the test moves: the business date decides a return's timing. */
let today = '2026-11-25';
const clock: Clock = { now: () => new Date(`${today}T03:00:00Z`), today: () => today };

let t: TestApp;
let trade: { id: number; trans_code: string };
let camanager: number;
beforeAll(async () => {
  t = await createTestApp({ clock });
  const code = async (c: string) =>
    (await t.db.select().from(enterprises).where(eq(enterprises.code, c)))[0]!.id;
  trade = await createTransaction(t.db, {
    supId: await code('SUP01'),
    buyId: await code('BUY01'),
    status: 'COMPLETED',
  });
  camanager = (await t.db.select().from(users).where(eq(users.username, 'camanager')))[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

const form = (over: Record<string, unknown> = {}) => ({
  trans_id: trade.id,
  doc_type: 'CONTRACT',
  doc_name: 'Hợp đồng mua bán số 7',
  unit_code: 'KE-A1/HOP-07',
  note: null,
  ...over,
});

async function call(method: 'GET' | 'POST', url: string, user = 'crm', payload?: unknown, locale = 'en') {
  return t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { ...(await t.auth(user)), 'accept-language': locale },
  });
}

async function created(over: Record<string, unknown> = {}) {
  const res = await call('POST', '/document-storage/form', 'crm', form(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; status: number };
}

const act = (id: number, path: string, body: unknown = {}, user = 'crm') =>
  call('POST', `/document-storage/${id}/${path}`, user, body);

describe('document custody', () => {
  it('records a document missing, with its transaction, supplier and a CREATE history row', async () => {
    const doc = await created();
    expect(doc).toMatchObject({ status: 0, trans_code: trade.trans_code, ent_name: expect.any(String) });
    const detail = (await call('GET', `/document-storage/${doc.id}`)).json();
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['CREATE']);
    expect(detail.actions).toEqual(expect.arrayContaining(['receive', 'update']));
    expect(detail.actions).not.toContain('return');
    expect((await call('GET', '/document-storage/2000000000')).json().code).toBe('NOT_FOUND');
  });

  it('refuses bad input with 422 and the field named', async () => {
    const bad = await call(
      'POST',
      '/document-storage/form',
      'crm',
      form({ doc_type: 'PHOTO', unit_code: 'a b', doc_name: '' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['doc_name', 'doc_type', 'unit_code']);
    const noTrade = await call('POST', '/document-storage/form', 'crm', form({ trans_id: 2_000_000_000 }));
    expect(noTrade.statusCode).toBe(422);
    expect(noTrade.json().fields.trans_id[0]).toBe('There is no such transaction');
    const doc = await created();
    const date = await act(doc.id, 'assign-holder', { holder_id: camanager, return_date: '2026-02-30' });
    expect(date.statusCode).toBe(422);
    expect(Object.keys(date.json().fields)).toEqual(['return_date']);
  });

  it('lets every funder role read, the viewer not write, and no company user in', async () => {
    expect((await call('GET', '/document-storage', 'viewer')).statusCode).toBe(200);
    expect((await call('POST', '/document-storage/form', 'viewer', form())).statusCode).toBe(403);
    for (const user of ['supplier1', 'buyer1', 'partner1'])
      expect((await call('GET', '/document-storage', user)).statusCode).toBe(403);
    // Assigning authority is the administrators'; the thresholds the internal-settings roles'.
    const doc = await created();
    expect((await act(doc.id, 'assign-authority', { authority_id: camanager }, 'crm')).statusCode).toBe(403);
    const auth = await act(doc.id, 'assign-authority', { authority_id: camanager }, 'master');
    expect(auth.statusCode, auth.body).toBe(200);
    expect(auth.json().data.authority_id).toBe(camanager);
  });

  it('moves statuses only through the transition table', async () => {
    const doc = await created();
    // Missing: cannot be handed out, returned, damaged.
    for (const [path, body] of [
      ['assign-holder', { holder_id: camanager, return_date: '2026-12-01' }],
      ['return', {}],
      ['damage', {}],
    ] as const) {
      const res = await act(doc.id, path, body);
      expect(res.statusCode, path).toBe(422);
      expect(res.json().code).toBe('TRANSITION_NOT_ALLOWED');
    }
    expect((await act(doc.id, 'receive')).json().data.status).toBe(1);
    expect((await act(doc.id, 'damage')).json().data.status).toBe(2);
    // A loss needs its reason.
    const noReason = await act(doc.id, 'lose');
    expect(noReason.statusCode).toBe(422);
    expect((await act(doc.id, 'lose', { reason: 'Không tìm thấy trong hộp' })).json().data.status).toBe(3);
    expect((await act(doc.id, 'recover')).json().data.status).toBe(1);
    expect((await act(doc.id, 'return')).json().data).toMatchObject({ status: 4, return_timing: null });
    // Returned is the end.
    expect((await act(doc.id, 'receive')).statusCode).toBe(422);
    const history = await t.db
      .select()
      .from(statusHistory)
      .where(eq(statusHistory.entityId, String(doc.id)));
    expect(history.filter((h) => h.entity === 'custody_document').map((h) => h.action)).toEqual([
      'CREATE',
      'RECEIVE',
      'DAMAGE',
      'LOSE',
      'RECOVER',
      'RETURN',
    ]);
  });

  it('requests, assigns a holder to a funder staff member only, and lists both in their views', async () => {
    const doc = await created({ unit_code: 'VIEW-1' });
    await act(doc.id, 'receive');
    expect((await act(doc.id, 'request', { note: '' })).statusCode).toBe(422);
    const asked = await act(doc.id, 'request', { note: 'Đối chiếu với bên mua' });
    expect(asked.json().data).toMatchObject({
      request_note: 'Đối chiếu với bên mua',
      requester_name: expect.any(String),
    });
    const ids = async (view: string) =>
      (await call('GET', `/document-storage?keyword=VIEW-1&view=${view}`))
        .json()
        .data.map((d: { id: number }) => d.id);
    expect(await ids('requested')).toEqual([doc.id]);
    expect(await ids('no_holder')).toEqual([doc.id]);

    const supplierUser = (await t.db.select().from(users).where(eq(users.username, 'supplier1')))[0]!.id;
    const stranger = await act(doc.id, 'assign-holder', {
      holder_id: supplierUser,
      return_date: '2026-12-01',
    });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().fields.holder_id[0]).toBe(
      'The person chosen is not an active member of the funder staff',
    );
    const held = await act(doc.id, 'assign-holder', { holder_id: camanager, return_date: '2026-12-01' });
    expect(held.json().data).toMatchObject({
      holder_id: camanager,
      return_date: '2026-12-01',
      requested_by: null,
    });
    expect(await ids('held')).toEqual([doc.id]);
    expect(await ids('requested')).toEqual([]);
  });

  it('times a return early, on time or late on working days', async () => {
    const returned = async (returnDate: string, on: string) => {
      const doc = await created();
      await act(doc.id, 'receive');
      await act(doc.id, 'assign-holder', { holder_id: camanager, return_date: returnDate });
      today = on;
      const res = await act(doc.id, 'return');
      today = '2026-11-25';
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { return_timing: string; returned_on: string; holder_id: number | null };
    };
    expect((await returned('2026-11-27', '2026-11-26')).return_timing).toBe('EARLY');
    expect(await returned('2026-11-27', '2026-11-27')).toMatchObject({
      return_timing: 'ON_TIME',
      returned_on: '2026-11-27',
      holder_id: null,
    });
    // Due Saturday: Monday is the next working day, so on time; Tuesday is late.
    expect((await returned('2026-11-28', '2026-11-30')).return_timing).toBe('ON_TIME');
    expect((await returned('2026-11-28', '2026-12-01')).return_timing).toBe('LATE');
    const late = await call('GET', '/document-storage?return_timing=LATE&page_size=100');
    expect(late.json().data.every((d: { return_timing: string }) => d.return_timing === 'LATE')).toBe(true);
  });

  it('keeps the §9 thresholds, edited by the internal-settings roles only', async () => {
    const read = await call('GET', '/document-storage/thresholds', 'viewer');
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({
      scan_check: expect.any(Number),
      price_list: expect.any(Number),
    });
    const body = {
      scan_check: 0,
      original_check: 2_000_000_000,
      collateral_registration: 5_000_000_000,
      price_list: 300_000_000,
    };
    expect((await call('POST', '/document-storage/thresholds', 'crm', body)).statusCode).toBe(403);
    const saved = await call('POST', '/document-storage/thresholds', 'accountant', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject(body);
    const bad = await call('POST', '/document-storage/thresholds', 'master', { ...body, price_list: 1.5 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields)).toEqual(['price_list']);
  });

  it('lists funder staff only for the pickers', async () => {
    const staff = (await call('GET', '/document-storage/staff')).json().data as { id: number }[];
    expect(staff.map((s) => s.id)).toContain(camanager);
    const supplierUser = (await t.db.select().from(users).where(eq(users.username, 'supplier1')))[0]!.id;
    expect(staff.map((s) => s.id)).not.toContain(supplierUser);
  });
});

describe('document import', () => {
  const row = (over: Record<string, unknown> = {}) => ({
    trans_code: trade.trans_code,
    doc_type: 'INVOICE',
    doc_name: 'Hóa đơn GTGT 0001234',
    unit_code: 'IMP-1',
    return_date: '18/12/2026',
    note: '',
    ...over,
  });
  const upload = async (file: Buffer, path: string, locale = 'vi') => {
    const { payload, headers } = multipart(file);
    return t.app.inject({
      method: 'POST',
      url: `/api${path}`,
      payload,
      headers: { ...headers, ...(await t.auth('crm')), 'accept-language': locale },
    });
  };

  it('downloads the template for funder staff', async () => {
    const res = await call('GET', '/download/template?type=custody');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.readUInt32BE(0)).toBe(0x504b0304);
  });

  it('reports each bad row and imports nothing from such a file', async () => {
    const file = await xlsx(CUSTODY_COLUMNS, [
      row({ unit_code: 'BAD-1' }),
      row({ unit_code: 'BAD-2', trans_code: 'GD-KHONG-CO' }),
      row({ unit_code: 'BAD-3', doc_type: 'PHOTO' }),
    ]);
    const res = await upload(file, '/documents/upload', 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('IMPORT_FILE_ERROR');
    expect(Object.keys(res.json().fields).sort()).toEqual(['rows.3.trans_code', 'rows.4.doc_type']);
    expect(res.json().fields['rows.3.trans_code'][0]).toBe(
      'Line 3, Transaction code: There is no such transaction',
    );
    const list = await call('GET', '/document-storage?keyword=BAD-');
    expect(list.json().page_info.total_record).toBe(0);
  });

  it('imports announced documents missing and delivered originals complete, with their timeline', async () => {
    const announced = await upload(
      await xlsx(CUSTODY_COLUMNS, [row({ unit_code: 'IMPA-1' }), row({ unit_code: 'IMPA-2' })]),
      '/documents/upload',
    );
    expect(announced.statusCode, announced.body).toBe(200);
    expect(announced.json().data).toMatchObject({ total_rows: 2, imported: 2, errors: [] });
    const delivered = await upload(
      await xlsx(CUSTODY_COLUMNS, [row({ unit_code: 'IMPD-1' })]),
      '/documents/upload-dxtd',
    );
    expect(delivered.statusCode, delivered.body).toBe(200);
    const rows = async (kw: string) => (await call('GET', `/document-storage?keyword=${kw}`)).json().data;
    expect((await rows('IMPA-')).map((d: { status: number }) => d.status)).toEqual([0, 0]);
    const [d] = await rows('IMPD-1');
    expect(d).toMatchObject({ status: 1, return_date: '2026-12-18', trans_id: trade.id });
    const detail = (await call('GET', `/document-storage/${d.id}`)).json();
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['IMPORT']);
    // The viewer may not import.
    const { payload, headers } = multipart(await xlsx(CUSTODY_COLUMNS, [row()]));
    const viewer = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      payload,
      headers: { ...headers, ...(await t.auth('viewer')) },
    });
    expect(viewer.statusCode).toBe(403);
  });

  it('exports the list as an xlsx', async () => {
    const res = await call('GET', '/document-storage/export?keyword=IMP');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.rawPayload.readUInt32BE(0)).toBe(0x504b0304);
  });
});
