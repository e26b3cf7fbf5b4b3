import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCaller } from '../members/members.testing.ts';

const c = useCaller();

const history = (entity: string, id: number) =>
  c.t.db.execute<{
    action: string;
    from_status: string | null;
    to_status: string | null;
    changes: Record<string, unknown> | null;
  }>(
    sql`SELECT action, from_status, to_status, changes FROM status_history WHERE entity = ${entity} AND entity_id = ${String(id)} ORDER BY id`,
  );
const audits = (action: string, id: number) =>
  c.count(sql`SELECT id FROM audit_log WHERE action = ${action} AND entity_id = ${String(id)}`);

describe('departments (POST /department/list, /add, /update)', () => {
  it('lists the funder’s departments for every funder role, with counts', async () => {
    const res = await c.post('/department/list', { sort_column: 'code' }, 'viewer');
    expect(res.statusCode).toBe(200);
    const codes = res.json().data.map((d: { code: string }) => d.code);
    expect(codes).toEqual(['CA01', 'CRM01', 'KT01', 'QT01', 'THN01']);
    const crm = res.json().data.find((d: { code: string }) => d.code === 'CRM01');
    expect(crm).toMatchObject({ type_id: 2, active: true, group_count: 3 });
    expect(crm.member_count).toBeGreaterThanOrEqual(3);
    expect((await c.post('/department/list', {}, 'supplier1')).statusCode).toBe(403);
  });

  it('adds with a generated code, updates every field, keeps codes unique in any case', async () => {
    const add = await c.post(
      '/department/add',
      { name: 'Phòng CRM Doanh nghiệp lớn', type_id: 2 },
      'submaster',
    );
    expect(add.statusCode).toBe(200);
    const dep = add.json().data;
    expect(dep).toMatchObject({ code: 'CRM02', type_id: 2, active: true, group_count: 0 });
    expect(
      (await c.post('/department/add', { name: 'Phòng CRM 3', type_id: 2 }, 'master')).json().data.code,
    ).toBe('CRM03');
    const taken = await c.post(
      '/department/update',
      { id: dep.id, name: dep.name, type_id: 2, active: true, code: 'ca01' },
      'master',
      'en',
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({
      code: 'DEPARTMENT_CODE_TAKEN',
      fields: { code: ['The department code is already in use'] },
    });
    const ok = await c.post(
      '/department/update',
      { id: dep.id, name: 'Phòng Khách hàng lớn', type_id: 2, active: false, code: 'KHL01' },
      'master',
    );
    expect(ok.json().data).toMatchObject({ name: 'Phòng Khách hàng lớn', code: 'KHL01', active: false });
    const h = await history('department', dep.id);
    expect(h.rows.map((r) => r.action)).toEqual(['CREATE', 'UPDATE']);
    expect(h.rows[1]).toMatchObject({ from_status: 'ACTIVE', to_status: 'DISABLED' });
    expect(Object.keys(h.rows[1]!.changes!).sort()).toEqual(['active', 'code', 'name']);
    expect(await audits('department.update', dep.id)).toBe(1);
  });

  it('refuses bad input, unknown ids and the wrong roles', async () => {
    const bad = await c.post('/department/add', { name: '', type_id: 9, code: 'X' }, 'master');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['code', 'name', 'type_id']);
    const unknown = await c.post(
      '/department/update',
      { id: 999999, name: 'X', type_id: 1, active: true, code: 'ZZ1' },
      'master',
    );
    expect(unknown.statusCode).toBe(404);
    expect((await c.post('/department/add', { name: 'X', type_id: 1 }, 'crmsenior')).statusCode).toBe(403);
  });
});

describe('teams (POST /group/list, /add, /update, GET /group/disable/{id})', () => {
  const groupId = async (name: string) => {
    const r = await c.t.db.execute<{ id: number; dep_id: number }>(
      sql`SELECT id, dep_id FROM groups WHERE name = ${name}`,
    );
    return r.rows[0]!;
  };

  it('lists teams with their members and customers', async () => {
    const res = await c.post('/group/list', { search_condition: { keyword: 'Miền Nam' } }, 'viewer');
    expect(res.json().data).toHaveLength(1);
    expect(res.json().data[0]).toMatchObject({
      name: 'Nhóm CRM Miền Nam',
      buyer_count: 2,
      supplier_count: 5,
      active: true,
    });
    expect(res.json().data[0].active_member_count).toBeGreaterThanOrEqual(2);
  });

  it('adds with names unique per department, disables an idle team once', async () => {
    const { dep_id } = await groupId('Nhóm CRM Miền Nam');
    const add = await c.post('/group/add', { name: 'Nhóm CRM Tây Nguyên', dep_id }, 'master');
    expect(add.statusCode).toBe(200);
    const g = add.json().data;
    const dup = await c.post('/group/add', { name: 'nhóm crm TÂY NGUYÊN', dep_id }, 'master');
    expect(dup.json()).toMatchObject({ code: 'GROUP_DUPLICATED', fields: { name: ['Tên nhóm đã tồn tại'] } });
    expect((await c.post('/group/add', { name: 'X', dep_id: 999999 }, 'master')).statusCode).toBe(404);
    const renamed = await c.post(
      '/group/update',
      { id: g.id, dep_id, name: 'Nhóm CRM Tây Nguyên 1', active: true },
      'master',
    );
    expect(renamed.json().data.name).toBe('Nhóm CRM Tây Nguyên 1');
    const off = await c.get(`/group/disable/${g.id}`, 'master', 'en');
    expect(off.json()).toEqual({ status: 200, messages: ['Success!'] });
    expect((await c.get(`/group/disable/${g.id}`, 'master')).json().code).toBe('TRANSITION_NOT_ALLOWED');
    const h = await history('group', g.id);
    expect(h.rows.map((r) => [r.action, r.to_status])).toEqual([
      ['CREATE', 'ACTIVE'],
      ['UPDATE', null],
      ['DISABLE', 'DISABLED'],
    ]);
    expect(await audits('group.disable', g.id)).toBe(1);
    expect((await c.get('/group/disable/999999', 'master')).json().code).toBe('GROUP_NOT_FOUND');
  });

  it('refuses to disable a team with active members or customers (§6)', async () => {
    const south = await groupId('Nhóm CRM Miền Nam');
    const busy = await c.get(`/group/disable/${south.id}`, 'master', 'en');
    expect(busy.statusCode).toBe(422);
    expect(busy.json()).toMatchObject({
      code: 'GROUP_HAS_USERS',
      messages: ['The group has active members'],
    });
    const viaUpdate = await c.post(
      '/group/update',
      { id: south.id, dep_id: south.dep_id, name: 'Nhóm CRM Miền Nam', active: false },
      'master',
    );
    expect(viaUpdate.json().code).toBe('GROUP_HAS_USERS');
    // A team without members that still holds a buyer.
    const idle = (
      await c.post('/group/add', { name: 'Nhóm CRM Dự phòng', dep_id: south.dep_id }, 'master')
    ).json().data;
    await c.t.db.execute(
      sql`UPDATE crm_assignments SET group_id = ${idle.id} WHERE ent_id = ${await c.entId('BUY01')}`,
    );
    expect((await c.get(`/group/disable/${idle.id}`, 'master')).json().code).toBe('GROUP_HAS_BUYER');
    await c.t.db.execute(
      sql`UPDATE crm_assignments SET group_id = ${south.id} WHERE ent_id = ${await c.entId('BUY01')}`,
    );
    await c.t.db.execute(
      sql`UPDATE crm_assignments SET group_id = ${idle.id} WHERE ent_id = ${await c.entId('SUP02')}`,
    );
    expect((await c.get(`/group/disable/${idle.id}`, 'master')).json().code).toBe('GROUP_HAS_SUPPLIER');
    const active = await c.post('/group/list', { search_condition: { keyword: 'Miền Nam' } }, 'master');
    expect(active.json().data[0].active).toBe(true);
  });
});

describe('CA pool (POST /user/funder/ca_not_assigned, /ca_assigned, /add, /{id}/activate, /deactivate)', () => {
  const names = (res: { json(): { data: { full_name: string; user_id: number }[] } }) =>
    res.json().data.map((r) => r.user_id);

  it('moves CA users into the pool and switches them on and off, refusing non-CA users', async () => {
    const camanager = await c.userId('camanager');
    const casenior = await c.userId('casenior');
    expect(names(await c.post('/user/funder/ca_not_assigned', {}, 'viewer'))).toContain(camanager);
    expect(names(await c.post('/user/funder/ca_assigned', {}, 'viewer'))).toContain(casenior);
    const wrong = await c.post(
      '/user/funder/ca_assigned/add',
      { user_ids: [await c.userId('crm')] },
      'camanager',
    );
    expect(wrong.json().code).toBe('NOT_CA_USER');
    expect((await c.post('/user/funder/ca_assigned/add', { user_ids: [camanager] }, 'crm')).statusCode).toBe(
      403,
    );
    const add = await c.post(
      '/user/funder/ca_assigned/add',
      { user_ids: [camanager, casenior] },
      'camanager',
    );
    expect(add.json()).toEqual({ data: { added: 1 } });
    expect(names(await c.post('/user/funder/ca_not_assigned', {}, 'viewer'))).not.toContain(camanager);

    const pool = (await c.post('/user/funder/ca_assigned', { page_size: 50 }, 'viewer')).json().data as {
      id: number;
      user_id: number;
    }[];
    const entry = pool.find((r) => r.user_id === casenior)!;
    const off = await c.post(`/user/funder/ca_assigned/${entry.id}/deactivate`, {}, 'master');
    expect(off.json().data).toMatchObject({ user_id: casenior, active: false });
    expect((await c.post(`/user/funder/ca_assigned/${entry.id}/deactivate`, {}, 'master')).json().code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );
    // Out of the pool, the analyst can now be deactivated; back in it they could not be.
    expect((await c.get(`/user/disable/${casenior}`, 'master')).statusCode).toBe(200);
    expect((await c.post(`/user/funder/ca_assigned/${entry.id}/activate`, {}, 'master')).json().code).toBe(
      'NOT_CA_USER',
    );
    expect((await c.post('/user/funder/ca_assigned/999999/activate', {}, 'master')).statusCode).toBe(404);
    const h = await history('ca_assignment', entry.id);
    expect(h.rows.at(-1)).toMatchObject({ action: 'DEACTIVATE', to_status: 'DISABLED' });
    expect((await c.post('/user/funder/ca_assigned/add', { user_ids: [] }, 'master')).statusCode).toBe(422);
  });
});

describe('CRM team assignment (POST /assigns/crm-team/list, /all, /assigns/buyers, /assigns/suppliers)', () => {
  it('lists the CRM team with their customers', async () => {
    const list = await c.post('/assigns/crm-team/list', {}, 'crm');
    const crmId = await c.userId('crm');
    const crm = list.json().data.find((r: { user_id: number }) => r.user_id === crmId);
    expect(crm).toMatchObject({ buyer_count: 1, supplier_count: 3, group_name: 'Nhóm CRM Miền Nam' });
    const all = await c.post('/assigns/crm-team/all', {}, 'crm');
    expect(
      all
        .json()
        .data.every(
          (r: { active: boolean; role_id: string }) => r.active && ['CRM', 'CRM_SENIOR'].includes(r.role_id),
        ),
    ).toBe(true);
    expect((await c.post('/assigns/crm-team/list', {}, 'accountant')).statusCode).toBe(403);
  });

  it('hands companies to a CRM with history, within the senior’s own team, refusing the wrong kind', async () => {
    const crm2 = await c.userId('crm2');
    const sup03 = await c.entId('SUP03');
    const res = await c.post('/assigns/suppliers', { user_id: crm2, ent_ids: [sup03] }, 'master');
    expect(res.json()).toEqual({ data: { assigned: 1 } });
    const inCharge = await c.get(`/user/supplier/${sup03}/in-charge`, 'supplier3');
    expect(inCharge.json().data.map((r: { user_id: number }) => r.user_id)).toEqual([crm2]);
    const h = await history('enterprise', sup03);
    expect(h.rows.at(-1)).toMatchObject({
      action: 'CRM_ASSIGN',
      changes: { crm_user_id: { from: await c.userId('crmsenior'), to: crm2 } },
    });
    // crm2 is in another team than the CRM senior.
    const other = await c.post(
      '/assigns/buyers',
      { user_id: crm2, ent_ids: [await c.entId('BUY01')] },
      'crmsenior',
    );
    expect(other.statusCode).toBe(403);
    const own = await c.post(
      '/assigns/buyers',
      { user_id: await c.userId('crm'), ent_ids: [await c.entId('BUY02')] },
      'crmsenior',
    );
    expect(own.json().data.assigned).toBe(1);
    expect(
      (await c.post('/assigns/suppliers', { user_id: crm2, ent_ids: [await c.entId('BUY01')] }, 'master'))
        .statusCode,
    ).toBe(404);
    const notCrm = await c.post(
      '/assigns/buyers',
      { user_id: await c.userId('camanager'), ent_ids: [await c.entId('BUY01')] },
      'master',
    );
    expect(notCrm.json().code).toBe('NOT_CRM_USER');
    expect(
      (await c.post('/assigns/buyers', { user_id: crm2, ent_ids: [await c.entId('BUY01')] }, 'crm'))
        .statusCode,
    ).toBe(403);
    expect((await c.post('/assigns/buyers', { user_id: 'x', ent_ids: 'y' }, 'master')).statusCode).toBe(422);
  });
});

describe('another funder company', () => {
  it('sees none of this funder’s organisation and reaches none of it (404)', async () => {
    const [ent] = (
      await c.t.db.execute<{ id: number }>(
        sql`INSERT INTO enterprises (code, name, type, status) VALUES ('FUN2', 'Quỹ Đầu tư Thứ Hai', 'FUNDER', 'ACTIVATED') RETURNING id`,
      )
    ).rows;
    await c.t.db.execute(
      sql`INSERT INTO users (username, email, password_hash, full_name, role_id, enterprise_id) VALUES ('fun2master', 'master@fun2.vn', 'x', 'Chủ quỹ', 'MASTER', ${ent!.id})`,
    );
    const deps = await c.post('/department/list', {}, 'fun2master');
    expect(deps.json().page_info.total_record).toBe(0);
    expect((await c.post('/group/list', {}, 'fun2master')).json().page_info.total_record).toBe(0);
    expect((await c.post('/user/funder/ca_assigned', {}, 'fun2master')).json().page_info.total_record).toBe(
      0,
    );
    const arflowDep = (await c.post('/department/list', {}, 'master')).json().data[0];
    const upd = await c.post(
      '/department/update',
      { id: arflowDep.id, name: 'Chiếm', type_id: 1, active: true, code: 'X1' },
      'fun2master',
    );
    expect(upd.statusCode).toBe(404);
    expect(upd.json()).not.toHaveProperty('data');
    const group = (await c.post('/group/list', {}, 'master')).json().data[0];
    expect((await c.get(`/group/disable/${group.id}`, 'fun2master')).statusCode).toBe(404);
    const pool = (await c.post('/user/funder/ca_assigned', {}, 'master')).json().data[0];
    expect(
      (await c.post(`/user/funder/ca_assigned/${pool.id}/deactivate`, {}, 'fun2master')).statusCode,
    ).toBe(404);
    const assign = await c.post(
      '/assigns/buyers',
      { user_id: await c.userId('crm'), ent_ids: [await c.entId('BUY01')] },
      'fun2master',
    );
    expect(assign.json().code).toBe('NOT_CRM_USER');
    const addCa = await c.post(
      '/user/funder/ca_assigned/add',
      { user_ids: [await c.userId('camanager')] },
      'fun2master',
    );
    expect(addCa.json().code).toBe('NOT_CA_USER');
    // Its own profile, not ARFLOW's.
    expect((await c.get('/company-info/funder', 'fun2master')).json().data.code).toBe('FUN2');
    // Nothing of ARFLOW changed.
    expect(
      (await c.post('/department/list', { search_condition: { keyword: 'Chiếm' } }, 'master')).json().data,
    ).toEqual([]);
  });
});

describe('CA pool switch back on', () => {
  it('activates a pool entry that was switched off, with history', async () => {
    const officer = await c.userId('creditofficer');
    const pool = (await c.post('/user/funder/ca_assigned', { page_size: 50 }, 'master')).json().data as {
      id: number;
      user_id: number;
    }[];
    const entry = pool.find((r) => r.user_id === officer)!;
    expect(
      (await c.post(`/user/funder/ca_assigned/${entry.id}/deactivate`, {}, 'camanager')).statusCode,
    ).toBe(200);
    const on = await c.post(`/user/funder/ca_assigned/${entry.id}/activate`, {}, 'camanager');
    expect(on.json().data).toMatchObject({ user_id: officer, active: true });
    const filtered = await c.post(
      '/user/funder/ca_assigned',
      { search_condition: { active: true } },
      'viewer',
    );
    expect(filtered.json().data.map((r: { user_id: number }) => r.user_id)).toContain(officer);
    const h = await history('ca_assignment', entry.id);
    expect(h.rows.slice(-2).map((r) => r.action)).toEqual(['DEACTIVATE', 'ACTIVATE']);
    expect(await audits('ca_assignment.activate', entry.id)).toBe(1);
  });
});
