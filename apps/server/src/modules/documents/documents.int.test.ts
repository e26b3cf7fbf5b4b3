import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { BUYER_COLUMNS } from '../buyers/import-buyers.ts';
import { multipart } from '../enterprises/index.ts';
import { filesModule } from '../files/files.module.ts';
import { AR_COLUMNS } from '../receivables/import-receivables.ts';
import { INDIVIDUAL_COLUMNS } from '../suppliers/import-individuals.ts';
import { users } from '../users/users.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function get(url: string, user: string | null, locale = 'vi') {
  return t.app.inject({
    url,
    headers: { ...(user ? await t.auth(user) : {}), 'accept-language': locale },
  });
}

/** The sheets of a downloaded workbook: name and first row (the header) of each. */
async function sheetsOf(payload: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as unknown as ArrayBuffer);
  return wb.worksheets.map((s) => ({
    name: s.name,
    header: (s.getRow(1).values as unknown[]).slice(1),
    rows: s.rowCount,
  }));
}

const header = (columns: typeof AR_COLUMNS, locale: 'vi' | 'en') =>
  columns.map((c) => `${c.label[locale]}${c.required ? ' *' : ''} (${c.key})`);

describe('GET /download/template', () => {
  const cases = [
    [
      'receivable',
      'supplier1',
      AR_COLUMNS,
      ['Khoản phải thu', 'Receivables'],
      ['mau-khoan-phai-thu.xlsx', 'receivables-template.xlsx'],
    ],
    ['buyer', 'crm', BUYER_COLUMNS, ['Bên mua', 'Buyers'], ['mau-ben-mua.xlsx', 'buyer-template.xlsx']],
    [
      'individual',
      'crm',
      INDIVIDUAL_COLUMNS,
      ['Nhà cung cấp cá nhân', 'Individual suppliers'],
      ['mau-nha-cung-cap-ca-nhan.xlsx', 'individual-supplier-template.xlsx'],
    ],
  ] as const;

  it.each(cases)(
    '%s: headers, sheets and file name in the caller’s language',
    async (type, user, columns, sheet, file) => {
      for (const [i, locale] of (['vi', 'en'] as const).entries()) {
        const res = await get(`/api/download/template?type=${type}`, user, locale);
        expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
        expect(res.headers['content-type']).toContain('spreadsheetml');
        expect(res.headers['content-disposition']).toBe(`attachment; filename="${file[i]}"`);
        const [data, example] = await sheetsOf(res.rawPayload);
        expect(data).toEqual({ name: sheet[i], header: header(columns, locale), rows: 1 });
        expect(example!.name).toBe(locale === 'vi' ? 'Ví dụ' : 'Example');
        expect(example!.header).toEqual(header(columns, locale));
        expect(example!.rows).toBe(2);
      }
    },
  );

  it('follows the portal’s locale cookie over Accept-Language', async () => {
    const res = await t.app.inject({
      url: '/api/download/template?type=receivable',
      headers: { ...(await t.auth('supplier1')), 'accept-language': 'vi', cookie: 'locale=en' },
    });
    expect((await sheetsOf(res.rawPayload))[0]!.header[0]).toBe('Buyer tax code * (buy_mst)');
  });

  it('answers each template to whoever may run its import, and only to them', async () => {
    const expected: [string, string | null, number][] = [
      ['receivable', 'supplier1', 200],
      ['receivable', 'indsupplier1', 200],
      ['receivable', 'crm', 403],
      ['receivable', 'buyer1', 403],
      ['buyer', 'crm', 200],
      ['buyer', 'master', 200],
      ['buyer', 'supplier1', 403],
      ['buyer', 'accountant', 403],
      ['buyer', 'viewer', 403],
      ['individual', 'camanager', 200],
      ['individual', 'supplier1', 403],
      ['individual', 'partner1', 403],
      ['buyer', null, 401],
    ];
    for (const [type, user, status] of expected) {
      const res = await get(`/api/download/template?type=${type}`, user);
      expect(res.statusCode, `${type} ${user}`).toBe(status);
      if (status === 403) expect(res.json().messages).toEqual(['Thao tác không được phép']);
    }
    // Without a type: the first the caller may import, the buyers' for client staff as before.
    const first = async (user: string) =>
      (await sheetsOf((await get('/api/download/template', user)).rawPayload))[0]!.name;
    expect(await first('crm')).toBe('Bên mua');
    expect(await first('supplier1')).toBe('Khoản phải thu');
    expect((await get('/api/download/template', 'buyer1')).statusCode).toBe(403);
    const bad = await get('/api/download/template?type=pdf', 'crm', 'en');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields.type).toEqual(['The entered value is not valid']);
  });

  it('the receivables’ own route answers the same template, in English too', async () => {
    const res = await get('/api/supplier/ar/template', 'supplier1', 'en');
    expect(res.headers['content-disposition']).toBe('attachment; filename="receivables-template.xlsx"');
    expect((await sheetsOf(res.rawPayload))[0]!.header).toEqual(header(AR_COLUMNS, 'en'));
  });

  it('an English template, filled in, imports as the Vietnamese one does', async () => {
    const res = await get('/api/download/template?type=buyer', 'crm', 'en');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const n = `${process.pid}`.slice(-5);
    const row: Record<string, string> = { code: `EN${n}`, mst: `09${n}123`, name: `English template ${n}` };
    wb.worksheets[0]!.addRow(BUYER_COLUMNS.map((c) => row[c.key] ?? null));
    const { payload, headers } = multipart(Buffer.from(await wb.xlsx.writeBuffer()));
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/buyer/add-data-by-excel',
      payload,
      headers: { ...headers, ...(await t.auth('crm')), 'accept-language': 'en' },
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data).toMatchObject({ total_rows: 1 });
  });
});

describe('GET /download/templates/term', () => {
  it('answers a contract’s blank terms as a PDF named in the caller’s language', async () => {
    const vi = await get('/api/download/templates/term', 'buyer1');
    expect(vi.statusCode, vi.body.slice(0, 200)).toBe(200);
    expect(vi.headers['content-type']).toBe('application/pdf');
    expect(vi.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(decodeURIComponent(String(vi.headers['content-disposition']))).toContain(
      "UTF-8''Thỏa thuận phối hợp - Mẫu.pdf",
    );
    const en = await get('/api/download/templates/term?type=DISCOUNT_CONTRACT', 'supplier1', 'en');
    expect(en.statusCode).toBe(200);
    expect(decodeURIComponent(String(en.headers['content-disposition']))).toContain(
      "UTF-8''Discount contract - Template.pdf",
    );
  });

  it('is for signed-in users, and refuses an unknown contract type', async () => {
    expect((await get('/api/download/templates/term', null)).statusCode).toBe(401);
    for (const user of ['partner1', 'accountant', 'indsupplier1'])
      expect((await get('/api/download/templates/term', user)).statusCode, user).toBe(200);
    const bad = await get('/api/download/templates/term?type=LOAN', 'buyer1');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields)).toEqual(['type']);
  });
});

describe('GET /download/{id or path}', () => {
  it('a stored file by id, within the caller’s scope, as /files/{id}/download', async () => {
    const [sup] = await t.db
      .select({ id: users.enterpriseId })
      .from(users)
      .where(eq(users.username, 'supplier1'));
    const { id } = await filesModule.scoping!.record(t.db, sup!.id!, t.app.deps);
    const own = await get(`/api/download/${id}`, 'supplier1');
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload).toEqual((await get(`/api/files/${id}/download`, 'supplier1')).rawPayload);
    expect((await get(`/api/download/${id}`, 'crm')).statusCode).toBe(200);
    // Another company's file is answered as one that does not exist.
    expect((await get(`/api/download/${id}`, 'supplier2')).statusCode).toBe(404);
    expect((await get('/api/download/2147483647', 'supplier2')).statusCode).toBe(404);
    expect((await get(`/api/download/${id}`, null)).statusCode).toBe(401);
  });

  it('a template or the terms by name, for the same users as their own routes', async () => {
    const receivable = await get('/api/download/receivable', 'supplier1', 'en');
    expect(receivable.statusCode).toBe(200);
    expect((await sheetsOf(receivable.rawPayload))[0]!.name).toBe('Receivables');
    expect((await get('/api/download/buyer', 'supplier1')).statusCode).toBe(403);
    expect((await get('/api/download/individual', 'crm')).statusCode).toBe(200);
    expect((await get('/api/download/term', 'buyer1')).headers['content-type']).toBe('application/pdf');
  });

  it('refuses anything else as invalid, never a path into the store', async () => {
    for (const ref of ['abc', '0', '1.0', '..%2F..%2Fetc%2Fpasswd', 'template.xlsx']) {
      const res = await get(`/api/download/${ref}`, 'crm', 'en');
      expect(res.statusCode, ref).toBe(422);
      expect(res.json().fields.id, ref).toBeDefined();
    }
  });
});
