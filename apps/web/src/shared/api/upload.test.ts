import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, messagesOf } from './api-error.ts';
import { download } from './upload.ts';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a generated file downloaded', () => {
  it.each(['en', 'vi'] as const)(
    'is asked for in the language given (%s), and a refusal is worded in it',
    async (locale) => {
      fetchMock.mockResolvedValue(new Response('', { status: 403 }));
      const error = await download('/transactions/early-unpaid/export', { ids: '1' }, 'x.xlsx', {
        locale,
      }).catch((e: unknown) => e);
      const headers = (fetchMock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;
      // Without it the browser's own Accept-Language would choose the file's language.
      expect(headers['Accept-Language']).toBe(locale);
      expect(error).toBeInstanceOf(ApiError);
      expect(messagesOf(error, locale)[0]).toBe(
        locale === 'en' ? 'Action not allowed' : 'Thao tác không được phép',
      );
    },
  );
});
