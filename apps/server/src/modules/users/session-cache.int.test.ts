import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import type { ZodApp } from '../../platform/http/types.ts';

// The session user and token state are cached per instance (user-state.ts); each kind of writer
// must reach a second instance that has already cached the user, within the NOTIFY's delivery.
let t: TestApp;
let other: ZodApp;
beforeAll(async () => {
  t = await createTestApp();
  other = await t.sibling();
});
afterAll(async () => {
  await t?.close();
});

type Me = { user?: { full_name: string; allow_sign: boolean; enterprise_name: string } };

/** Ask `other` until `done` holds (NOTIFY arrives asynchronously), at most one second. */
async function eventually(headers: Record<string, string>, done: (status: number, body: Me) => boolean) {
  let res = await other.inject({ url: '/api/user/me', headers });
  for (let i = 0; i < 50 && !done(res.statusCode, res.json()); i++) {
    await new Promise((r) => setTimeout(r, 20));
    res = await other.inject({ url: '/api/user/me', headers });
  }
  return res;
}

describe('the session user served from the cache of another instance', () => {
  it('shows the user’s own profile edit', async () => {
    const headers = await t.auth('crm');
    expect((await other.inject({ url: '/api/user/me', headers })).statusCode).toBe(200);
    const profile = {
      full_name: 'Tên Mới Cache',
      position: null,
      email: 'crm.cache@arflow.vn',
      tel_num: null,
    };
    const url = '/api/user/update/yourself';
    expect((await t.app.inject({ method: 'POST', url, headers, payload: profile })).statusCode).toBe(200);
    // Same instance: at once, not after the NOTIFY.
    expect((await t.app.inject({ url: '/api/user/me', headers })).json().user.full_name).toBe(
      'Tên Mới Cache',
    );
    const res = await eventually(headers, (_s, b) => b.user?.full_name === 'Tên Mới Cache');
    expect(res.json().user).toMatchObject({ full_name: 'Tên Mới Cache', email: 'crm.cache@arflow.vn' });
  });

  it('shows a role change by any writer, even plain SQL (the trigger on users)', async () => {
    const headers = await t.auth('collector');
    const me = (await other.inject({ url: '/api/user/me', headers })).json().user;
    await t.db.execute(sql`UPDATE users SET allow_sign = NOT allow_sign WHERE id = ${me.id}`);
    const res = await eventually(headers, (_s, b) => b.user?.allow_sign !== me.allow_sign);
    expect(res.json().user.allow_sign).toBe(!me.allow_sign);
  });

  it('shows a company’s new name to its users (the trigger on enterprises)', async () => {
    const headers = await t.auth('buyer1');
    const me = (await other.inject({ url: '/api/user/me', headers })).json().user;
    await t.db.execute(sql`UPDATE enterprises SET name = 'Công ty Đổi Tên' WHERE id = ${me.ent_id}`);
    const res = await eventually(headers, (_s, b) => b.user?.enterprise_name === 'Công ty Đổi Tên');
    expect(res.json().user.enterprise_name).toBe('Công ty Đổi Tên');
  });

  it('refuses a deactivated user’s token', async () => {
    const headers = await t.auth('buyer2');
    const me = (await other.inject({ url: '/api/user/me', headers })).json().user;
    await t.db.execute(sql`UPDATE users SET active = false WHERE id = ${me.id}`);
    expect((await eventually(headers, (s) => s === 401)).statusCode).toBe(401);
  });

  it('refuses the tokens of a deactivated company’s users', async () => {
    const headers = await t.auth('supplier1');
    const me = (await other.inject({ url: '/api/user/me', headers })).json().user;
    await t.db.execute(sql`UPDATE enterprises SET active = false WHERE id = ${me.ent_id}`);
    expect((await eventually(headers, (s) => s === 401)).statusCode).toBe(401);
  });
});
