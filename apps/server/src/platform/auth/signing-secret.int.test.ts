import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { ZodApp } from '../http/types.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const tokenFrom = async (app: ZodApp, username: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: DEMO_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().token as string}` };
};

describe('the signing secret without JWT_SECRET', () => {
  it('is generated once in the database: instances starting together accept each other’s tokens', async () => {
    const noSecret = { JWT_SECRET: '' };
    // Built side by side and made ready together, as two processes starting at once.
    const config = loadConfig({ LOG_LEVEL: 'silent', ...noSecret });
    const [a, b] = await Promise.all(
      [0, 1].map(() => buildApp({ db: t.db, pool: t.app.deps.pool, config, logger: false })),
    );
    try {
      await Promise.all([a!.ready(), b!.ready()]);
      const fromA = await tokenFrom(a!, 'viewer');
      const fromB = await tokenFrom(b!, 'accountant');
      expect((await b!.inject({ url: '/api/user/me', headers: fromA })).statusCode).toBe(200);
      expect((await a!.inject({ url: '/api/user/me', headers: fromB })).statusCode).toBe(200);

      const { rows } = await t.db.execute<{ n: number; bytes: number }>(
        // The signing key's row only: the sign-on provider keeps its cookie key beside it.
        sql`SELECT count(*)::int AS n, max(octet_length(value)) AS bytes FROM app_secrets WHERE name = 'jwt_signing_key'`,
      );
      expect(rows[0]).toEqual({ n: 1, bytes: 64 });

      // A later instance (a restart, or one more process) keeps accepting them.
      const later = await t.sibling(noSecret);
      expect((await later.inject({ url: '/api/user/me', headers: fromA })).statusCode).toBe(200);
      // A server with its own JWT_SECRET does not.
      expect((await t.app.inject({ url: '/api/user/me', headers: fromA })).statusCode).toBe(401);
    } finally {
      await a!.close();
      await b!.close();
    }
  });
});

describe('JWT_SECRET', () => {
  it('shorter than 32 bytes: the server refuses to start', async () => {
    await expect(createTestApp({ env: { JWT_SECRET: 'too-short-secret' } })).rejects.toThrow(
      /JWT_SECRET must be at least 32 bytes/,
    );
  });

  it('when set, is the same for every instance', async () => {
    const other = await t.sibling();
    const headers = await tokenFrom(t.app, 'collector');
    expect((await other.inject({ url: '/api/user/me', headers })).statusCode).toBe(200);
  });
});
