import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminQuery } from '../../../test/db.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('readiness when the database goes away', () => {
  it('answers 503 unavailable (not a 500) while it is unreachable, and ok again once it is back', async () => {
    const { rows } = await t.db.execute<{ name: string }>(sql`SELECT current_database() AS name`);
    const name = rows[0]!.name;
    const admin = inject('adminUrl');
    await adminQuery(admin, `ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    try {
      await adminQuery(
        admin,
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
      );
      const down = await t.app.inject({ url: '/api/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable' });
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await adminQuery(admin, `ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    }
    const up = await t.app.inject({ url: '/api/ready' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'ok' });
  });
});
