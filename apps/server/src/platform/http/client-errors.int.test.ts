import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/helpers.ts';

/**
 * Answers Node or the router give before any route runs (issue 20 §7, §8): a slow body or slow
 * headers end with 408 within the configured time, and every refusal made before routing has
 * the one error shape, in the caller's language, with the headers every answer carries.
 * Timeouts are one second here; in production 15 s (headers) and 30 s (body), README "Timeouts".
 */

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    env: { BODY_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '1000', BODY_MIN_RATE: '1000' },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  port = address.port;
});
afterAll(async () => {
  await t?.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from the first byte sent to the answer's first byte. */
  answeredAfter: number;
  /** The server closed the connection. */
  closed: boolean;
}

/**
 * Sends `head` at once, then `trickle` one piece every `everyMs` (as a slow client does) until
 * the server answers and closes, or `giveUpMs` passes.
 */
function rawRequest(
  head: string,
  trickle: string[] = [],
  everyMs = 200,
  giveUpMs = 6000,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let answeredAfter = -1;
    const chunks: Buffer[] = [];
    let next = 0;
    const sender = setInterval(() => {
      if (next < trickle.length && socket.writable) socket.write(trickle[next++] as string);
    }, everyMs);
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    function finish(closed: boolean) {
      clearInterval(sender);
      clearTimeout(giveUp);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      if (split < 0) return reject(new Error(`no answer after ${Date.now() - started} ms: '${text}'`));
      const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(statusLine?.split(' ')[1]),
        headers,
        body: text.slice(split + 4),
        answeredAfter,
        closed,
      });
    }
    socket.on('data', (chunk) => {
      if (answeredAfter < 0) answeredAfter = Date.now() - started;
      chunks.push(chunk);
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => {});
    socket.write(head);
  });
}

/** The headers every answer of the API carries, helmet's among them. */
function expectUsualHeaders(headers: Record<string, string>) {
  expect(headers['content-type']).toBe('application/json; charset=utf-8');
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

/** The one error shape with one message, and the usual headers, on a raw or an injected answer. */
function expectRefusal(
  answer: { status: number; body: string; headers: Record<string, unknown> },
  status: number,
  code: string,
  message: string,
) {
  expect(answer.status).toBe(status);
  expect(JSON.parse(answer.body)).toEqual({ status, code, messages: [message] });
  expectUsualHeaders(answer.headers as Record<string, string>);
}

const loginHead = (length: number, lang = 'en') =>
  'POST /api/auth/login HTTP/1.1\r\nHost: arflow.test\r\nContent-Type: application/json\r\n' +
  `Accept-Language: ${lang}\r\nContent-Length: ${length}\r\n\r\n`;

describe('timeouts', () => {
  // A sign-in declaring 2,000 bytes and sending one every 5 s was still open after 125 s.
  it('a body sent one byte at a time gets 408 in the error shape once its time is up', async () => {
    const answer = await rawRequest(loginHead(2000), Array(2000).fill(' '));
    expectRefusal(answer, 408, 'REQUEST_TIMEOUT', 'The request arrived too slowly, please try again');
    expect(answer.headers.connection).toBe('close');
    expect(answer.closed).toBe(true);
    // BODY_TIMEOUT_MS is 1 s: a few bytes earn nothing at BODY_MIN_RATE 1000 bytes/s.
    expect(answer.answeredAfter).toBeGreaterThanOrEqual(1000);
    expect(answer.answeredAfter).toBeLessThan(4000);
  });

  it('a large body that keeps moving at the minimum rate is not cut', async () => {
    // 3,000 bytes at 2,000 bytes/s: 1.5 s, past BODY_TIMEOUT_MS, but each 1,000 bytes earn a second.
    const json = JSON.stringify({ username: 'master', password: DEMO_PASSWORD });
    const body = json.padEnd(3000, ' ');
    const pieces = body.match(/[\s\S]{1,100}/g) as string[];
    const answer = await rawRequest(loginHead(body.length), pieces, 50, 3500);
    expect(answer.answeredAfter).toBeGreaterThan(1000);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).user.username).toBe('master');
  });

  it('headers sent too slowly get 408 in the error shape', async () => {
    const head = 'GET /api/health HTTP/1.1\r\nHost: arflow.test\r\n';
    const answer = await rawRequest(head, Array(50).fill('X-Slow: 1\r\n'));
    // Nothing of the request was read yet: the default language.
    expectRefusal(answer, 408, 'REQUEST_TIMEOUT', 'Yêu cầu đến quá chậm, vui lòng thử lại');
    expect(answer.closed).toBe(true);
    // HEADERS_TIMEOUT_MS is 1 s; Node looks for late headers every 250 ms here.
    expect(answer.answeredAfter).toBeLessThan(4000);
  });

  it('a client that sends its body in time is answered as usual on a kept-alive connection', async () => {
    const json = JSON.stringify({ username: 'master', password: DEMO_PASSWORD });
    const answer = await rawRequest(`${loginHead(json.length)}${json}`, [], 200, 1500);
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe('keep-alive');
    expect(answer.closed).toBe(false);
  });
});

describe('refusals before routing', () => {
  // A URL of 20,000 characters got Fastify's own 431 body: no code, no messages, English only.
  it('a URL of 20,000 characters gets 431 in the error shape and language', async () => {
    const url = `/api/samples?keyword=${'a'.repeat(20_000)}`;
    for (const [lang, message] of [
      ['en', 'The request address or headers are too large'],
      ['vi', 'Địa chỉ hoặc phần đầu (header) của yêu cầu quá lớn'],
    ]) {
      const answer = await rawRequest(
        `GET ${url} HTTP/1.1\r\nHost: a.test\r\nAccept-Language: ${lang}\r\n\r\n`,
      );
      expectRefusal(answer, 431, 'HEADERS_TOO_LARGE', message as string);
      expect(answer.closed).toBe(true);
    }
  });

  it('the locale cookie chooses the language of a 431 too', async () => {
    const answer = await rawRequest(
      `GET /api/health HTTP/1.1\r\nHost: a.test\r\nCookie: locale=en\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body).messages).toEqual(['The request address or headers are too large']);
  });

  it('bytes that are not HTTP get 400 in the error shape', async () => {
    const answer = await rawRequest('HELLO THERE\r\n\r\n');
    expectRefusal(answer, 400, 'BAD_REQUEST', 'Yêu cầu không hợp lệ');
  });

  it('a path parameter over the router limit gets 414 with the usual headers', async () => {
    const res = await t.app.inject({
      url: `/api/user/check/${'n'.repeat(200)}`,
      headers: { 'accept-language': 'en' },
    });
    expectRefusal({ ...res, status: res.statusCode }, 414, 'URI_TOO_LONG', 'The request address is too long');
  });

  it('bad percent-encoding, bad JSON and a body over the limit carry the shape and the headers', async () => {
    const BAD = 'The request is not valid';
    const cases = [
      { method: 'GET', url: '/api/user/check/%E0%A4%A', status: 400, code: 'BAD_REQUEST', message: BAD },
      { url: '/api/auth/login', payload: '{"username":', status: 400, code: 'BAD_REQUEST', message: BAD },
      {
        url: '/api/auth/login',
        payload: 'x'.repeat(20_000),
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The request is too large',
      },
    ];
    for (const { method = 'POST', url, payload, status, code, message } of cases as {
      method?: 'GET' | 'POST';
      url: string;
      payload?: string;
      status: number;
      code: string;
      message: string;
    }[]) {
      const res = await t.app.inject({
        method,
        url,
        headers: { 'accept-language': 'en', 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload }),
      });
      expectRefusal({ ...res, status: res.statusCode }, status, code, message);
    }
  });
});
