import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

/**
 * The test file's own app, started before its tests and closed after them, with the small
 * request helpers the members, organisation, company-info and join API tests share.
 */
export function useCaller(options: Parameters<typeof createTestApp>[0] = {}) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(options);
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    get t(): TestApp {
      return app!;
    },
    ...caller(() => app!),
  };
}

function caller(testApp: () => TestApp) {
  const post = async (url: string, payload: unknown, user: string, lang = 'vi') =>
    testApp().app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: payload as object,
      headers: { ...(await testApp().auth(user)), 'accept-language': lang },
    });
  const get = async (url: string, user: string, lang = 'vi') =>
    testApp().app.inject({
      url: `/api${url}`,
      headers: { ...(await testApp().auth(user)), 'accept-language': lang },
    });
  const userId = async (username: string): Promise<number> => {
    const r = await testApp().db.execute<{ id: number }>(
      sql`SELECT id FROM users WHERE username = ${username}`,
    );
    return r.rows[0]!.id;
  };
  const entId = async (code: string): Promise<number> => {
    const r = await testApp().db.execute<{ id: number }>(
      sql`SELECT id FROM enterprises WHERE code = ${code}`,
    );
    return r.rows[0]!.id;
  };
  const count = async (query: ReturnType<typeof sql>): Promise<number> => {
    const r = await testApp().db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${query}) AS q`);
    return r.rows[0]!.n;
  };
  return { post, get, userId, entId, count };
}
