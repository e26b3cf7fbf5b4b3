import { sampleSaveResponse } from '@arflow/domain/api/sample';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, failureKind, messagesOf, NetworkError, ResponseShapeError } from './api-error.ts';
import { call, configureClient } from './client.ts';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureClient({ token: () => 'tok', locale: () => 'en', unauthorized: () => {} });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (status: number, body: string, type = 'application/json') =>
  new Response(body, { status, headers: { 'content-type': type } });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('an upload that is too large', () => {
  it('sends a FormData body as multipart, not as JSON', async () => {
    fetchMock.mockResolvedValue(answer(200, '{"ok":true}'));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.pdf');
    await call('/documents/upload', { body: form });
    const init = fetchMock.mock.calls[0]?.[1] ?? {};
    const headers = (init.headers ?? {}) as Record<string, string>;
    expect(init.body).toBe(form);
    expect(init.method).toBe('POST');
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Authorization).toBe('Bearer tok');
  });

  it("shows the server's 413 message", async () => {
    fetchMock.mockResolvedValue(
      answer(
        413,
        JSON.stringify({ status: 413, code: 'PAYLOAD_TOO_LARGE', messages: ['The request is too large'] }),
      ),
    );
    const error = await failure(call('/documents/upload', { body: new FormData() }));
    expect(error.status).toBe(413);
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(messagesOf(error, 'en')).toEqual(['The request is too large']);
  });

  it("a proxy's own 413 page gets the catalogue text in the user's language", async () => {
    fetchMock.mockResolvedValue(
      answer(413, '<html><body>413 Request Entity Too Large</body></html>', 'text/html'),
    );
    const en = await failure(call('/documents/upload', { body: new FormData() }));
    expect(messagesOf(en, 'en')).toEqual(['The request is too large']);
    configureClient({ locale: () => 'vi' });
    fetchMock.mockResolvedValue(answer(413, ''));
    const vi = await failure(call('/samples', { body: { a: 1 } }));
    expect(vi.code).toBe('PAYLOAD_TOO_LARGE');
    expect(messagesOf(vi, 'vi')).toEqual(['Dữ liệu gửi lên quá lớn']);
  });
});

describe('a call that gets no answer', () => {
  it.each([
    ['offline or refused', new TypeError('Failed to fetch')],
    ['CORS refusal', new TypeError('NetworkError when attempting to fetch resource.')],
    ['anything else fetch throws', new Error('socket hang up')],
  ])("%s is a network failure, not the server's 500", async (_case, cause) => {
    fetchMock.mockRejectedValue(cause);
    const error = await call('/samples').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(failureKind(error)).toBe('network');
    expect(messagesOf(error, 'en')).toEqual([
      'Cannot reach the server. Check your network connection and try again.',
    ]);
    expect(messagesOf(error, 'vi')[0]).toMatch(/Không kết nối được máy chủ/);
  });

  it('lets an aborted call stay an abort (react-query cancels it)', async () => {
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    const error = await call('/samples').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
  });

  it("keeps the server's own failures apart", async () => {
    fetchMock.mockResolvedValue(
      answer(500, JSON.stringify({ status: 500, code: 'INTERNAL', messages: ['Something wrong'] })),
    );
    const server = await failure(call('/samples'));
    expect(failureKind(server)).toBe('server');
    expect(messagesOf(server, 'en')).toEqual(['Something wrong']);
    fetchMock.mockResolvedValue(
      answer(404, JSON.stringify({ status: 404, code: 'NOT_FOUND', messages: ['Not found'] })),
    );
    expect(failureKind(await failure(call('/sample/9')))).toBe('refused');
  });
});

describe('answers checked against their domain schema (development and tests)', () => {
  const item = {
    id: 1,
    ent_id: 2,
    ent_name: 'A',
    code: 'S-1',
    name: 'Sample',
    email: 'a@b.vn',
    phone: '0901234567',
    amount: 1000,
    rate: 1.5,
    effective_date: '2026-11-20',
    description: null,
    status: 'ACTIVE',
    created_at: '2026-11-20T00:00:00Z',
    updated_at: '2026-11-20T00:00:00Z',
  };

  it('answers a matching body as it came', async () => {
    fetchMock.mockResolvedValue(answer(200, JSON.stringify({ data: item })));
    const saved = await call('/sample/form', { body: {}, schema: sampleSaveResponse });
    expect(saved.data.code).toBe('S-1');
  });

  it('fails loudly when the server and the domain schema disagree', async () => {
    fetchMock.mockResolvedValue(answer(200, JSON.stringify({ data: { ...item, amount: '1000' } })));
    const error = await call('/sample/form', { body: {}, schema: sampleSaveResponse }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(String((error as Error).message)).toMatch(/data\.amount/);
  });
});
