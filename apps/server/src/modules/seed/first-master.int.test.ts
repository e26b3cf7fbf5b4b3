import { PASSWORD_RE } from '@arflow/domain/validation';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createFirstMaster } from './first-master.ts';
import { prepareWorld } from './prepare-world.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A log that keeps its lines, to see what a start prints. */
function recordingLog() {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => {
    lines.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
  };
  const log = { info: keep, warn: keep, error: keep } as unknown as FastifyBaseLogger;
  return { log, lines };
}

/** The database of a real deployment before its first start: migrated, no company, no user. */
async function emptyWorld(): Promise<void> {
  await t.db.execute(
    sql`TRUNCATE samples, status_history, audit_log, users, enterprises RESTART IDENTITY CASCADE`,
  );
  t.app.deps.userStates.invalidate();
}

describe('a real deployment’s first start (DATABASE_URL, no ARFLOW_DEMO)', () => {
  let password = '';

  it('creates no demo account but a first MASTER, printing its random one-time password once', async () => {
    await emptyWorld();
    const first = recordingLog();
    const config = { ...t.config, demo: undefined, host: undefined };
    const world = await prepareWorld({
      db: t.db,
      clock: t.app.deps.clock,
      config,
      embeddedDatabase: false,
      log: first.log,
    });
    expect(world).toEqual({ host: '0.0.0.0', demoAccounts: false });
    const { rows } = await t.db.execute<{ username: string; role_id: string; must: boolean }>(
      sql`SELECT username, role_id, must_change_password AS must FROM users`,
    );
    expect(rows).toEqual([{ username: 'master', role_id: 'MASTER', must: true }]);
    const line = first.lines.find((l) => l.includes('One-time password'));
    password = /One-time password: (\S+)/.exec(line ?? '')?.[1] ?? '';
    expect(password).toMatch(PASSWORD_RE);
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(first.lines.join('\n')).not.toMatch(/DEMO/);

    // The next start prints nothing more and creates nothing more.
    const second = recordingLog();
    await prepareWorld({
      db: t.db,
      clock: t.app.deps.clock,
      config,
      embeddedDatabase: false,
      log: second.log,
    });
    expect(second.lines.join('\n')).not.toContain(password);
    const { rows: count } = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`);
    expect(count[0]!.n).toBe(1);
  });

  it('the MASTER signs in, must change the password, and is refused everything else until then', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'master', password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({
      username: 'master',
      role_id: 'MASTER',
      must_change_password: true,
    });
    const headers = { authorization: `Bearer ${login.json().token}`, 'accept-language': 'en' };

    for (const [method, url] of [
      ['GET', '/api/user/me'],
      ['GET', '/api/user/disable/1'],
      ['POST', '/api/sample/form'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({
        status: 403,
        code: 'PASSWORD_MUST_CHANGE',
        messages: ['You need to change your password before going on'],
      });
    }
    const vi = await t.app.inject({ url: '/api/user/me', headers: { ...headers, 'accept-language': 'vi' } });
    expect(vi.json().messages).toEqual(['Bạn cần đổi mật khẩu trước khi tiếp tục']);
    // Open: the session user, and public routes anyone may call.
    expect((await t.app.inject({ url: '/api/auth/user', headers })).json().user.must_change_password).toBe(
      true,
    );
    expect((await t.app.inject({ url: '/api/samples', headers })).statusCode).toBe(200);

    // The one-time password cannot be kept as the new one.
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers,
      payload: { old_password: password, new_password: password, confirm_password: password },
    });
    expect(same.json().code).toBe('PASSWORD_SAME_AS_CURRENT');

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers,
      payload: { old_password: password, new_password: 'Kv7#mq2Lx9', confirm_password: 'Kv7#mq2Lx9' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user.must_change_password).toBe(false);
    const fresh = { authorization: `Bearer ${changed.json().token}` };
    expect((await t.app.inject({ url: '/api/user/me', headers: fresh })).statusCode).toBe(200);
    // The one-time password is gone.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'master', password },
    });
    expect(again.statusCode).toBe(401);
  });

  it('two instances starting together create one MASTER, and only one prints a password', async () => {
    await emptyWorld();
    const results = await Promise.all([createFirstMaster({ db: t.db }), createFirstMaster({ db: t.db })]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    const { rows } = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`);
    expect(rows[0]!.n).toBe(1);
  });
});

describe('a server holding the demo accounts', () => {
  it('seeds the demo when asked, listens on loopback unless HOST says otherwise, and says it is a demo', async () => {
    await emptyWorld();
    const { log, lines } = recordingLog();
    const asked = { ...t.config, demo: true, host: undefined };
    const world = await prepareWorld({
      db: t.db,
      clock: t.app.deps.clock,
      config: asked,
      embeddedDatabase: false,
      log,
    });
    expect(world).toEqual({ host: '127.0.0.1', demoAccounts: true });
    expect(lines.join('\n')).toMatch(/DEMO: this server holds the demo accounts/);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM users WHERE must_change_password`,
    );
    expect(rows[0]!.n).toBe(0);

    const opened = await prepareWorld({
      db: t.db,
      clock: t.app.deps.clock,
      config: { ...asked, host: '0.0.0.0' },
      embeddedDatabase: false,
      log: recordingLog().log,
    });
    expect(opened.host).toBe('0.0.0.0');
  });
});
