import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { multipart, type Part } from './files.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** What an API test file of a business module uses: its own app and short calls as a demo user. */
export interface ApiHarness {
  /** The file's test app (set once `beforeAll` has run). */
  readonly t: TestApp;
  post(
    url: string,
    payload: unknown,
    user?: string,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  get(url: string, user?: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** A multipart form POSTed as a stream (as a browser sends it), in English unless `headers` say otherwise. */
  send(
    url: string,
    parts: Part[],
    user?: string,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** A company's id by its code. */
  idOf(code: string): Promise<number>;
}

/**
 * One test app for the whole file (created before its tests, closed after), with calls signed in
 * as a demo user (`crm` unless told): the setup every company module's API tests share.
 */
export function useApiHarness(options: Parameters<typeof createTestApp>[0] = {}): ApiHarness {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(options);
  });
  afterAll(async () => {
    await app?.close();
  });
  const t = () => {
    if (!app) throw new Error('the test app is created in beforeAll');
    return app;
  };
  return {
    get t() {
      return t();
    },
    async post(url, payload, user = 'crm', headers = {}) {
      return t().app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: { ...(await t().auth(user)), ...headers },
      });
    },
    async get(url, user = 'crm', headers = {}) {
      return t().app.inject({ url, headers: { ...(await t().auth(user)), ...headers } });
    },
    async send(url, parts, user = 'crm', headers = {}) {
      const body = multipart(parts);
      return t().app.inject({
        method: 'POST',
        url,
        payload: Readable.from([body.payload]),
        headers: { ...body.headers, ...(await t().auth(user)), 'accept-language': 'en', ...headers },
      });
    },
    async idOf(code) {
      const r = await t().db.execute<{ id: number }>(sql`SELECT id FROM enterprises WHERE code = ${code}`);
      const id = r.rows[0]?.id;
      if (id === undefined) throw new Error(`no company ${code}`);
      return id;
    },
  };
}
