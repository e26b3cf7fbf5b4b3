import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../test/helpers.ts';
import { useCaller } from './members.testing.ts';

const c = useCaller({ env: { PUBLIC_URL: 'https://portal.vidu.vn/' } });

let n = 0;
const email = () => {
  n += 1;
  return `thanhvien${n}.${process.pid}@vidu.vn`;
};
const member = (over: Record<string, unknown> = {}) => ({
  full_name: 'Nguyễn Thị Thử',
  position: 'Kế toán viên',
  email: email(),
  tel_num: '0901234567',
  cell_phone: '0987654321',
  fax_num: '028 3822 1234',
  role_id: 'INPUTTER',
  ...over,
});
const users = () => c.count(sql`SELECT id FROM users`);

describe('member lists (POST /user/funders, /suppliers, /buyers, /corporates, /persons)', () => {
  it('lists a company user’s own company only, and funder staff every company of the list', async () => {
    const sup01 = await c.entId('SUP01');
    const mine = await c.post('/user/suppliers', { page_size: 100 }, 'supplier1');
    expect(mine.statusCode).toBe(200);
    const rows = mine.json().data as { ent_id: number; username: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((r) => r.ent_id))).toEqual(new Set([sup01]));
    // Naming another company's id in the filter finds nothing (never data).
    const other = await c.post(
      '/user/suppliers',
      { search_condition: { ent_id: await c.entId('SUP02') } },
      'supplier1',
    );
    expect(other.json().page_info.total_record).toBe(0);
    // Funder client staff see SUP02's members through the same filter.
    const staff = await c.post(
      '/user/suppliers',
      { search_condition: { ent_id: await c.entId('SUP02') } },
      'crm',
    );
    expect(
      staff
        .json()
        .data.map((r: { username: string }) => r.username)
        .sort(),
    ).toEqual(['mai.huynh', 'supplier2']);
  });

  it('filters by status and role, and keeps each list to its kind of company', async () => {
    const invited = await c.post('/user/funders', { search_condition: { status: 'INVITED' } }, 'viewer');
    expect(invited.json().data.map((r: { username: string }) => r.username)).toContain('lan.nguyen');
    expect(invited.json().data.every((r: { status: string }) => r.status === 'INVITED')).toBe(true);
    const buyers = await c.post('/user/buyers', { search_condition: { role_id: 'CONTROLLER' } }, 'buyer1');
    expect(buyers.json().data.map((r: { username: string }) => r.username)).toEqual(['kiem.tran']);
    const corporates = await c.post('/user/corporates', {}, 'partner1');
    expect(
      corporates
        .json()
        .data.map((r: { username: string }) => r.username)
        .sort(),
    ).toEqual(['partner1', 'son.vo']);
    const persons = await c.post('/user/persons', {}, 'doitacncc1');
    expect(
      persons
        .json()
        .data.map((r: { username: string }) => r.username)
        .sort(),
    ).toEqual(['cuong.tran', 'doitacncc1']);
    // A buyer's user cannot read the supplier list at all.
    expect((await c.post('/user/suppliers', {}, 'buyer1')).statusCode).toBe(403);
  });

  it('refuses bad paging input with field messages', async () => {
    const res = await c.post(
      '/user/funders',
      { sort_column: 'password_hash', search_condition: { x: 1 } },
      'viewer',
      'en',
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().fields).sort()).toEqual(['search_condition.x', 'sort_column']);
  });
});

describe('member detail (GET /user/supplier/{id}, /user/funder/{id})', () => {
  it('shows the caller’s own member with history and actions, and 404 for another company’s', async () => {
    const own = await c.get(`/user/supplier/${await c.userId('quan.ngo')}`, 'supplier1');
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({
      username: 'quan.ngo',
      status: 'ACTIVATED',
      role_id: 'CONTROLLER',
    });
    expect(own.json().actions).toEqual(['update', 'deactivate']);
    const foreign = await c.get(`/user/supplier/${await c.userId('mai.huynh')}`, 'supplier1');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).not.toHaveProperty('data');
    // Funder staff read any member; the viewer may take no action.
    const staff = await c.get(`/user/funder/${await c.userId('crm2')}`, 'viewer');
    expect(staff.json()).toMatchObject({ data: { group_name: 'Nhóm CRM Miền Bắc' }, actions: [] });
  });
});

describe('adding a member (POST /user/supplier/add, /user/funder/add)', () => {
  it('adds to the caller’s company as invited, queues the invitation e-mail and writes history and audit', async () => {
    const form = member();
    const res = await c.post('/user/supplier/add', form, 'supplier1');
    expect(res.statusCode).toBe(200);
    const added = res.json().data;
    expect(added).toMatchObject({
      ent_id: await c.entId('SUP01'),
      status: 'INVITED',
      active: false,
      cell_phone: '0987654321',
      fax_num: '028 3822 1234',
    });
    const mail = await c.t.db.execute<{ body: string; sent_at: Date | null }>(
      sql`SELECT body, sent_at FROM mail_outbox WHERE to_address = ${form.email}`,
    );
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]!.body).toMatch(/https:\/\/portal\.vidu\.vn\/register\/[A-Za-z0-9_-]{43}/);
    expect(mail.rows[0]!.sent_at).toBeNull();
    const token = mail.rows[0]!.body.match(/register\/([A-Za-z0-9_-]+)/)![1]!;
    const inv = await c.t.db.execute<{ token_hash: string }>(
      sql`SELECT token_hash FROM user_invitations WHERE user_id = ${added.id}`,
    );
    expect(inv.rows).toHaveLength(1);
    // Only the hash is kept.
    expect(inv.rows[0]!.token_hash).not.toContain(token);
    const history = await c.t.db.execute<{ action: string; to_status: string }>(
      sql`SELECT action, to_status FROM status_history WHERE entity = 'user' AND entity_id = ${String(added.id)}`,
    );
    expect(history.rows).toEqual([{ action: 'CREATE', to_status: 'INVITED' }]);
    const audit = await c.count(
      sql`SELECT id FROM audit_log WHERE action = 'user.create' AND entity_id = ${String(added.id)}`,
    );
    expect(audit).toBe(1);
    // Listed as invited; cannot sign in before accepting.
    const list = await c.post(
      '/user/suppliers',
      { search_condition: { status: 'INVITED', keyword: form.email } },
      'supplier1',
    );
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([added.id]);
    const login = await c.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: form.email, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it('never lets a company user name another company, and lets funder staff do it', async () => {
    const before = await users();
    const res = await c.post('/user/supplier/add', member({ ent_id: await c.entId('SUP02') }), 'supplier1');
    expect(res.statusCode).toBe(404);
    expect(await users()).toBe(before);
    const staff = await c.post('/user/funder/add', member({ ent_id: await c.entId('BUY02') }), 'submaster');
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data).toMatchObject({ ent_id: await c.entId('BUY02'), enterprise_code: 'BUYER' });
    // The funder's own company by default.
    const form = member({ role_id: 'VIEWER' });
    const own = await c.post('/user/funder/add', form, 'master');
    expect(own.json().data.ent_id).toBe(await c.entId('ARFLOW'));
    // Funder staff register at the funder's registration route; a client company's member does not.
    const links = async (email: string) =>
      (await c.t.db.execute<{ body: string }>(sql`SELECT body FROM mail_outbox WHERE to_address = ${email}`))
        .rows[0]!.body;
    expect(await links(form.email)).toMatch(/https:\/\/portal\.vidu\.vn\/fun\/register\/[A-Za-z0-9_-]{43}/);
    const client = (
      await c.t.db.execute<{ email: string }>(sql`SELECT email FROM users WHERE id = ${staff.json().data.id}`)
    ).rows[0]!.email;
    expect(await links(client)).not.toContain('/fun/register/');
  });

  it('lets a CRM invite a client company’s member, never a funder colleague', async () => {
    const buy02 = await c.entId('BUY02');
    const form = member({ ent_id: buy02, role_id: 'BUYER' });
    const res = await c.post('/user/supplier/add', form, 'crm');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ent_id: buy02, status: 'INVITED' });
    const listed = await c.post(
      '/user/buyers',
      { search_condition: { ent_id: buy02, status: 'INVITED', keyword: form.email } },
      'crm',
    );
    expect(listed.json().data.map((r: { id: number }) => r.id)).toEqual([res.json().data.id]);
    expect((await c.post('/auth/join/get-link', { email: form.email }, 'crm')).statusCode).toBe(200);

    const before = await users();
    // Without ent_id the company would be the CRM's own, the funder: refused.
    const own = await c.post('/user/supplier/add', member({ role_id: 'VIEWER' }), 'crm', 'en');
    expect(own.statusCode).toBe(422);
    expect(own.json().fields).toEqual({ ent_id: ['This field is required'] });
    const funder = await c.post('/user/supplier/add', member({ ent_id: await c.entId('ARFLOW') }), 'crm');
    expect(Object.keys(funder.json().fields)).toEqual(['ent_id']);
    const viewer = await c.get(`/user/funder/${await c.userId('viewer')}`, 'master');
    const v = viewer.json().data;
    const edit = await c.post(
      '/user/supplier/update',
      {
        user_id: v.id,
        full_name: v.full_name,
        position: 'Đã bị sửa',
        email: v.email,
        role_id: 'SUBMASTER',
        allow_sign: true,
      },
      'crm',
    );
    expect(edit.statusCode).toBe(404);
    expect((await c.post('/auth/join/get-link', { email: v.email }, 'crm')).json().code).toBe(
      'USER_NOT_FOUND',
    );
    expect((await c.post('/user/supplier/add', member({ ent_id: buy02 }), 'accountant')).statusCode).toBe(
      403,
    );
    expect(await users()).toBe(before);
  });

  it('applies the §6 restrictions as catalogued errors, in the user’s language', async () => {
    const before = await users();
    const master = await c.post('/user/funder/add', member({ role_id: 'MASTER' }), 'master', 'en');
    expect(master.statusCode).toBe(422);
    expect(master.json()).toMatchObject({
      code: 'CANNOT_CREATE_MASTER',
      fields: { role_id: ['Cannot create a master account'] },
    });
    const noGroup = await c.post('/user/funder/add', member({ role_id: 'CRM' }), 'master');
    expect(noGroup.json()).toMatchObject({
      code: 'GROUP_MISSING',
      fields: { group_id: ['Người dùng CRM phải thuộc một nhóm'] },
    });
    const wrongRole = await c.post('/user/supplier/add', member({ role_id: 'CRM' }), 'supplier1');
    expect(wrongRole.json().code).toBe('ROLE_NOT_ALLOWED');
    const groups = await c.t.db.execute<{ id: number; dep_id: number; name: string; active: boolean }>(
      sql`SELECT id, dep_id, name, active FROM groups`,
    );
    const north = groups.rows.find((g) => g.name === 'Nhóm CRM Miền Bắc')!;
    const off = groups.rows.find((g) => !g.active)!;
    const ca = groups.rows.find((g) => g.name === 'Nhóm Thẩm định 1')!;
    const mismatch = await c.post(
      '/user/funder/add',
      member({ role_id: 'CRM', group_id: north.id, dep_id: ca.dep_id }),
      'master',
    );
    expect(mismatch.json().code).toBe('GROUP_NOT_IN_DEPARTMENT');
    const disabled = await c.post('/user/funder/add', member({ role_id: 'CRM', group_id: off.id }), 'master');
    expect(disabled.json().code).toBe('GROUP_NOT_FOUND');
    // A team of the funder cannot be given to a buyer's member.
    const foreignTeam = await c.post(
      '/user/funder/add',
      member({ ent_id: await c.entId('BUY01'), group_id: north.id }),
      'master',
    );
    expect(foreignTeam.json().code).toBe('GROUP_NOT_FOUND');
    expect(await users()).toBe(before);
    const ok = await c.post('/user/funder/add', member({ role_id: 'CRM', group_id: north.id }), 'master');
    expect(ok.json().data).toMatchObject({ group_id: north.id, dep_id: north.dep_id });
  });

  it('keeps e-mails unique in any case and refuses bad input without writing', async () => {
    const before = await users();
    const dup = await c.post('/user/supplier/add', member({ email: 'QUAN.NGO@minhphat.vn' }), 'supplier1');
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toMatchObject({
      code: 'EMAIL_DUPLICATED',
      fields: { email: ['Email đã được sử dụng'] },
    });
    const bad = await c.post(
      '/user/supplier/add',
      { full_name: '', email: 'x', tel_num: '12', role_id: 'KING', status: 'ACTIVATED' },
      'supplier1',
      'en',
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields).sort()).toEqual([
      'email',
      'full_name',
      'role_id',
      'status',
      'tel_num',
    ]);
    expect(bad.json().fields.email).toEqual(['Email is not valid.']);
    expect(await users()).toBe(before);
    expect((await c.post('/user/supplier/add', member(), 'quan.ngo')).statusCode).toBe(403);
    expect((await c.post('/user/funder/add', member(), 'crm')).statusCode).toBe(403);
  });
});

describe('updating a member (POST /user/supplier/update, /user/funder/update)', () => {
  const current = async (username: string) => {
    const res = await c.get(`/user/funder/${await c.userId(username)}`, 'master');
    const d = res.json().data;
    return {
      user_id: d.id,
      full_name: d.full_name,
      position: d.position,
      email: d.email,
      tel_num: d.tel_num,
      cell_phone: d.cell_phone,
      fax_num: d.fax_num,
      role_id: d.role_id,
      ent_id: d.ent_id,
      dep_id: d.dep_id,
      group_id: d.group_id,
      allow_sign: d.allow_sign,
    };
  };

  it('edits every §3 field of the caller’s own member and records the changed fields', async () => {
    const form = { ...(await current('quan.ngo')), position: 'Giám đốc tài chính', cell_phone: '0977000111' };
    const res = await c.post('/user/supplier/update', form, 'supplier1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ position: 'Giám đốc tài chính', cell_phone: '0977000111' });
    const h = await c.t.db.execute<{ changes: Record<string, unknown> }>(
      sql`SELECT changes FROM status_history WHERE entity = 'user' AND entity_id = ${String(form.user_id)} AND action = 'UPDATE'`,
    );
    expect(Object.keys(h.rows[0]!.changes).sort()).toEqual(['cell_phone', 'position']);
  });

  it('answers 404 for another company’s member and changes nothing', async () => {
    const form = { ...(await current('mai.huynh')), position: 'Đã bị sửa' };
    delete (form as Partial<typeof form>).ent_id;
    const res = await c.post('/user/supplier/update', form, 'supplier1');
    expect(res.statusCode).toBe(404);
    expect((await current('mai.huynh')).position).toBe('Kế toán viên');
  });

  it('keeps the MASTER the MASTER’s own, refuses a new MASTER and a change of company', async () => {
    const masterForm = await current('master');
    expect((await c.post('/user/funder/update', masterForm, 'submaster')).statusCode).toBe(403);
    expect(
      (await c.post('/user/funder/update', { ...masterForm, position: 'Chủ tịch' }, 'master')).statusCode,
    ).toBe(200);
    const viewer = await current('viewer');
    const promote = await c.post('/user/funder/update', { ...viewer, role_id: 'MASTER' }, 'master');
    expect(promote.json().code).toBe('CANNOT_CREATE_MASTER');
    const move = await c.post('/user/funder/update', { ...viewer, ent_id: await c.entId('BUY01') }, 'master');
    expect(move.statusCode).toBe(422);
    expect(Object.keys(move.json().fields)).toEqual(['ent_id']);
    const crm = await current('crm');
    const noGroup = await c.post('/user/funder/update', { ...crm, group_id: null }, 'master');
    expect(noGroup.json().code).toBe('GROUP_MISSING');
  });

  it('drops the member’s cached role at once', async () => {
    const token = await c.t.login('son.vo');
    const before = await c.t.app.inject({
      url: '/api/user/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(before.json().user.role_id).toBe('CONTROLLER');
    const form = { ...(await current('son.vo')), role_id: 'INPUTTER' };
    expect((await c.post('/user/funder/update', form, 'master')).statusCode).toBe(200);
    const after = await c.t.app.inject({
      url: '/api/user/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.json().user.role_id).toBe('INPUTTER');
  });
});

describe('invitation (POST /auth/join/get-link)', () => {
  it('sends a new link to an invited member, ends the old one, and refuses others', async () => {
    const id = await c.userId('hoa.dinh');
    const first = await c.post('/auth/join/get-link', { email: 'hoa.dinh@minhphat.vn' }, 'supplier1', 'en');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 200, messages: ['Success!'] });
    await c.post('/auth/join/get-link', { email: 'HOA.DINH@minhphat.vn' }, 'supplier1');
    const links = await c.t.db.execute<{ used: boolean }>(
      sql`SELECT used_at IS NOT NULL AS used FROM user_invitations WHERE user_id = ${id} ORDER BY id`,
    );
    expect(links.rows.map((r) => r.used)).toEqual([true, false]);
    expect(await c.count(sql`SELECT id FROM mail_outbox WHERE to_address = 'hoa.dinh@minhphat.vn'`)).toBe(3);
    expect(
      await c.count(
        sql`SELECT id FROM status_history WHERE entity = 'user' AND entity_id = ${String(id)} AND action = 'INVITE'`,
      ),
    ).toBe(2);
    const joined = await c.post('/auth/join/get-link', { email: 'quan.ngo@minhphat.vn' }, 'supplier1');
    expect(joined.json().code).toBe('TRANSITION_NOT_ALLOWED');
    const foreign = await c.post('/auth/join/get-link', { email: 'mai.huynh@dongxanh.vn' }, 'supplier1');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('USER_NOT_FOUND');
    expect((await c.post('/auth/join/get-link', { email: 'x' }, 'supplier1')).statusCode).toBe(422);
  });
});

describe('activate and deactivate (GET /user/active/{id}, /user/disable/{id}, /user/active-senior/{id})', () => {
  it('refuses to deactivate an assigned user (CA pool, customers in charge)', async () => {
    for (const name of ['crm', 'casenior']) {
      const res = await c.get(`/user/disable/${await c.userId(name)}`, 'master', 'en');
      expect(res.statusCode, name).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'CANNOT_DELETE_ACTIVE_USER',
        messages: ['Cannot delete or deactivate an assigned or active user'],
      });
    }
  });

  it('toggles through the status table, ends the user’s sessions and writes history', async () => {
    const id = await c.userId('collector');
    const token = await c.t.login('collector');
    const off = await c.get(`/user/disable/${id}`, 'submaster', 'en');
    expect(off.json()).toEqual({ status: 200, messages: ['Success!'] });
    expect(
      (await c.t.app.inject({ url: '/api/user/me', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(401);
    expect((await c.get(`/user/disable/${id}`, 'submaster')).json().code).toBe('TRANSITION_NOT_ALLOWED');
    // Senior activation: only the head of the member's line.
    expect((await c.get(`/user/active-senior/${id}`, 'crmsenior')).statusCode).toBe(403);
    expect((await c.get(`/user/active-senior/${id}`, 'collectmanager')).statusCode).toBe(200);
    const h = await c.t.db.execute<{ action: string; from_status: string; to_status: string }>(
      sql`SELECT action, from_status, to_status FROM status_history WHERE entity = 'user' AND entity_id = ${String(id)} ORDER BY id`,
    );
    expect(h.rows.slice(-2)).toEqual([
      { action: 'DEACTIVATE', from_status: 'ACTIVATED', to_status: 'DEACTIVATED' },
      { action: 'ACTIVATE', from_status: 'DEACTIVATED', to_status: 'ACTIVATED' },
    ]);
    expect((await c.get(`/user/active/${id}`, 'master')).json().code).toBe('TRANSITION_NOT_ALLOWED');
  });

  it('withdraws an invitation by deactivating; an invited member is not activated by the toggle', async () => {
    const id = await c.userId('nhap.le');
    expect((await c.get(`/user/active/${id}`, 'master')).json().code).toBe('TRANSITION_NOT_ALLOWED');
    expect((await c.get(`/user/disable/${id}`, 'master')).statusCode).toBe(200);
    const d = await c.get(`/user/funder/${id}`, 'master');
    expect(d.json().data).toMatchObject({ status: 'DEACTIVATED', active: false });
    // A senior cannot reach another company's member.
    expect((await c.get(`/user/active-senior/${await c.userId('tuan.ly')}`, 'camanager')).statusCode).toBe(
      403,
    );
  });
});

describe('in charge and CRM lists', () => {
  it('GET /user/supplier/{sup_id}/in-charge names the supplier’s CRM, for its own users only', async () => {
    const own = await c.get(`/user/supplier/${await c.entId('SUP01')}/in-charge`, 'supplier1');
    expect(own.json().data.map((r: { full_name: string; role_id: string }) => r.role_id)).toEqual(['CRM']);
    expect((await c.get(`/user/supplier/${await c.entId('SUP02')}/in-charge`, 'supplier1')).statusCode).toBe(
      404,
    );
    const staff = await c.get(`/user/supplier/${await c.entId('SUP03')}/in-charge`, 'crm');
    expect(staff.json().data[0].role_id).toBe('CRM_SENIOR');
    // A buyer is not a supplier.
    expect((await c.get(`/user/supplier/${await c.entId('BUY01')}/in-charge`, 'crm')).statusCode).toBe(404);
  });

  it('POST /user/crm/supplier lists a CRM’s own suppliers, a senior’s team, anyone’s for the admins', async () => {
    const codes = async (user: string, body: unknown = {}) =>
      ((await c.post('/user/crm/supplier', body, user)).json().data as { code: string }[])
        .map((r) => r.code)
        .sort();
    expect(await codes('crm')).toEqual(['IND01', 'SUP01', 'SUP02']);
    expect(await codes('crmsenior')).toEqual(['DTN01', 'IND01', 'SUP01', 'SUP02', 'SUP03']);
    expect(await codes('master', { search_condition: { user_id: await c.userId('crmsenior') } })).toEqual([
      'DTN01',
      'SUP03',
    ]);
    expect((await c.post('/user/crm/supplier', {}, 'accountant')).statusCode).toBe(403);
  });
});
