import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/helpers.ts';
import { FORGOT_ANSWER_FLOOR_MS } from './request-link.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://portal.vidu.vn' } });
});
afterAll(async () => {
  await t?.close();
});

const NEW_PASSWORD = 'Hoa-sen#2026';

const inject = (method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'vi', ip = '10.7.0.1') =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { 'accept-language': lang },
    remoteAddress: ip,
  });
const getLink = (email: unknown, lang = 'vi', ip?: string) =>
  inject('POST', '/auth/forgot/get-link', { email }, lang, ip);
const check = (token: string, lang = 'vi') => inject('GET', `/auth/check-forgot/${token}`, undefined, lang);
const reset = (body: Record<string, unknown>, lang = 'vi') =>
  inject('POST', '/auth/forgot/reset-pass', body, lang);

async function emailOf(username: string): Promise<string> {
  const r = await t.db.execute<{ email: string }>(sql`SELECT email FROM users WHERE username = ${username}`);
  return r.rows[0]!.email;
}
async function mails(to: string): Promise<string[]> {
  const r = await t.db.execute<{ body: string }>(
    sql`SELECT body FROM mail_outbox WHERE lower(to_address) = lower(${to}) AND kind = 'auth.forgot' ORDER BY id`,
  );
  return r.rows.map((m) => m.body);
}
async function latestToken(to: string): Promise<string> {
  const all = await mails(to);
  return all.at(-1)!.match(/portal\.vidu\.vn\/forgot-password\/([A-Za-z0-9_-]+)/)![1]!;
}
/** Ask a link for a demo user's address and answer its token from the outbox. */
async function linkFor(username: string): Promise<string> {
  const email = await emailOf(username);
  expect((await getLink(email)).statusCode).toBe(200);
  return latestToken(email);
}
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

describe('POST /auth/forgot/get-link', () => {
  it('mails a single link to an active account, and answers an unknown address the same with no mail', async () => {
    const email = await emailOf('buyer1');
    const before = (await mails(email)).length;
    const started = Date.now();
    const known = await getLink(email.toUpperCase(), 'en');
    const knownMs = Date.now() - started;
    const unknownStarted = Date.now();
    const unknown = await getLink(`nobody.${process.pid}@vidu.vn`, 'en');
    const unknownMs = Date.now() - unknownStarted;

    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json().messages[0]).toMatch(/If an active account uses this address/);
    // Both answers wait out the same floor, so their time tells nothing either.
    expect(knownMs).toBeGreaterThanOrEqual(FORGOT_ANSWER_FLOOR_MS - 5);
    expect(unknownMs).toBeGreaterThanOrEqual(FORGOT_ANSWER_FLOOR_MS - 5);
    const sent = await mails(email);
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)).toMatch(/https:\/\/portal\.vidu\.vn\/forgot-password\/[A-Za-z0-9_-]{43}/);
    expect(sent.at(-1)).toMatch(/30 phút/);
    expect(sent.at(-1)).toMatch(/30 minutes/);
    expect(await mails(`nobody.${process.pid}@vidu.vn`)).toHaveLength(0);
    // Only the token's hash is stored.
    const token = await latestToken(email);
    const stored = await t.db.execute(sql`SELECT 1 FROM password_resets WHERE token_hash = ${token}`);
    expect(stored.rows).toHaveLength(0);
  });

  it('sends nothing for a deactivated account', async () => {
    const email = await emailOf('partner1');
    await t.db.execute(sql`UPDATE users SET active = false WHERE username = 'partner1'`);
    try {
      const before = (await mails(email)).length;
      expect((await getLink(email)).statusCode).toBe(200);
      expect(await mails(email)).toHaveLength(before);
    } finally {
      await t.db.execute(sql`UPDATE users SET active = true WHERE username = 'partner1'`);
    }
  });

  it('refuses bad input with 422, never 500', async () => {
    for (const payload of [
      {},
      { email: 'not-an-email' },
      { email: 42 },
      { email: 'a@b.vn', extra: 1 },
      [],
      null,
    ]) {
      const r = await inject('POST', '/auth/forgot/get-link', payload);
      expect([400, 422]).toContain(r.statusCode);
    }
    const r = await inject('POST', '/auth/forgot/get-link', { email: 'not-an-email' }, 'en');
    expect(r.statusCode).toBe(422);
    expect(r.json().fields.email).toBeDefined();
  });
});

describe('GET /auth/check-forgot/{token}', () => {
  it('shows the account masked for a live link, and the same refusal for any dead one', async () => {
    const token = await linkFor('supplier1');
    const res = await check(token);
    expect(res.statusCode).toBe(200);
    const email = await emailOf('supplier1');
    expect(res.json().data).toMatchObject({ username: 's*******1', expires_at: expect.any(String) });
    expect(res.json().data.email).not.toBe(email);
    expect(res.json().data.email).toMatch(/^s\*+[^@]@/);

    const unknown = await check('A'.repeat(43), 'en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
    expect(unknown.json().messages[0]).toMatch(/password reset link is not valid/);
    expect((await check('short')).statusCode).toBe(422);
    expect((await check(`${'A'.repeat(40)}%00`)).statusCode).toBe(422);
  });

  it('refuses an expired link', async () => {
    const token = await linkFor('accountant');
    await t.db.execute(sql`UPDATE password_resets SET expires_at = now() - interval '1 second'
                           WHERE user_id = (SELECT id FROM users WHERE username = 'accountant')`);
    expect((await check(token)).json().code).toBe('RESET_LINK_INVALID');
    const r = await reset({ token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(r.statusCode).toBe(404);
    expect(r.json().code).toBe('RESET_LINK_INVALID');
    expect((await login('accountant', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('POST /auth/forgot/reset-pass', () => {
  it('sets the password, spends the link, ends every session, writes the audit row', async () => {
    const session = await t.login('buyer1');
    const token = await linkFor('buyer1');
    const res = await reset({ token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD }, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json().messages[0]).toMatch(/new password is set/);

    const me = await t.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${session}` } });
    expect(me.statusCode).toBe(401);
    expect((await login('buyer1', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login('buyer1', NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset({ token, password: 'Other#pass77' });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('RESET_LINK_INVALID');
    expect((await check(token)).statusCode).toBe(404);

    const audit = await t.db.execute<{ actor_id: number; entity_id: string; payload: unknown }>(
      sql`SELECT actor_id, entity_id, payload FROM audit_log WHERE action = 'auth.password-reset' ORDER BY id DESC LIMIT 1`,
    );
    const id = (await t.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE username = 'buyer1'`))
      .rows[0]!.id;
    expect(audit.rows[0]).toMatchObject({ actor_id: id, entity_id: String(id) });
    expect(JSON.stringify(audit.rows[0]!.payload)).not.toContain(NEW_PASSWORD);
  });

  it('refuses a link superseded by a reset with another link, or by a password change', async () => {
    const first = await linkFor('camanager');
    const second = await linkFor('camanager');
    const third = await linkFor('camanager');
    expect((await reset({ token: second, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await reset({ token: first, password: 'Other#pass77' })).json().code).toBe('RESET_LINK_INVALID');
    expect((await check(third)).statusCode).toBe(404);

    const fourth = await linkFor('camanager');
    const token = await t.login('camanager', NEW_PASSWORD);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        old_password: NEW_PASSWORD,
        new_password: 'Sen-hong#2027',
        confirm_password: 'Sen-hong#2027',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await check(fourth)).json().code).toBe('RESET_LINK_INVALID');
  });

  it('refuses a weak, common or unconfirmed password on its field and keeps the link', async () => {
    const token = await linkFor('crm');
    const weak = await reset({ token, password: 'abcdefgh' }, 'en');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().fields.password).toBeDefined();
    const common = await reset({ token, password: 'P@ssw0rd1' }, 'en');
    expect(common.statusCode).toBe(422);
    expect(common.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON' });
    expect(common.json().fields.password).toBeDefined();
    const mismatch = await reset({ token, password: NEW_PASSWORD, confirm_password: 'Hoa-sen#2027' }, 'en');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().fields.confirm_password).toBeDefined();
    expect((await check(token)).statusCode).toBe(200);
    expect((await login('crm', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses bad input with 422, never 500', async () => {
    for (const payload of [
      {},
      { token: 'short', password: NEW_PASSWORD },
      { token: 'A'.repeat(43) },
      { token: 'A'.repeat(43), password: NEW_PASSWORD, x: 1 },
    ]) {
      expect((await reset(payload)).statusCode).toBe(422);
    }
  });
});

describe('rate limits', () => {
  it('limits the calls per address, and the links per e-mail address from any address', async () => {
    const limited = await createTestApp({ env: { FORGOT_RATE_MAX: '3', FORGOT_ACCOUNT_RATE_MAX: '2' } });
    try {
      const call = (email: string, ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/forgot/get-link',
          payload: { email },
          headers: { 'accept-language': 'en' },
          remoteAddress: ip,
        });
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) codes.push((await call(`a${i}@vidu.vn`, '10.8.0.1')).statusCode);
      const over = await limited.app.inject({
        url: `/api/auth/check-forgot/${'C'.repeat(43)}`,
        remoteAddress: '10.8.0.1',
      });
      expect(codes).toEqual([200, 200, 200]);
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);

      // Per e-mail address, counted alike for an unknown one, so a 429 tells nothing either.
      for (const email of ['nobody@vidu.vn', 'buyer1@arflow.test']) {
        expect((await call(email, '10.8.1.1')).statusCode).toBe(200);
        expect((await call(email.toUpperCase(), '10.8.1.2')).statusCode).toBe(200);
        const third = await call(email, '10.8.1.3');
        expect(third.statusCode).toBe(429);
        expect(third.headers['retry-after']).toBeDefined();
        expect(third.json().messages[0]).toMatch(/Too many requests/);
      }
    } finally {
      await limited.close();
    }
  });
});
