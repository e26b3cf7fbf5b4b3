import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { API_ACCESS } from '@arflow/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/helpers.ts';
import { JSON_BODY_LIMIT } from '../../app.ts';
import { LOGIN_BODY_LIMIT } from '../../modules/auth/public-route.ts';
import { MAX_FIELD_ERRORS } from './error-handler.ts';
import { readUpload } from './uploads.ts';

/**
 * One request must not stall the server or leave the client without an answer it can read
 * (issue "Safe to deploy" §4). How fast is a benchmark's business (bench/, `unknown-keys-1mib`
 * and `health-under-unknown-keys`); these tests check the behaviour that keeps it fast.
 */

const run = promisify(execFile);
const UPLOAD_LIMIT = 64 * 1024;
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({
    configure(app) {
      // Test-only upload with a small file limit, read the way a module reads one.
      app.post('/api/test/upload', { config: { access: API_ACCESS.public } }, async (req) => ({
        bytes: (await readUpload(req, UPLOAD_LIMIT))?.data.length ?? 0,
      }));
    },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await t?.close();
});

/** A JSON body of about `bytes` made of unknown keys (plus `extra` fields), built in linear time. */
function unknownKeysBody(bytes: number, extra = ''): string {
  const parts = extra ? [extra] : [];
  let size = extra.length + 2;
  for (let i = 0; size < bytes - 16; i++) {
    const part = `"k${i}":1`;
    parts.push(part);
    size += part.length + 1;
  }
  return `{${parts.join(',')}}`;
}

describe('a body of many unknown keys', () => {
  // 40,000 unknown keys made 40,000 field messages, de-duplicated in quadratic time: 6.8 s for
  // one 422 while /api/health waited 5.3 s.
  it('answers 422 with at most 50 fields and a count of the rest', async () => {
    const body = unknownKeysBody(JSON_BODY_LIMIT - 1024);
    const keys = body.split('"k').length - 1;
    expect(keys).toBeGreaterThan(40_000);
    for (const lang of ['vi', 'en'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/update/yourself',
        headers: { ...(await t.auth('viewer')), 'content-type': 'application/json', 'accept-language': lang },
        payload: body,
      });
      expect(res.statusCode).toBe(422);
      const answer = res.json();
      expect(Object.keys(answer.fields)).toHaveLength(MAX_FIELD_ERRORS);
      expect(answer.fields.k0).toEqual([
        lang === 'en' ? 'Unknown field: k0' : 'Trường không được hỗ trợ: k0',
      ]);
      expect(answer.messages.length).toBeLessThanOrEqual(MAX_FIELD_ERRORS + 1);
      // The schema's own missing fields come first (zod reports them before unknown keys).
      const rest =
        keys + Object.keys(answer.fields).filter((f) => !f.startsWith('k')).length - MAX_FIELD_ERRORS;
      expect(answer.messages.at(-1)).toBe(
        lang === 'en' ? `… and ${rest} more fields with errors` : `… và ${rest} trường lỗi khác`,
      );
      expect(res.body.length).toBeLessThan(10_000);
    }
  });

  it('a sign-in body over 16 KiB is refused before it is parsed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: unknownKeysBody(LOGIN_BODY_LIMIT + 100, `"username":"master","password":"${DEMO_PASSWORD}"`),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      messages: ['The request is too large'],
    });
    const small = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'master', password: DEMO_PASSWORD },
    });
    expect(small.statusCode).toBe(200);
  });

  it('counts against the sign-in limit before it is validated', async () => {
    const limited = await createTestApp({ env: { LOGIN_ADDRESS_RATE_MAX: '3' } });
    try {
      const send = (payload: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          payload,
          remoteAddress: '10.9.9.9',
        });
      const refused = unknownKeysBody(8_000, '"username":"master","password":"x"');
      for (let i = 0; i < 3; i++) expect((await send(refused)).statusCode).toBe(422);
      const blocked = await send(refused);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    } finally {
      await limited.close();
    }
  });
});

/**
 * The client in another process, as in production: sharing the server's event loop, fetch always
 * read the answer before the server's close reached it, and the reset never showed.
 */
const CLIENT = `
const [base, kind, times] = process.argv.slice(1);
const MB5 = 5 * 1024 * 1024;
const json = JSON.stringify({ username: 'master', password: 'x'.repeat(MB5) });
function body() {
  if (kind === 'json') return { headers: { 'content-type': 'application/json' }, body: json };
  if (kind === 'stream') {
    const chunk = new Uint8Array(256 * 1024).fill(0x20);
    let sent = 0;
    const stream = new ReadableStream({
      pull(c) { if (sent >= MB5) return c.close(); sent += chunk.length; c.enqueue(chunk); },
    });
    return { headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' };
  }
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(MB5)]), 'big.pdf');
  return { body: form };
}
const path = kind === 'multipart' ? '/api/test/upload' : '/api/auth/login';
const out = [];
for (let i = 0; i < Number(times); i++) {
  const b = body();
  try {
    const res = await fetch(base + path, { method: 'POST', ...b, headers: { ...b.headers, 'accept-language': 'en' } });
    const text = await res.text();
    let shape;
    try { const j = JSON.parse(text); shape = j.code + ' ' + j.messages.join(); } catch { shape = text.slice(0, 80); }
    out.push(res.status + ' ' + shape);
  } catch (err) {
    out.push('failed: ' + String(err.cause ?? err));
  }
}
console.log(JSON.stringify(out));
`;

async function fetchFromAnotherProcess(
  kind: 'json' | 'stream' | 'multipart',
  times: number,
): Promise<string[]> {
  const { stdout } = await run(
    process.execPath,
    ['--input-type=module', '-e', CLIENT, base, kind, String(times)],
    {
      maxBuffer: 1024 * 1024,
    },
  );
  return JSON.parse(stdout) as string[];
}

describe('a body over the limit, from a real client', () => {
  const TOO_LARGE = '413 PAYLOAD_TOO_LARGE The request is too large';

  // The server answered and closed while the client was still sending: the kernel reset the
  // connection and fetch failed (EPIPE / ECONNRESET) in 35 of 40 tries instead of reading the 413.
  it('answers 413 in the error shape to 40 of 40 fetches of 5 MB JSON', async () => {
    expect(await fetchFromAnotherProcess('json', 40)).toEqual(Array(40).fill(TOO_LARGE));
  }, 120_000);

  it('answers 413 to bodies streamed without Content-Length', async () => {
    expect(await fetchFromAnotherProcess('stream', 10)).toEqual(Array(10).fill(TOO_LARGE));
  }, 60_000);

  it('answers 413 in the error shape to multipart uploads over their file limit', async () => {
    expect(await fetchFromAnotherProcess('multipart', 10)).toEqual(Array(10).fill(TOO_LARGE));
    const small = new FormData();
    small.append('file', new Blob([new Uint8Array(1000)]), 'small.pdf');
    const ok = await fetch(`${base}/api/test/upload`, { method: 'POST', body: small });
    expect(await ok.json()).toEqual({ bytes: 1000 });
  }, 60_000);

  it('keeps serving on the same connection after a refused body', async () => {
    const first = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(first.status).toBe(413);
    expect(first.headers.get('connection')).not.toBe('close');
    await first.text();
    const health = await fetch(`${base}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
  });
});
