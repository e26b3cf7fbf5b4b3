import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCaller } from '../members/members.testing.ts';

const c = useCaller();

const contact = {
  address: '25 Đường số 3, KCN VSIP 1, Thuận An, Bình Dương',
  buy_fun_zip: '75000',
  tel_no: '0274375699',
  fax_no: '0274 3756 998',
  email1: 'lienhe@minhphat.vn',
  email2: 'ketoan@minhphat.vn',
};

describe('own company (GET /company-info, POST /company-info/update)', () => {
  it('shows and edits the caller’s own company, contact fields only, with history and audit', async () => {
    const sup01 = await c.entId('SUP01');
    const view = await c.get('/company-info', 'quan.ngo');
    expect(view.json().data).toMatchObject({
      id: sup01,
      name: 'Công ty TNHH Bao bì Minh Phát',
      type: 'SUPPLIER',
    });
    const res = await c.post('/company-info/update', contact, 'supplier1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ tel_no: '0274375699', email2: 'ketoan@minhphat.vn' });
    const h = await c.t.db.execute<{ changes: Record<string, unknown> }>(
      sql`SELECT changes FROM status_history WHERE entity = 'enterprise' AND entity_id = ${String(sup01)} AND action = 'UPDATE' ORDER BY id DESC LIMIT 1`,
    );
    expect(Object.keys(h.rows[0]!.changes).sort()).toEqual([
      'address',
      'buy_fun_zip',
      'email2',
      'fax_no',
      'tel_no',
    ]);
    expect(
      await c.count(
        sql`SELECT id FROM audit_log WHERE action = 'company-info.update' AND entity_id = ${String(sup01)}`,
      ),
    ).toBe(1);
  });

  it('refuses the funder’s fields, bad input and the roles that only read', async () => {
    const name = await c.post(
      '/company-info/update',
      { ...contact, name: 'Tên mới', mst: '0000000000' },
      'supplier1',
      'en',
    );
    expect(name.statusCode).toBe(422);
    expect(Object.keys(name.json().fields).sort()).toEqual(['mst', 'name']);
    const bad = await c.post(
      '/company-info/update',
      { ...contact, email1: 'x', email2: 'x', tel_no: '1' },
      'supplier1',
    );
    expect(Object.keys(bad.json().fields).sort()).toEqual(['email1', 'email2', 'tel_no']);
    expect((await c.post('/company-info/update', contact, 'quan.ngo')).statusCode).toBe(403);
    expect((await c.get('/company-info', 'master')).statusCode).toBe(403);
    // Nothing of that reached the company.
    expect((await c.get('/company-info', 'supplier1')).json().data.name).toBe(
      'Công ty TNHH Bao bì Minh Phát',
    );
  });
});

describe('funder profile (GET /company-info/funder, POST /company-info/funder/update)', () => {
  const form = {
    name: 'Công ty Cổ phần ARFlow Capital',
    mst: '0109876543',
    address: 'Tầng 12, 54 Liễu Giai, Ba Đình, Hà Nội',
    tel_no: '0243765432',
    email1: 'lienhe@arflow.vn',
    legal_represent: 'Phạm Quốc Bảo',
    system_rate: 11.25,
  };

  it('shows the system rate to every funder role and lets the admins change it', async () => {
    expect((await c.get('/company-info/funder', 'accountant')).json().data).toMatchObject({
      system_rate: 12.5,
      type: 'FUNDER',
    });
    const res = await c.post('/company-info/funder/update', form, 'submaster');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ system_rate: 11.25, tel_no: '0243765432' });
    const funder = await c.entId('ARFLOW');
    const h = await c.t.db.execute<{ changes: Record<string, { from: unknown; to: unknown }> }>(
      sql`SELECT changes FROM status_history WHERE entity = 'enterprise' AND entity_id = ${String(funder)} ORDER BY id DESC LIMIT 1`,
    );
    expect(h.rows[0]!.changes.system_rate).toEqual({ from: 12.5, to: 11.25 });
  });

  it('refuses a rate with three decimals, and every non-admin', async () => {
    const bad = await c.post(
      '/company-info/funder/update',
      { ...form, system_rate: 12.345, mst: '12' },
      'master',
      'en',
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual({
      system_rate: ['At most 2 decimal places'],
      mst: ['The tax code is 10 digits, or 10 digits, a hyphen and 3 digits'],
    });
    expect((await c.post('/company-info/funder/update', form, 'crm')).statusCode).toBe(403);
    expect((await c.get('/company-info/funder', 'supplier1')).statusCode).toBe(403);
  });
});

describe('bank info (POST /company-info/list-bank, /company-info/bank)', () => {
  const bank = (account: string) => ({
    bank_name: 'Ngân hàng TMCP Á Châu (ACB)',
    bank_branch: 'Chi nhánh Sài Gòn',
    bank_account_number: account,
    bank_holder_name: 'NGAN HANG PHUONG NAM SO',
  });

  it('lists each caller’s own company’s accounts only', async () => {
    const funder = await c.post('/company-info/list-bank', {}, 'viewer');
    expect(funder.json().data.map((b: { side: string }) => b.side)).toEqual(['SYSTEM', 'SYSTEM']);
    const partner = await c.post('/company-info/list-bank', {}, 'partner1');
    const ptn01 = await c.entId('PTN01');
    expect(partner.json().data.length).toBeGreaterThan(0);
    expect(partner.json().data.every((b: { ent_id: number }) => b.ent_id === ptn01)).toBe(true);
    expect((await c.post('/company-info/list-bank', { ent_id: 1 }, 'partner1')).statusCode).toBe(422);
  });

  it('adds and edits a partner’s own account; another company’s account is 404 and stays as it was', async () => {
    const add = await c.post('/company-info/bank', bank('77001234567'), 'partner1');
    expect(add.statusCode).toBe(200);
    expect(add.json().data.ent_id).toBe(await c.entId('PTN01'));
    const edit = await c.post(
      '/company-info/bank',
      { ...bank('77001234567'), id: add.json().data.id, bank_branch: 'Chi nhánh Quận 3' },
      'partner1',
    );
    expect(edit.json().data.bank_branch).toBe('Chi nhánh Quận 3');
    const dup = await c.post('/company-info/bank', bank('77001234567'), 'partner2');
    expect(dup.json().code).toBe('BANK_ACCOUNT_TAKEN');
    const foreign = await c.post(
      '/company-info/bank',
      { ...bank('77009999999'), id: add.json().data.id },
      'partner2',
    );
    expect(foreign.statusCode).toBe(404);
    const after = await c.t.db.execute<{ n: string }>(
      sql`SELECT bank_account_number AS n FROM enterprise_banks WHERE id = ${add.json().data.id}`,
    );
    expect(after.rows[0]!.n).toBe('77001234567');
    const funder = await c.post('/company-info/bank', { ...bank('88005556667'), side: 'SYSTEM' }, 'master');
    expect(funder.json().data.ent_id).toBe(await c.entId('ARFLOW'));
    expect((await c.post('/company-info/bank', bank('66001112223'), 'supplier1')).statusCode).toBe(403);
    expect((await c.post('/company-info/bank', bank('66001112223'), 'crm')).statusCode).toBe(403);
  });
});
