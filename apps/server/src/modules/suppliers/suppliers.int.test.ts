import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { createCompany, multipart, xlsx } from '../enterprises/index.ts';
import { INDIVIDUAL_COLUMNS } from './import-individuals.ts';

const api = useApiHarness();
const { post, get, idOf } = api;

async function list(search_condition: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const res = await post('/api/supplier/list', { search_condition, page_size: 100, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: Array<Record<string, unknown> & { id: number }>;
    page_info: { total_record: number };
  };
}

let n = 0;
async function supplier(
  values: { status?: string; locality?: string; ent_type?: number; name?: string } = {},
) {
  n += 1;
  const type = values.ent_type === 6 || values.ent_type === 7 ? 'INDSUPPLIER' : 'SUPPLIER';
  const id = await createCompany(api.t.db, type, {
    name: values.name ?? `NCC Lọc ${n}`,
    status: (values.status ?? 'NEW') as never,
  });
  await api.t.db.execute(
    sql`UPDATE suppliers SET locality = ${values.locality ?? '50'}, ent_type = ${values.ent_type ?? 2} WHERE id = ${id}`,
  );
  return id;
}

describe('supplier list', () => {
  it('filters by name, mst, status new/on-boarded, locality and ent_type, newest first', async () => {
    const a = await supplier({ name: 'Bộ Lọc Một', status: 'NEW', locality: '37', ent_type: 1 });
    const b = await supplier({ name: 'Bộ Lọc Hai', status: 'ACTIVATED', locality: '37', ent_type: 2 });
    const c = await supplier({ name: 'Bộ Lọc Ba', status: 'ONBOARDED', locality: '32', ent_type: 6 });
    const d = await supplier({ name: 'Bộ Lọc Bốn', status: 'REJECT', locality: '37', ent_type: 7 });
    const ids = (r: { data: { id: number }[] }) => r.data.map((x) => x.id);
    const all = await list({ name: 'Bộ Lọc' });
    expect(ids(all)).toEqual([d, c, b, a]);
    expect(all.data.map((x) => x.supplier_status)).toEqual([null, 'ONBOARDED', 'ONBOARDED', 'NEW']);
    expect(ids(await list({ name: 'Bộ Lọc', status: 'ONBOARDED' }))).toEqual([c, b]);
    expect(ids(await list({ name: 'Bộ Lọc', status: 'NEW' }))).toEqual([a]);
    expect(ids(await list({ name: 'Bộ Lọc', locality: '37' }))).toEqual([d, b, a]);
    expect(ids(await list({ name: 'Bộ Lọc', ent_type: 2 }))).toEqual([b]);
    expect(ids(await list({ name: 'Bộ Lọc', ent_type: [6, 7] }))).toEqual([d, c]);
    const mst = all.data.find((x) => x.id === b)!.mst as string;
    expect(ids(await list({ mst }))).toEqual([b]);
    expect(ids(await list({ name: 'Bộ Lọc' }, { sort_column: 'name', sort_direction: 'ASC' }))).toEqual([
      c,
      d,
      b,
      a,
    ]);

    expect((await post('/api/supplier/list', { search_condition: { locality: '99' } })).statusCode).toBe(422);
    expect((await post('/api/supplier/list', { search_condition: { ent_type: 8 } })).statusCode).toBe(422);
    expect((await post('/api/supplier/list', { search_condition: { status: 'ACTIVATED' } })).statusCode).toBe(
      422,
    );
    expect((await post('/api/supplier/list', {}, 'accountant')).statusCode).toBe(403);
    expect((await post('/api/supplier/list', {}, 'supplier1')).statusCode).toBe(403);
  });

  it('shows the demo suppliers, new and on-boarded, with their provinces', async () => {
    const demo = await list({ name: '' }, { page_size: 500 });
    const byCode = new Map(demo.data.map((s) => [s.code as string, s]));
    for (const code of ['SUP01', 'SUP02', 'SUP03', 'SUP04', 'SUP05', 'SUP06', 'IND01', 'DTN01'])
      expect(byCode.has(code), code).toBe(true);
    expect(byCode.get('SUP01')).toMatchObject({
      supplier_status: 'ONBOARDED',
      locality: '47',
      status: 'ACTIVATED',
    });
    expect(byCode.get('SUP04')).toMatchObject({ supplier_status: 'NEW', locality: '48' });
    expect(byCode.get('IND01')).toMatchObject({
      ent_type: 7,
      ekyc_status: 'VERIFIED',
      id_card_number: '001085012345',
    });
  });
});

const form = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  code: `SU-${id}`,
  mst: `06${String(id).padStart(8, '0')}`,
  name: `Nhà cung cấp sửa ${id}`,
  address: '1 Hùng Vương, Huế',
  tel_no: '0234123456',
  email1: `ncc${id}@vidu.vn`,
  locality: '46',
  ent_type: 2,
  max_total_limit: 1_000_000_000,
  ...over,
});

describe('supplier update, position, total limit', () => {
  it('reads a supplier for editing and updates it with history', async () => {
    const id = await supplier();
    const res = await post('/api/supplier/update', form(id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ locality: '46', ent_type: 2, max_total_limit: 1_000_000_000 });
    const read = (await get(`/api/supplier/update/${id}`)).json();
    const changes = read.history.at(-1).changes;
    expect(changes.locality).toEqual({ from: '50', to: '46' });
    expect(changes.max_total_limit).toEqual({ from: null, to: 1_000_000_000, kind: 'money' });
    // A corporate supplier cannot take an individual's legal form.
    const wrongForm = await post(
      '/api/supplier/update',
      form(id, { ent_type: 7, id_card_number: '079123456789', date_of_birth: '1990-01-01' }),
    );
    expect(wrongForm.statusCode).toBe(422);
    expect(wrongForm.json().fields.ent_type).toBeDefined();
    // Supplier tax codes are unique among suppliers.
    const sup01 = await idOf('SUP01');
    const taken = await post('/api/supplier/update', form(id, { mst: '3701234568' }), 'crm', {
      'accept-language': 'en',
    });
    expect(taken.json()).toMatchObject({
      code: 'SUPPLIER_TAX_CODE_TAKEN',
      fields: { mst: ['The supplier tax code is already in use'] },
    });
    expect((await post('/api/supplier/update', form(sup01 + 100000))).statusCode).toBe(404);
    expect(
      (await post('/api/supplier/update', form(id, { locality: '00', extra: 1 }))).json().fields,
    ).toMatchObject({
      locality: ['Mã tỉnh/thành phố không hợp lệ'],
      extra: ['Trường không được hỗ trợ: extra'],
    });
  });

  it('keeps ID card numbers unique and sends eKYC back to pending on a new card', async () => {
    const id = await supplier({ ent_type: 7 });
    const ind = form(id, {
      ent_type: 7,
      mst: null,
      id_card_number: '079200000001',
      date_of_birth: '1992-05-06',
    });
    expect((await post('/api/supplier/update', ind)).statusCode).toBe(200);
    await api.t.db.execute(sql`UPDATE individuals SET ekyc_status = 'VERIFIED' WHERE id = ${id}`);
    const other = await supplier({ ent_type: 6 });
    const dup = await post(
      '/api/supplier/update',
      form(other, { ent_type: 6, mst: null, id_card_number: '079200000001', date_of_birth: '1980-01-01' }),
    );
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toMatchObject({
      code: 'ID_CARD_TAKEN',
      fields: { id_card_number: ['Số CMND/CCCD đã được sử dụng'] },
    });
    const missing = await post('/api/supplier/update', form(other, { ent_type: 6, mst: null }));
    expect(Object.keys(missing.json().fields).sort()).toEqual(['date_of_birth', 'id_card_number']);
    const badCard = await post(
      '/api/supplier/update',
      form(other, { ent_type: 6, id_card_number: '1234', date_of_birth: '1980-01-01' }),
    );
    expect(badCard.json().fields.id_card_number).toEqual(['Số CMND/CCCD gồm 9 hoặc 12 chữ số']);
    const renewed = await post('/api/supplier/update', { ...ind, id_card_number: '079200000002' });
    expect(renewed.json().data).toMatchObject({ id_card_number: '079200000002', ekyc_status: 'PENDING' });
  });

  it('sets the position and a total limit within 0..ceiling, for credit approvers only', async () => {
    const id = await supplier();
    expect((await post('/api/supplier/update', form(id, { max_total_limit: 500_000_000 }))).statusCode).toBe(
      200,
    );
    const pos = await post('/api/supplier/position', { id, position: 'Nhà cung cấp chiến lược' });
    expect(pos.json().data.position).toBe('Nhà cung cấp chiến lược');
    const ok = await post('/api/supplier/update-total-limit', { id, total_limit: 500_000_000 }, 'camanager');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.total_limit).toBe(500_000_000);
    const over = await post(
      '/api/supplier/update-total-limit',
      { id, total_limit: 500_000_001 },
      'camanager',
      {
        'accept-language': 'en',
      },
    );
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      code: 'TOTAL_LIMIT_OUT_OF_RANGE',
      fields: { total_limit: ['The total limit must be between 0 and 500.000.000'] },
    });
    expect(
      (await post('/api/supplier/update-total-limit', { id, total_limit: -1 }, 'camanager')).statusCode,
    ).toBe(422);
    expect(
      (await post('/api/supplier/update-total-limit', { id, total_limit: 1.5 }, 'camanager')).statusCode,
    ).toBe(422);
    expect((await post('/api/supplier/update-total-limit', { id, total_limit: 1 }, 'crm')).statusCode).toBe(
      403,
    );
    const history = (await get(`/api/supplier/update/${id}`)).json().history;
    expect(
      history.map((h: { changes: Record<string, unknown> | null }) => Object.keys(h.changes ?? {})),
    ).toContainEqual(['total_limit']);
    expect((await post('/api/supplier/position', { id }, 'viewer')).statusCode).toBe(403);
  });
});

describe('supplier banks', () => {
  const account = (over: Record<string, unknown> = {}) => ({
    bank_name: 'Ngân hàng TMCP Sài Gòn',
    bank_branch: 'Chi nhánh 1',
    bank_account_number: `5${Date.now()}`.slice(0, 14),
    bank_holder_name: 'NCC',
    designated: false,
    ...over,
  });

  it('locks the designated bank of an active supplier, not of a new one', async () => {
    const sup01 = await idOf('SUP01');
    const banks = (await get(`/api/supplier/${sup01}/banks`)).json().data;
    const designated = banks.find((b: { designated: boolean }) => b.designated);
    expect(designated.bank_account_number).toBe('19031234567011');
    const edit = await post('/api/funder-supplier/bank/', {
      sup_id: sup01,
      ...designated,
      bank_branch: 'Khác',
      ent_id: undefined,
      created_at: undefined,
      updated_at: undefined,
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().code).toBe('CANNOT_UPDATE_ACTIVE_SUPPLIER_BANK');
    const added = await post('/api/funder-supplier/bank/', {
      sup_id: sup01,
      ...account({ bank_account_number: '50000000001' }),
    });
    expect(added.statusCode, added.body).toBe(200);
    const redesignate = await post('/api/funder-supplier/bank/', {
      sup_id: sup01,
      ...account({ id: added.json().data.id, bank_account_number: '50000000001', designated: true }),
    });
    expect(redesignate.json().code).toBe('CANNOT_UPDATE_ACTIVE_SUPPLIER_BANK');
    const after = (await get(`/api/supplier/${sup01}/banks`)).json().data;
    expect(
      after.filter((b: { designated: boolean }) => b.designated).map((b: { id: number }) => b.id),
    ).toEqual([designated.id]);

    const fresh = await supplier();
    const first = await post('/api/funder-supplier/bank/', {
      sup_id: fresh,
      ...account({ bank_account_number: '50000000002', designated: true }),
    });
    const second = await post('/api/funder-supplier/bank/', {
      sup_id: fresh,
      ...account({ bank_account_number: '50000000003', designated: true }),
    });
    expect(second.statusCode).toBe(200);
    const read = await get(`/api/funder-supplier/bank/${first.json().data.id}`);
    expect(read.json().data.designated).toBe(false);
  });

  it('lets a supplier read its own banks only; another company’s are 404', async () => {
    const sup01 = await idOf('SUP01');
    const sup02 = await idOf('SUP02');
    expect((await get(`/api/supplier/${sup01}/banks`, 'supplier1')).statusCode).toBe(200);
    const foreign = await get(`/api/supplier/${sup02}/banks`, 'supplier1');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    const own = (await get('/api/enterprise/bank', 'supplier2')).json().data;
    expect(own.map((b: { bank_account_number: string }) => b.bank_account_number)).toEqual(['7300205123456']);
    expect((await get(`/api/supplier/${sup01}/banks`, 'indsupplier1')).statusCode).toBe(404);
    expect((await get(`/api/supplier/${sup01}/banks`, 'buyer1')).statusCode).toBe(403);
    const bankOf02 = (await get(`/api/supplier/${sup02}/banks`)).json().data[0].id;
    expect((await get(`/api/funder-supplier/bank/${bankOf02}`, 'supplier1')).statusCode).toBe(403);
    expect(
      (await post('/api/funder-supplier/bank/', { sup_id: sup01, ...account() }, 'supplier1')).statusCode,
    ).toBe(403);
  });
});

describe('eKYC', () => {
  it('verifies or rejects with a reason, refuses illegal steps and companies', async () => {
    const id = await supplier({ ent_type: 7 });
    expect((await get(`/api/individual/${id}/ekyc`)).json()).toMatchObject({
      data: { ekyc_status: 'PENDING' },
      actions: ['verify', 'reject'],
    });
    const noReason = await post(`/api/individual/${id}/ekyc`, { action: 'reject' });
    expect(noReason.statusCode).toBe(422);
    const rejected = await post(`/api/individual/${id}/ekyc`, { action: 'reject', reason: 'Ảnh CCCD mờ' });
    expect(rejected.json().data.ekyc_status).toBe('REJECTED');
    const verified = await post(`/api/individual/${id}/ekyc`, { action: 'verify' });
    expect(verified.json().data.ekyc_status).toBe('VERIFIED');
    expect(
      verified.json().history.map((h: { action: string; reason: string | null }) => [h.action, h.reason]),
    ).toEqual([
      ['REJECT', 'Ảnh CCCD mờ'],
      ['VERIFY', null],
    ]);
    const again = await post(`/api/individual/${id}/ekyc`, { action: 'verify' });
    expect(again.json().code).toBe('TRANSITION_NOT_ALLOWED');
    const corporate = await supplier();
    expect((await post(`/api/individual/${corporate}/ekyc`, { action: 'verify' })).json().code).toBe(
      'EKYC_NOT_INDIVIDUAL',
    );
    expect((await post(`/api/individual/${id}/ekyc`, { action: 'verify' }, 'viewer')).statusCode).toBe(403);
  });
});

describe('individual suppliers from Excel', () => {
  const row = (i: number, over: Record<string, unknown> = {}) => ({
    name: `Cá Nhân Excel ${i}`,
    id_card_number: `0791000000${String(i).padStart(2, '0')}`,
    date_of_birth: '02/09/1990',
    address: 'Huế',
    locality: '46',
    email1: `canhan${i}@vidu.vn`,
    ...over,
  });
  async function upload(file: Buffer, query = '') {
    const body = multipart(file);
    return api.t.app.inject({
      method: 'POST',
      url: `/api/supplier/upload-excel-individual${query}`,
      payload: body.payload,
      headers: { ...(await api.t.auth('crm')), ...body.headers, 'accept-language': 'en' },
    });
  }

  it('imports individuals with unique ID cards; a clash with the database or the file names its line', async () => {
    const good = await upload(await xlsx(INDIVIDUAL_COLUMNS, [row(1), row(2, { ent_type: 6 })]));
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data).toMatchObject({ imported: 2 });
    const found = await list({ name: 'Cá Nhân Excel' });
    expect(found.data.map((s) => [s.type, s.ent_type, s.ekyc_status, s.date_of_birth])).toEqual([
      ['INDSUPPLIER', 6, 'PENDING', '1990-09-02'],
      ['INDSUPPLIER', 7, 'PENDING', '1990-09-02'],
    ]);
    const bad = await upload(
      await xlsx(INDIVIDUAL_COLUMNS, [
        row(3),
        row(1),
        row(4, { id_card_number: '079100000003' }),
        row(5, { locality: '77' }),
      ]),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().messages).toEqual([
      'Line 3, ID card number: The ID card number is already in use',
      'Line 4, ID card number: same as line 2',
      'Line 5, Province code: The province code is not valid',
    ]);
    expect((await list({ name: 'Cá Nhân Excel' })).page_info.total_record).toBe(2);
    const partial = await upload(
      await xlsx(INDIVIDUAL_COLUMNS, [row(3), row(1), row(4, { id_card_number: '079100000003' })]),
      '?import_valid_rows=true',
    );
    expect(partial.json().data).toMatchObject({ total_rows: 3, imported: 1 });
    expect((await list({ name: 'Cá Nhân Excel' })).page_info.total_record).toBe(3);
  });
});
