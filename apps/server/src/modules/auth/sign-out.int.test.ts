import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { craftJwt, createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = (username: string, password: string, ip = '10.9.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: ip,
  });

async function auditOf(entityId: number | null, since: number) {
  const { rows } = await t.db.execute<{
    action: string;
    actor_id: number | null;
    entity_id: string | null;
    ip: string;
    payload: Record<string, unknown> | null;
  }>(sql`SELECT action, actor_id, entity_id, ip, payload FROM audit_log
         WHERE id > ${since} AND action LIKE 'auth.%'
           AND entity_id IS NOT DISTINCT FROM ${entityId === null ? null : String(entityId)}
         ORDER BY id`);
  return rows;
}
async function lastAuditId(): Promise<number> {
  const { rows } = await t.db.execute<{ id: string | null }>(sql`SELECT max(id) AS id FROM audit_log`);
  return Number(rows[0]?.id ?? 0);
}

describe('POST /api/auth/logout', () => {
  it('revokes the token at once: the next call with it answers 401', async () => {
    const token = (await login('crm', DEMO_PASSWORD)).json().token as string;
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ url: '/api/auth/user', headers })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: 200, messages: ['Thành công!'] });
    for (const url of ['/api/auth/user', '/api/user/me']) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('TOKEN_INVALID');
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(401);
    // Signing in again works.
    expect((await login('crm', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('ends that session only: the same user signed in elsewhere goes on', async () => {
    const office = { authorization: `Bearer ${(await login('casenior', DEMO_PASSWORD)).json().token}` };
    const phone = {
      authorization: `Bearer ${(await login('casenior', DEMO_PASSWORD, '10.9.0.2')).json().token}`,
    };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: office })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/user/me', headers: office })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user/me', headers: phone })).statusCode).toBe(200);
  });

  it('a token from before token ids (no jti) is ended by ending all of the user’s sessions', async () => {
    const me = (await t.app.inject({ url: '/api/user/me', headers: await t.auth('acccontroler') })).json()
      .user;
    const { rows } = await t.db.execute<{ v: number }>(
      sql`SELECT token_version AS v FROM users WHERE id = ${me.id}`,
    );
    const old = craftJwt({ sub: String(me.id), ver: rows[0]!.v, exp: Math.floor(Date.now() / 1000) + 600 });
    const headers = { authorization: `Bearer ${old}` };
    expect((await t.app.inject({ url: '/api/user/me', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user/me', headers })).statusCode).toBe(401);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(401);
  });

  it('is revoked on another instance of the server too', async () => {
    const other = await t.sibling();
    const token = (await login('creditofficer', DEMO_PASSWORD)).json().token as string;
    const headers = { authorization: `Bearer ${token}` };
    expect((await other.inject({ url: '/api/auth/user', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    let status = 200;
    for (let i = 0; i < 50 && status === 200; i++) {
      await new Promise((r) => setTimeout(r, 20));
      status = (await other.inject({ url: '/api/auth/user', headers })).statusCode;
    }
    expect(status).toBe(401);
  });
});

describe('audit of sign-in and sign-out', () => {
  it('records a sign-in, failed sign-ins with their reason, and a sign-out', async () => {
    const since = await lastAuditId();
    const ok = await login('collectmanager', DEMO_PASSWORD, '10.9.0.7');
    expect(ok.statusCode).toBe(200);
    const id = ok.json().user.id as number;
    expect((await login('COLLECTMANAGER', 'Wrong@12345', '10.9.0.8')).statusCode).toBe(401);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${ok.json().token}` },
      remoteAddress: '10.9.0.7',
    });
    expect(out.statusCode).toBe(200);

    const rows = await auditOf(id, since);
    expect(rows).toEqual([
      { action: 'auth.login', actor_id: id, entity_id: String(id), ip: '10.9.0.7', payload: null },
      {
        action: 'auth.login-failed',
        actor_id: null,
        entity_id: String(id),
        ip: '10.9.0.8',
        payload: { username: 'COLLECTMANAGER', reason: 'wrong_password' },
      },
      { action: 'auth.logout', actor_id: id, entity_id: String(id), ip: '10.9.0.7', payload: null },
    ]);
  });

  it('records a failed sign-in of an unknown name without its password', async () => {
    const since = await lastAuditId();
    expect((await login('no.such.person', 'Secret@98765', '10.9.0.9')).statusCode).toBe(401);
    const rows = await auditOf(null, since);
    expect(rows).toEqual([
      {
        action: 'auth.login-failed',
        actor_id: null,
        entity_id: null,
        ip: '10.9.0.9',
        payload: { username: 'no.such.person', reason: 'unknown_account' },
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain('Secret@98765');
  });
});
