import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers.ts';

/** Small request helpers shared by the members, organisation and company-info API tests. */
export function caller(t: TestApp) {
  const post = async (url: string, payload: unknown, user: string, lang = 'vi') =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: payload as object,
      headers: { ...(await t.auth(user)), 'accept-language': lang },
    });
  const get = async (url: string, user: string, lang = 'vi') =>
    t.app.inject({ url: `/api${url}`, headers: { ...(await t.auth(user)), 'accept-language': lang } });
  const userId = async (username: string): Promise<number> => {
    const r = await t.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE username = ${username}`);
    return r.rows[0]!.id;
  };
  const entId = async (code: string): Promise<number> => {
    const r = await t.db.execute<{ id: number }>(sql`SELECT id FROM enterprises WHERE code = ${code}`);
    return r.rows[0]!.id;
  };
  const count = async (query: ReturnType<typeof sql>): Promise<number> => {
    const r = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${query}) AS q`);
    return r.rows[0]!.n;
  };
  return { post, get, userId, entId, count };
}
