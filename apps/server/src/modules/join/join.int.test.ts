import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { useCaller } from '../members/members.testing.ts';

const c = useCaller({ env: { PUBLIC_URL: 'https://portal.vidu.vn' } });

const PASSWORD = 'Hoa-sen#2026';
let n = 0;

/** Invite a new supplier member as supplier1's admin; answer the link's token from the outbox. */
async function invite(): Promise<{ id: number; email: string; token: string }> {
  n += 1;
  const email = `moi${n}.${process.pid}@vidu.vn`;
  const res = await c.post(
    '/user/supplier/add',
    { full_name: 'Trần Văn Mời', position: 'Kế toán', email, tel_num: '0901234567', role_id: 'INPUTTER' },
    'supplier1',
  );
  expect(res.statusCode).toBe(200);
  return { id: res.json().data.user_id, email, token: await latestToken(email) };
}

async function latestToken(email: string): Promise<string> {
  const mail = await c.t.db.execute<{ body: string }>(
    sql`SELECT body FROM mail_outbox WHERE to_address = ${email} ORDER BY id DESC LIMIT 1`,
  );
  return mail.rows[0]!.body.match(/portal\.vidu\.vn\/register\/([A-Za-z0-9_-]+)/)![1]!;
}

const check = (token: string, lang = 'vi') =>
  c.t.app.inject({ url: `/api/auth/check-join/${token}`, headers: { 'accept-language': lang } });
const registerWith = (body: Record<string, unknown>, lang = 'vi') =>
  c.t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: body,
    headers: { 'accept-language': lang },
  });
const form = (token: string, over: Record<string, unknown> = {}) => ({
  token,
  username: `moi${n}x${process.pid % 1000}`,
  password: PASSWORD,
  confirm_password: PASSWORD,
  ...over,
});
const status = async (id: number) =>
  (
    await c.t.db.execute<{ status: string; active: boolean }>(
      sql`SELECT status, active FROM users WHERE id = ${id}`,
    )
  ).rows[0];

describe('GET /auth/check-join/{token}', () => {
  it('names the invitation’s person and company, and nothing for a token it does not know', async () => {
    const inv = await invite();
    const res = await check(inv.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      email: inv.email,
      full_name: 'Trần Văn Mời',
      company_name: expect.any(String),
    });
    const unknown = await check('A'.repeat(43), 'en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'INVITATION_INVALID' });
    expect(unknown.json().messages[0]).toMatch(/invitation link is not valid/);
    expect(JSON.stringify(unknown.json())).not.toContain('@');
    // A malformed token is refused by the schema, before any lookup.
    expect((await check('short')).statusCode).toBe(422);
  });

  it('tells an expired link and a replaced link apart from a live one', async () => {
    const inv = await invite();
    await c.t.db.execute(
      sql`UPDATE user_invitations SET expires_at = now() - interval '1 minute' WHERE user_id = ${inv.id}`,
    );
    const expired = await check(inv.token, 'en');
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      code: 'INVITATION_EXPIRED',
      messages: ['The invitation has expired'],
    });
    // The admin sends a new link: the old one is invalid, the new one works.
    expect((await c.post('/auth/join/get-link', { email: inv.email }, 'supplier1')).statusCode).toBe(200);
    expect((await check(inv.token)).json().code).toBe('INVITATION_INVALID');
    expect((await check(await latestToken(inv.email))).statusCode).toBe(200);
  });
});

describe('POST /user/register', () => {
  it('activates the member through the status table, consumes the token and signs them in', async () => {
    const inv = await invite();
    const body = form(inv.token);
    const res = await registerWith(body);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: inv.email, username: body.username });
    const me = await c.t.app.inject({
      url: '/api/user/me',
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(await status(inv.id)).toEqual({ status: 'ACTIVATED', active: true });
    // The chosen password signs in; history and audit name the acceptance.
    expect(await c.t.login(body.username, PASSWORD)).toEqual(expect.any(String));
    const h = await c.t.db.execute<{
      action: string;
      from_status: string;
      to_status: string;
      changes: unknown;
    }>(
      sql`SELECT action, from_status, to_status, changes FROM status_history WHERE entity = 'user' AND entity_id = ${String(inv.id)} ORDER BY id DESC LIMIT 1`,
    );
    expect(h.rows[0]).toMatchObject({ action: 'ACCEPT', from_status: 'INVITED', to_status: 'ACTIVATED' });
    expect(JSON.stringify(h.rows[0]!.changes)).not.toMatch(/argon|password/i);
    const audit = await c.t.db.execute<{ actor_id: number; payload: unknown }>(
      sql`SELECT actor_id, payload FROM audit_log WHERE action = 'user.accept' AND entity_id = ${String(inv.id)}`,
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]!.actor_id).toBe(inv.id);
    // The link is used: both calls say so, and nothing changes.
    const again = await registerWith(form(inv.token, { username: 'khac.ten' }), 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ACCOUNT_IN_USE' });
    expect((await check(inv.token)).json().code).toBe('ACCOUNT_IN_USE');
    expect(await c.count(sql`SELECT id FROM users WHERE username = 'khac.ten'`)).toBe(0);
  });

  it('lets exactly one of two concurrent registrations with one token win', async () => {
    const inv = await invite();
    const results = await Promise.all([
      registerWith(form(inv.token, { username: `dua${n}a${process.pid % 1000}` })),
      registerWith(form(inv.token, { username: `dua${n}b${process.pid % 1000}` })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(
      await c.count(
        sql`SELECT id FROM status_history WHERE entity = 'user' AND entity_id = ${String(inv.id)} AND action = 'ACCEPT'`,
      ),
    ).toBe(1);
  });

  it('refuses bad input, weak and common passwords and a taken username, changing nothing', async () => {
    const inv = await invite();
    const bad = await registerWith(
      { token: inv.token, username: 'x', password: 'abc', confirm_password: 'abd', role_id: 'MASTER' },
      'en',
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields).sort()).toEqual([
      'confirm_password',
      'password',
      'role_id',
      'username',
    ]);
    const mismatch = await registerWith(form(inv.token, { confirm_password: 'Other#2026x' }), 'en');
    expect(mismatch.json().fields.confirm_password).toEqual(['The Confirm New Password does not match']);
    const common = await registerWith(
      form(inv.token, { password: 'P@ssw0rd1', confirm_password: 'P@ssw0rd1' }),
    );
    expect(common.statusCode).toBe(422);
    expect(common.json().code).toBe('PASSWORD_TOO_COMMON');
    const taken = await registerWith(form(inv.token, { username: 'SUPPLIER1' }), 'en');
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({
      code: 'USERNAME_DUPLICATED',
      fields: { username: expect.any(Array) },
    });
    expect((await registerWith({})).statusCode).toBe(422);
    const unknown = await registerWith(form('B'.repeat(43)));
    expect(unknown.json().code).toBe('INVITATION_INVALID');
    // Still invited, and the link still works.
    expect(await status(inv.id)).toEqual({ status: 'INVITED', active: false });
    expect((await check(inv.token)).statusCode).toBe(200);
  });

  it('refuses a withdrawn invitation (member deactivated)', async () => {
    const inv = await invite();
    expect((await c.get(`/user/disable/${inv.id}`, 'master')).statusCode).toBe(200);
    const res = await registerWith(form(inv.token));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('INVITATION_INVALID');
  });
});

describe('rate limit', () => {
  it('limits checks and registrations per address like the other public auth calls', async () => {
    const limited = await createTestApp({ env: { JOIN_RATE_MAX: '3' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const r = await limited.app.inject({ url: `/api/auth/check-join/${'C'.repeat(43)}` });
        codes.push(r.statusCode);
      }
      const post = await limited.app.inject({ method: 'POST', url: '/api/user/register', payload: {} });
      expect(codes).toEqual([404, 404, 404, 429]);
      expect(post.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
