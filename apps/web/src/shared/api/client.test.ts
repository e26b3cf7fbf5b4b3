import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, messagesOf } from './api-error.ts';
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
