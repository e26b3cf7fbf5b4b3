import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { TINY_PDF } from '../../platform/files/samples.ts';
import { multipart, xlsx } from '../enterprises/index.ts';
import { storeLegalRecord } from '../legal-records/legal-records.demo.ts';
import { BUYER_COLUMNS } from './import-buyers.ts';

const api = useApiHarness();
const { post, get } = api;

const paper = {
  doc_type: 'ERC',
  name: 'dkkd.pdf',
  content: TINY_PDF,
  contentType: 'application/pdf',
} as const;

let n = 0;
/** A valid buyer form with values no other buyer has. */
function buyer(over: Record<string, unknown> = {}) {
  n += 1;
  const tag = String(n).padStart(4, '0');
  return {
    code: `TB-${tag}`,
    mst: `040000${tag}`,
    name: `Công ty Bên mua Thử ${tag}`,
    erc: `040000${tag}`,
    erc_office: 'Sở Kế hoạch và Đầu tư Đà Nẵng',
    erc_first_date: '2015-03-15',
    erc_edit_no: 2,
    erc_last_edit: '2023-06-20',
    address: '10 Bạch Đằng, Hải Châu, Đà Nẵng',
    buy_fun_zip: '550000',
    tel_no: '02363123456',
    fax_no: '02363123457',
    legal_represent: 'Nguyễn Văn A',
    buy_fun_legal_represent: 'Trần Thị B',
    email1: `ketoan${tag}@vidu.vn`,
    email2: `giamdoc${tag}@vidu.vn`,
    frequencies: [{ type: 'SUPPLIER_NOTIFICATION', weekdays: [1, 3] }],
    ...over,
  };
}

async function create(over: Record<string, unknown> = {}) {
  const res = await post('/api/buyer/form', buyer(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; code: string; mst: string; name: string; status: string };
}
async function step(id: number, action: string, user: string, extra: Record<string, unknown> = {}) {
  return post(`/api/buyer/${id}/status`, { action, ...extra }, user);
}

describe('buyers: create, read, edit', () => {
  it('creates a buyer with every field of spec §3 as a new lead, reads it back with its frequencies', async () => {
    const form = buyer();
    const res = await post('/api/buyer/form', form);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const { frequencies: _f, ...fields } = form;
    expect(data).toMatchObject({ ...fields, type: 'BUYER', status: 'NEW', group: 'tiemnang' });
    const detail = (await get(`/api/buyer/${data.id}`)).json();
    expect(detail.data.frequencies).toEqual([{ type: 'SUPPLIER_NOTIFICATION', weekdays: [1, 3] }]);
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['CREATE']);
    expect(detail.actions).toEqual(['update']);
    expect((await get(`/api/buyer/${data.id}`, 'viewer')).json().actions).toEqual([]);
    expect((await get(`/api/buyer/${data.id}/frequencies`)).json().data).toEqual(detail.data.frequencies);
  });

  it('edits with the changed fields in history (frequencies included) and an audit row', async () => {
    const made = await create();
    const form = buyer({ code: made.code, mst: made.mst, name: 'Tên đã sửa', frequencies: [] });
    const res = await post(`/api/buyer/form/${made.id}`, form);
    expect(res.statusCode).toBe(200);
    const history = (await get(`/api/buyer/${made.id}`)).json().history;
    expect(history[1].action).toBe('UPDATE');
    expect(history[1].changes.name).toEqual({ from: made.name, to: 'Tên đã sửa' });
    expect(history[1].changes.frequencies).toEqual({
      from: [{ type: 'SUPPLIER_NOTIFICATION', weekdays: [1, 3] }],
      to: [],
    });
    const audit = await api.t.db.execute<{ action: string }>(
      sql`SELECT action FROM audit_log WHERE entity = 'enterprise' AND entity_id = ${String(made.id)} ORDER BY id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['enterprise.create', 'enterprise.update']);
  });

  it('refuses a taken name, tax code and code, marking each field, in both languages', async () => {
    const made = await create();
    const res = await post(
      '/api/buyer/form',
      buyer({ code: made.code.toLowerCase(), mst: made.mst, name: made.name.toUpperCase() }),
      'crm',
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'CODE_TAKEN',
      fields: {
        code: ['This code is already in use'],
        name: ['The buyer name is already in use'],
        mst: ['The buyer tax code is already in use'],
      },
    });
    const vi = await post('/api/buyer/form', buyer({ mst: made.mst }));
    expect(vi.json().fields).toEqual({ mst: ['Mã số thuế bên mua đã tồn tại'] });
    // Editing a buyer keeps its own values.
    const self = await post(
      `/api/buyer/form/${made.id}`,
      buyer({ code: made.code, mst: made.mst, name: made.name }),
    );
    expect(self.statusCode).toBe(200);
  });

  it('under concurrency, one create per tax code wins and the others get the field error', async () => {
    const form = buyer();
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        post('/api/buyer/form', { ...form, code: `${form.code}-${i}`, name: `${form.name} ${i}` }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422, 422]);
    for (const r of results.filter((r) => r.statusCode === 422))
      expect(r.json()).toMatchObject({
        code: 'BUYER_TAX_CODE_TAKEN',
        fields: { mst: ['Mã số thuế bên mua đã tồn tại'] },
      });
  });

  it('lets a supplier and a buyer share a tax code (uniqueness is per kind of company)', async () => {
    // SUP01's tax code (demo) on a buyer.
    const res = await post('/api/buyer/form', buyer({ mst: '3701234568' }));
    expect(res.statusCode).toBe(200);
  });

  it('refuses bad input with field messages, and unknown fields', async () => {
    const res = await post(
      '/api/buyer/form',
      buyer({
        mst: '12345',
        email1: 'not-an-email',
        email2: undefined,
        erc_first_date: '2024-02-30',
        fax_no: 'abc',
        buy_fun_zip: '12',
        erc_edit_no: 'two',
        frequencies: [{ type: 'SUPPLIER_NOTIFICATION', weekdays: [8] }],
        surprise: 1,
      }),
      'crm',
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(422);
    const fields = res.json().fields;
    expect(fields.mst).toEqual(['The tax code is 10 digits, or 10 digits, a hyphen and 3 digits']);
    expect(fields.email1).toEqual(['Email is not valid.']);
    expect(fields.erc_first_date).toEqual(['The date is not valid']);
    expect(fields.fax_no).toBeDefined();
    expect(fields.buy_fun_zip).toEqual(['The postal code is 5 or 6 digits']);
    expect(fields.erc_edit_no).toBeDefined();
    expect(fields['frequencies.0.weekdays.0']).toEqual(['At most 7']);
    expect(fields.surprise).toEqual(['Unknown field: surprise']);

    const same = await post('/api/buyer/form', buyer({ email2: 'A@vidu.vn', email1: 'a@vidu.vn' }));
    expect(same.json().fields.email2).toEqual(['Hai email phải khác nhau']);
    const order = await post(
      '/api/buyer/form',
      buyer({ erc_first_date: '2020-01-01', erc_last_edit: '2019-01-01' }),
    );
    expect(order.json().fields.erc_last_edit).toBeDefined();
    // A branch tax code (10 digits, hyphen, 3 digits) is valid.
    expect((await post('/api/buyer/form', buyer({ mst: '0312345678-001' }))).statusCode).toBe(200);
  });
});

describe('buyers: list', () => {
  it('filters, sorts, pages and counts the tabs for the other filters', async () => {
    const prefix = 'Lọc Danh Sách';
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await create({ name: `${prefix} ${i}` }));
    // Two joined (onboarded, activated), one rejected (neither tab), two prospects (new, registered).
    await api.t.db.execute(sql`UPDATE enterprises SET status = 'ONBOARDED' WHERE id = ${made[0]!.id}`);
    await api.t.db.execute(sql`UPDATE enterprises SET status = 'ACTIVATED' WHERE id = ${made[1]!.id}`);
    await api.t.db.execute(sql`UPDATE enterprises SET status = 'REJECT' WHERE id = ${made[2]!.id}`);
    await api.t.db.execute(sql`UPDATE enterprises SET status = 'REGISTERED' WHERE id = ${made[3]!.id}`);

    const list = async (body: Record<string, unknown>) => {
      const res = await post('/api/buyer/list', body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const all = await list({ search_condition: { keyword: prefix } });
    expect(all.page_info).toEqual({ total_page: 1, total_record: 5 });
    expect(all.object).toEqual({ count_gianhap: 2, count_tiemnang: 2 });
    // The counts follow the other filters: by tax code, one prospect.
    expect((await list({ search_condition: { keyword: made[3]!.mst } })).object).toEqual({
      count_gianhap: 0,
      count_tiemnang: 1,
    });
    // Default order: newest first (id desc).
    expect(all.data.map((b: { id: number }) => b.id)).toEqual(made.map((b) => b.id).reverse());

    const joined = await list({ search_condition: { keyword: prefix, group: 'gianhap' } });
    expect(joined.data.map((b: { id: number }) => b.id).sort()).toEqual([made[0]!.id, made[1]!.id].sort());
    expect(joined.object).toEqual({ count_gianhap: 2, count_tiemnang: 2 });
    const rejected = await list({ search_condition: { keyword: prefix, status: 'REJECT' } });
    expect(rejected.data.map((b: { id: number }) => b.id)).toEqual([made[2]!.id]);
    const byMst = await list({ search_condition: { mst: made[3]!.mst } });
    expect(byMst.data.map((b: { id: number }) => b.id)).toEqual([made[3]!.id]);
    const paged = await list({
      search_condition: { name: prefix },
      page_size: 2,
      page_number: 2,
      sort_column: 'name',
      sort_direction: 'ASC',
    });
    expect(paged.page_info).toEqual({ total_page: 3, total_record: 5 });
    expect(paged.data.map((b: { name: string }) => b.name)).toEqual([`${prefix} 2`, `${prefix} 3`]);

    // GET /buyer/list takes the same filters in the query string.
    const viaGet = await get(`/api/buyer/list?keyword=${encodeURIComponent(prefix)}&group=tiemnang`);
    expect(viaGet.json().page_info.total_record).toBe(2);
    expect((await post('/api/buyer/list', { search_condition: { colour: 'red' } })).statusCode).toBe(422);
    expect((await post('/api/buyer/list', { sort_column: 'password' })).statusCode).toBe(422);
  });

  it('lets the Client menu’s roles read, refuses accounting (403) and writes by the viewer (403)', async () => {
    expect((await post('/api/buyer/list', {}, 'viewer')).statusCode).toBe(200);
    expect((await post('/api/buyer/list', {}, 'accountant')).statusCode).toBe(403);
    expect((await post('/api/buyer/list', {}, 'acccontroler')).statusCode).toBe(403);
    expect((await post('/api/buyer/form', buyer(), 'viewer')).statusCode).toBe(403);
    expect((await post('/api/buyer/list', {}, 'buyer1')).statusCode).toBe(403);
    expect((await api.t.app.inject({ method: 'POST', url: '/api/buyer/list', payload: {} })).statusCode).toBe(
      401,
    );
  });
});

describe('buyers: a buyer’s own company', () => {
  it('reads its own record, frequencies, banks and signers; another buyer’s id is 404', async () => {
    const ownId = (await get('/api/auth/user', 'buyer1')).json().user.ent_id as number;
    const other = await create();
    for (const path of ['', '/frequencies', '/banks']) {
      expect((await get(`/api/buyer/${ownId}${path}`, 'buyer1')).statusCode).toBe(200);
      const foreign = await get(`/api/buyer/${other.id}${path}`, 'buyer1');
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().code).toBe('NOT_FOUND');
    }
    const mine = await get('/api/buyer/my-frequencies', 'buyer1');
    expect(mine.json().data).toEqual([
      { type: 'SUPPLIER_NOTIFICATION', weekdays: [1, 3, 5] },
      { type: 'TRANSACTION_RESULT', weekdays: [2, 4] },
    ]);
    expect((await get('/api/buyer/my-frequencies', 'supplier1')).statusCode).toBe(403);
    const signers = await post('/api/buyer/list-signer', { search_condition: { buyer_id: ownId } }, 'buyer1');
    expect(signers.json().data.map((s: { full_name: string }) => s.full_name)).toContain(
      'Nguyễn Thị Kim Oanh',
    );
    expect(
      (await post('/api/buyer/list-signer', { search_condition: { buyer_id: other.id } }, 'buyer1'))
        .statusCode,
    ).toBe(404);
    // The buyer's own banks through /enterprise/bank: its own accounts only.
    const banks = (await get('/api/enterprise/bank', 'buyer1')).json().data;
    expect(banks.map((b: { bank_account_number: string }) => b.bank_account_number).sort()).toEqual([
      '0071001234567',
      '31410009876543',
    ]);
    // A buyer cannot write its record through the funder's form.
    expect((await post(`/api/buyer/form/${ownId}`, buyer(), 'buyer1')).statusCode).toBe(403);
  });
});

describe('buyers: banks, reports, notes', () => {
  it('adds accounts, moves the designation, refuses an account number taken at the same bank', async () => {
    const b = await create();
    const account = (over: Record<string, unknown>) => ({
      bank_name: 'Ngân hàng TMCP Á Châu',
      bank_branch: 'Chi nhánh Đà Nẵng',
      bank_account_number: '123456789',
      bank_holder_name: 'CONG TY THU',
      designated: true,
      ...over,
    });
    const first = await post(`/api/buyer/${b.id}/bank`, account({ bank_account_number: `77${b.id}001` }));
    expect(first.statusCode, first.body).toBe(200);
    const second = await post(`/api/buyer/${b.id}/bank`, account({ bank_account_number: `77${b.id}002` }));
    expect(second.statusCode).toBe(200);
    const banks = (await get(`/api/buyer/${b.id}/banks`)).json().data;
    expect(banks.map((x: { designated: boolean }) => x.designated)).toEqual([true, false]);
    expect(banks[0].id).toBe(second.json().data.id);

    const dup = await post(
      `/api/buyer/${b.id}/bank`,
      account({
        bank_name: ' ngân hàng tmcp á châu ',
        bank_account_number: `77${b.id}001`,
        designated: false,
      }),
    );
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toMatchObject({
      code: 'BANK_ACCOUNT_TAKEN',
      fields: { bank_account_number: expect.any(Array) },
    });
    const otherBank = await post(
      `/api/buyer/${b.id}/bank`,
      account({ bank_name: 'Ngân hàng khác', bank_account_number: `77${b.id}001`, designated: false }),
    );
    expect(otherBank.statusCode).toBe(200);
    const bad = await post(`/api/buyer/${b.id}/bank`, account({ bank_account_number: '12ab' }));
    expect(bad.json().fields.bank_account_number).toBeDefined();
    const history = (await get(`/api/buyer/${b.id}`)).json().history;
    expect(history.filter((h: { action: string }) => h.action === 'BANK_ADD')).toHaveLength(3);
  });

  it('keeps reports and notes with who wrote the last one', async () => {
    const b = await create();
    expect(
      (
        await post(`/api/buyer/${b.id}/report`, {
          title: 'Gặp khách',
          content: 'Nội dung',
          report_date: '2026-03-02',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await post(`/api/buyer/${b.id}/report`, { title: 'Lần hai', content: 'Tiếp' }, 'crmsenior'))
        .statusCode,
    ).toBe(200);
    expect((await post(`/api/buyer/${b.id}/note`, { content: 'Ghi chú' })).statusCode).toBe(200);
    const reports = (await post('/api/buyer/list_report', { search_condition: { buyer_id: b.id } })).json();
    expect(reports.page_info.total_record).toBe(2);
    expect(reports.data[0].title).toBe('Lần hai');
    expect(reports.object).toMatchObject({
      last_user_full_name: 'Đỗ Minh Tuấn',
      last_user_position: 'Trưởng nhóm Quan hệ khách hàng',
    });
    const notes = (await post('/api/buyer/list_note', { search_condition: { buyer_id: b.id } })).json();
    expect(notes.data.map((x: { content: string }) => x.content)).toEqual(['Ghi chú']);
    expect((await post(`/api/buyer/${b.id}/note`, { content: '' })).statusCode).toBe(422);
    expect(
      (await post('/api/buyer/list_note', { search_condition: { buyer_id: 99999999 } })).statusCode,
    ).toBe(404);
  });
});

describe('buyers: pipeline status', () => {
  it('walks the legal steps with history and reasons, and refuses illegal ones', async () => {
    const b = await create();
    const met = await step(b.id, 'agree_meet', 'crm');
    expect(met.statusCode, met.body).toBe(200);
    expect(met.json().data.status).toBe('AGREE_MEET');
    // Illegal from AGREE_MEET: approve.
    const illegal = await step(b.id, 'approve', 'camanager');
    expect(illegal.statusCode).toBe(422);
    expect(illegal.json().code).toBe('TRANSITION_NOT_ALLOWED');
    // A credit officer does not prospect: the workflow refuses the actor.
    expect((await step(b.id, 'persuade', 'creditofficer')).statusCode).toBe(403);
    // Rejecting needs a reason.
    const noReason = await step(b.id, 'reject', 'crm');
    expect(noReason.json().code).toBe('REASON_REQUIRED');
    const rejected = await step(b.id, 'reject', 'crm', { reason: 'Chưa có nhu cầu' });
    expect(rejected.json().data.status).toBe('REJECT');
    const reopened = await step(b.id, 'reopen', 'crm');
    expect(reopened.json().data.status).toBe('NEW');

    const status = (await get(`/api/buyer/${b.id}/status`)).json();
    expect(
      status.history.map((h: { action: string; to_status: string }) => `${h.action}:${h.to_status}`),
    ).toEqual(['AGREE_MEET:AGREE_MEET', 'REJECT:REJECT', 'REOPEN:NEW']);
    expect(status.history[1].reason).toBe('Chưa có nhu cầu');
    expect(status.actions).toContain('agree_meet');
    expect((await get(`/api/buyer/${b.id}/status`, 'creditofficer')).json().actions).toEqual([]);
    expect((await step(b.id, 'fly', 'crm')).statusCode).toBe(422);
    expect((await step(b.id, 'agree_meet', 'viewer')).statusCode).toBe(403);
  });

  it('takes a buyer to appraisal with its own legal records only, then to joined', async () => {
    const b = await create();
    for (const a of ['agree_meet', 'persuade', 'agree_join', 'collect']) {
      expect((await step(b.id, a, 'crm')).statusCode).toBe(200);
    }
    expect((await step(b.id, 'submit_appraisal', 'crm')).json().code).toBe('DOCUMENT_REQUIRED');
    const other = await create();
    const [mine, theirs] = [
      await storeLegalRecord(api.t.db, api.t.app.deps.files, { ...paper, ent_id: b.id }),
      await storeLegalRecord(api.t.db, api.t.app.deps.files, { ...paper, ent_id: other.id }),
    ];
    const deleted = await storeLegalRecord(api.t.db, api.t.app.deps.files, {
      ...paper,
      ent_id: b.id,
      status: 'DELETED',
    });
    expect((await step(b.id, 'submit_appraisal', 'crm', { documents: [deleted] })).statusCode).toBe(422);
    expect((await step(b.id, 'submit_appraisal', 'crm', { documents: [theirs] })).statusCode).toBe(422);
    expect((await step(b.id, 'submit_appraisal', 'crm', { documents: [mine] })).statusCode).toBe(200);
    for (const [a, who] of [
      ['review_documents', 'creditofficer'],
      ['start_credit_review', 'casenior'],
      ['approve', 'camanager'],
      ['onboard', 'crm'],
    ] as const) {
      const res = await step(b.id, a, who);
      expect(res.statusCode, `${a}: ${res.body}`).toBe(200);
    }
    const detail = (await get(`/api/buyer/${b.id}`)).json();
    expect(detail.data).toMatchObject({ status: 'ONBOARDED', group: 'gianhap' });
  });

  it('answers 404 for a company that is not a buyer', async () => {
    const supplier = (await post('/api/supplier/list', { search_condition: { mst: '3701234568' } })).json()
      .data[0];
    expect((await get(`/api/buyer/${supplier.id}`)).statusCode).toBe(404);
    expect((await step(supplier.id, 'agree_meet', 'crm')).statusCode).toBe(404);
  });
});

describe('buyers: Excel import', () => {
  const row = (i: number, over: Record<string, unknown> = {}) => ({
    code: `XL-${i}`,
    mst: `05000000${String(i).padStart(2, '0')}`,
    name: `Công ty Nhập Excel ${i}`,
    address: `${i} Lê Lợi, Huế`,
    email1: `excel${i}@vidu.vn`,
    erc_first_date: '15/03/2015',
    erc_edit_no: 1,
    ...over,
  });
  async function upload(url: string, file: Buffer, user = 'crm', name?: string) {
    const body = multipart(file, name);
    return api.t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...(await api.t.auth(user)), ...body.headers, 'accept-language': 'en' },
    });
  }
  const count = async (like: string) =>
    (
      await api.t.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM enterprises WHERE code LIKE ${like}`,
      )
    ).rows[0]!.n;

  it('imports a good file: every buyer a new lead with history, dates read as dd/mm/yyyy', async () => {
    const file = await xlsx(BUYER_COLUMNS, [row(1), row(2), row(3)]);
    const res = await upload('/api/buyer/add-data-by-excel-buyer', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ total_rows: 3, valid_rows: 3, imported: 3, errors: [] });
    const found = (await post('/api/buyer/list', { search_condition: { keyword: 'XL-' } })).json();
    expect(found.page_info.total_record).toBe(3);
    expect(found.data[0]).toMatchObject({ status: 'NEW', erc_first_date: '2015-03-15', erc_edit_no: 1 });
  });

  it('refuses a file with 3 bad rows naming each line, imports nothing; import_valid_rows imports the good ones', async () => {
    const rows = [
      row(11),
      row(12, { mst: '123' }),
      row(13),
      row(14, { email1: 'x' }),
      row(15, { code: 'XL-11' }),
    ];
    const file = await xlsx(BUYER_COLUMNS, rows);
    const checked = await upload('/api/buyer/add-data-by-excel', file);
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data).toMatchObject({ total_rows: 5, valid_rows: 2, imported: 0 });
    expect(checked.json().data.errors.map((e: { line: number }) => e.line)).toEqual([3, 5, 6]);

    const refused = await upload('/api/buyer/add-data-by-excel-buyer', file);
    expect(refused.statusCode).toBe(422);
    const body = refused.json();
    expect(body.code).toBe('IMPORT_FILE_ERROR');
    expect(Object.keys(body.fields).sort()).toEqual(['rows.3.mst', 'rows.5.email1', 'rows.6.code']);
    expect(body.messages).toEqual([
      'Line 3, Tax code: The tax code is 10 digits, or 10 digits, a hyphen and 3 digits',
      'Line 5, E-mail 1: Email is not valid.',
      'Line 6, Buyer code: same as line 2',
    ]);
    expect(await count('XL-1_')).toBe(0);

    const partial = await upload('/api/buyer/add-data-by-excel-buyer?import_valid_rows=true', file);
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().data).toMatchObject({ total_rows: 5, valid_rows: 2, imported: 2 });
    expect(partial.json().data.errors).toHaveLength(3);
    expect(await count('XL-1_')).toBe(2);
    // The same file again: every row now clashes with a buyer in the database.
    const again = await upload('/api/buyer/add-data-by-excel-buyer', await xlsx(BUYER_COLUMNS, [row(11)]));
    expect(again.json().messages).toEqual([
      'Line 2, Buyer code: This code is already in use',
      'Line 2, Company name: The buyer name is already in use',
      'Line 2, Tax code: The buyer tax code is already in use',
    ]);
  });

  it('refuses what is not an .xlsx of the template, and non-multipart bodies', async () => {
    const pdf = await upload(
      '/api/buyer/add-data-by-excel-buyer',
      Buffer.from('%PDF-1.4 not a sheet'),
      'crm',
      'x.xlsx',
    );
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json()).toMatchObject({
      code: 'FILE_TYPE_NOT_ALLOWED',
      messages: ['File is not valid: only .xlsx files whose content matches their type are accepted'],
    });
    const fakeZip = await upload('/api/buyer/add-data-by-excel-buyer', Buffer.from('PK\u0003\u0004garbage'));
    expect(fakeZip.json().code).toBe('FILE_TYPE_NOT_ALLOWED');
    const otherSheet = await upload(
      '/api/buyer/add-data-by-excel-buyer',
      await xlsx(BUYER_COLUMNS.slice(1), [{ mst: '0123456789' }]),
    );
    expect(otherSheet.json().code).toBe('IMPORT_TEMPLATE_MISMATCH');
    const empty = await upload('/api/buyer/add-data-by-excel-buyer', await xlsx(BUYER_COLUMNS, []));
    expect(empty.json().code).toBe('IMPORT_FILE_EMPTY');
    const json = await post('/api/buyer/add-data-by-excel-buyer', { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(
      (await upload('/api/buyer/add-data-by-excel-buyer', await xlsx(BUYER_COLUMNS, [row(99)]), 'viewer'))
        .statusCode,
    ).toBe(403);
  });

  it('serves the template, which imports once filled in', async () => {
    const res = await get('/api/download/template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.rowCount).toBe(1);
    sheet.addRow(BUYER_COLUMNS.map((c) => (row(41) as Record<string, unknown>)[c.key] ?? null));
    const filled = Buffer.from(await wb.xlsx.writeBuffer());
    const imported = await upload('/api/buyer/add-data-by-excel-buyer', filled);
    expect(imported.json().data).toMatchObject({ imported: 1 });
    expect((await get('/api/download/template?type=individual')).statusCode).toBe(200);
    expect((await get('/api/download/template?type=pdf')).statusCode).toBe(422);
  });
});
