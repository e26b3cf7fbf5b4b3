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

describe('requestLocale precedence', () => {
  // docs/architecture.md said Accept-Language wins; the decision (docs/decisions.md) and the code
  // say the cookie does: the portal sends both from the same choice, and a browser's own requests
  // carry its default Accept-Language, not the user's choice.
  it('the locale cookie wins over Accept-Language, which wins over the default', () => {
    expect(requestLocale({ headers: { cookie: 'locale=en', 'accept-language': 'vi' } })).toBe('en');
    expect(requestLocale({ headers: { cookie: 'locale=vn', 'accept-language': 'en' } })).toBe('vi');
    expect(requestLocale({ headers: { cookie: 'other=1', 'accept-language': 'en' } })).toBe('en');
    expect(requestLocale({ headers: {} })).toBe('vi');
  });

  it('reads Accept-Language by its q-values, not by list order', () => {
    expect(requestLocale({ headers: { 'accept-language': 'en;q=0.5, vi' } })).toBe('vi');
    expect(requestLocale({ headers: { 'accept-language': 'vi;q=0, en;q=0.1' } })).toBe('en');
    expect(requestLocale({ headers: { 'accept-language': 'fr-FR, en-US;q=0.8, vi;q=0.7' } })).toBe('en');
    expect(requestLocale({ headers: { 'accept-language': 'en;q=0, fr' } })).toBe('vi');
  });
});
