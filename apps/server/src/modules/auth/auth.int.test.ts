import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { craftJwt, createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';

const WRONG = {
  status: 401,
  code: 'WRONG_CREDENTIALS',
  messages: ['Tên đăng nhập hoặc mật khẩu không đúng!'],
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

describe('sign-in', () => {
  it('signs in with username and answers token, expiry and user', async () => {
    const res = await login('camanager', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const ttl = Date.parse(body.expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(7.9 * 3600_000);
    expect(ttl).toBeLessThanOrEqual(8 * 3600_000);
    expect(body.user).toMatchObject({
      username: 'camanager',
      role_id: 'CA_MANAGER',
      enterprise_code: 'FUNDER',
      enterprise_name: 'Công ty Cổ phần ARFlow Capital',
      allow_sign: true,
      partner_kind: null,
    });
    expect(body.user).not.toHaveProperty('password_hash');
  });

  it('signs in with the e-mail, case-insensitively', async () => {
    const res = await login('Buyer1@SaoMai.vn', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      username: 'buyer1',
      enterprise_code: 'BUYER',
      role_id: 'AUTHORIZER',
    });
    const partner = await login('PARTNER3', DEMO_PASSWORD);
    expect(partner.json().user).toMatchObject({ enterprise_code: 'PARTNER', partner_kind: 'REFERRAL' });
  });

  it('refuses a wrong password and an unknown user with the exact same 401', async () => {
    for (const [u, p] of [
      ['master', 'Demo@12346'],
      ['nobody', DEMO_PASSWORD],
    ] as const) {
      const res = await login(u, p);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(WRONG);
    }
  });

  it('validates the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'master' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ password: ['Trường này là bắt buộc'] });
  });

  it('GET /auth/user answers the signed-in user; no token -> 401', async () => {
    const res = await t.app.inject({ url: '/api/auth/user', headers: await t.auth('supplier2') });
    expect(res.json().user).toMatchObject({ username: 'supplier2', enterprise_code: 'SUPPLIER' });
    const anon = await t.app.inject({ url: '/api/auth/user' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ ...WRONG, code: 'UNAUTHORIZED' });
  });
});

describe('tokens', () => {
  const inTenMinutes = () => Math.floor(Date.now() / 1000) + 600;

  it('refuses an expired token', async () => {
    const expired = craftJwt({ sub: '1', ver: 1, iat: 1_700_000_000, exp: 1_700_000_600 });
    const res = await t.app.inject({ url: '/api/user/me', headers: { authorization: `Bearer ${expired}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json().messages).toEqual(['Tên đăng nhập hoặc mật khẩu không đúng!']);
  });

  it('refuses a token after TOKEN_TTL', async () => {
    const short = await createTestApp({ env: { TOKEN_TTL: '1s' } });
    try {
      const token = await short.login('master');
      const ok = await short.app.inject({
        url: '/api/user/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(ok.statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 2100));
      const late = await short.app.inject({
        url: '/api/user/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(late.statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });

  it('refuses other algorithms, other secrets and garbage', async () => {
    const claims = { sub: '1', ver: 1, exp: inTenMinutes() };
    const none = craftJwt(claims, { alg: 'none' });
    const hs512 = craftJwt(claims, { alg: 'HS512' });
    const otherKey = craftJwt(claims, { key: 'another-secret' });
    const noExpiry = craftJwt({ sub: '1', ver: 1 });
    const oldVersion = craftJwt({ ...claims, ver: 0 });
    for (const token of [none, hs512, otherKey, noExpiry, oldVersion, 'garbage', '']) {
      const res = await t.app.inject({ url: '/api/user/me', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
    }
    const good = craftJwt(claims);
    const res = await t.app.inject({ url: '/api/user/me', headers: { authorization: `Bearer ${good}` } });
    expect(res.statusCode).toBe(200);
  });

  it('a stale token does not block a public route', async () => {
    const res = await t.app.inject({ url: '/api/samples', headers: { authorization: 'Bearer garbage' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('deactivation', () => {
  it('stops the user’s tokens at once and refuses sign-in until re-activated', async () => {
    const token = await t.login('collector');
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ url: '/api/user/me', headers })).statusCode).toBe(200);
    const me = (await t.app.inject({ url: '/api/user/me', headers })).json().user;
    // Only the history this test writes: the seed or another test may have toggled the user too.
    const since = await t.db.execute<{ id: string | null }>(sql`SELECT max(id) AS id FROM status_history`);
    const firstNew = Number(since.rows[0]?.id ?? 0);

    const off = await t.app.inject({ url: `/api/user/disable/${me.id}`, headers: await t.auth('master') });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ status: 200, messages: ['Thành công!'] });

    expect((await t.app.inject({ url: '/api/user/me', headers })).statusCode).toBe(401);
    const again = await login('collector', DEMO_PASSWORD);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(WRONG);

    const twice = await t.app.inject({ url: `/api/user/disable/${me.id}`, headers: await t.auth('master') });
    expect(twice.json().code).toBe('TRANSITION_NOT_ALLOWED');

    const on = await t.app.inject({ url: `/api/user/active/${me.id}`, headers: await t.auth('submaster') });
    expect(on.statusCode).toBe(200);
    // The old token stays dead after re-activation; a new sign-in works.
    expect((await t.app.inject({ url: '/api/user/me', headers })).statusCode).toBe(401);
    expect((await login('collector', DEMO_PASSWORD)).statusCode).toBe(200);

    const history = await t.db.execute<{ action: string }>(
      sql`SELECT action FROM status_history WHERE entity = 'user' AND entity_id = ${String(me.id)} AND id > ${firstNew} ORDER BY id`,
    );
    expect(history.rows.map((r) => r.action)).toEqual(['DEACTIVATE', 'ACTIVATE']);
  });

  it('only funder MASTER/SUBMASTER toggle users; nobody toggles themselves or the master from below', async () => {
    const master = (await t.app.inject({ url: '/api/user/me', headers: await t.auth('master') })).json().user;
    const self = await t.app.inject({
      url: `/api/user/disable/${master.id}`,
      headers: await t.auth('master'),
    });
    expect(self.statusCode).toBe(403);
    const below = await t.app.inject({
      url: `/api/user/disable/${master.id}`,
      headers: await t.auth('submaster'),
    });
    expect(below.statusCode).toBe(403);
    for (const user of ['camanager', 'viewer', 'buyer1']) {
      const res = await t.app.inject({ url: '/api/user/disable/2', headers: await t.auth(user) });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/user/disable/2' })).statusCode).toBe(401);
    const missing = await t.app.inject({ url: '/api/user/disable/999999', headers: await t.auth('master') });
    expect(missing.statusCode).toBe(404);
  });
});

describe('revocation across instances', () => {
  it('a second instance drops its cached token version on NOTIFY', async () => {
    const other = await buildApp({ db: t.db, pool: t.app.deps.pool, config: t.config, logger: false });
    try {
      await other.ready();
      const token = await t.login('accountant');
      const headers = { authorization: `Bearer ${token}` };
      const me = await other.inject({ url: '/api/user/me', headers });
      expect(me.statusCode).toBe(200);
      const id = me.json().user.id;
      const off = await t.app.inject({ url: `/api/user/disable/${id}`, headers: await t.auth('master') });
      expect(off.statusCode).toBe(200);
      let status = 200;
      for (let i = 0; i < 50 && status === 200; i++) {
        await new Promise((r) => setTimeout(r, 20));
        status = (await other.inject({ url: '/api/user/me', headers })).statusCode;
      }
      expect(status).toBe(401);
      await t.app.inject({ url: `/api/user/active/${id}`, headers: await t.auth('master') });
    } finally {
      await other.close();
    }
  });
});

describe('rate limit', () => {
  it('limits sign-in per IP and username without locking the user out from another IP', async () => {
    const limited = await createTestApp({ env: { LOGIN_RATE_MAX: '3' } });
    try {
      const attempt = (ip: string, username = 'accountant', password = 'Wrong@1234') =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username, password },
          remoteAddress: ip,
        });
      for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.1')).statusCode).toBe(401);
      const blocked = await attempt('10.0.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
      // Same attacker, other username: still allowed.
      expect((await attempt('10.0.0.1', 'collectmanager')).statusCode).toBe(401);
      // The real user from their own IP signs in.
      expect((await attempt('10.0.0.2', 'accountant', DEMO_PASSWORD)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
