import { describe, expect, it } from 'vitest';
import { requestLocale } from './locale.ts';

describe('requestLocale on malformed input', () => {
  // Regression: decodeURIComponent threw URIError, and the error handler (which asks for the
  // locale) then failed too, answering Fastify's bare 500 with "URI malformed".
  it('ignores a cookie value that is not valid percent-encoding', () => {
    expect(requestLocale({ headers: { cookie: 'locale=%' } })).toBe('vi');
    expect(requestLocale({ headers: { cookie: 'locale=%E0%A4%A', 'accept-language': 'en' } })).toBe('en');
    expect(requestLocale({ headers: { cookie: 'a=%; locale=en' } })).toBe('en');
  });
});
