import { describe, expect, it } from 'vitest';
import { loadConfig, ttlSeconds } from '../config.ts';
import { diff, redact } from './audit/audit.ts';
import { businessDate, fixedClock } from './clock.ts';
import { requestLocale } from './http/locale.ts';

describe('business clock', () => {
  it('gives the date in Asia/Ho_Chi_Minh (UTC+7)', () => {
    expect(businessDate(new Date('2026-03-01T16:59:59Z'))).toBe('2026-03-01');
    expect(businessDate(new Date('2026-03-01T17:00:00Z'))).toBe('2026-03-02');
    expect(fixedClock('2026-12-31T18:00:00Z').today()).toBe('2027-01-01');
  });
});

describe('config', () => {
  it('applies the defaults and reads overrides', () => {
    const c = loadConfig({ DATA_DIR: '/tmp/x' });
    expect(c).toMatchObject({
      port: 3000,
      host: undefined,
      jwtSecret: undefined,
      demo: undefined,
      embeddedPgPort: 5488,
      tokenTtl: '8h',
      databaseUrl: undefined,
    });
    expect(loadConfig({ PORT: '3101', TOKEN_TTL: '15m', HOST: '10.1.2.3', ARFLOW_DEMO: '1' })).toMatchObject({
      port: 3101,
      tokenTtl: '15m',
      host: '10.1.2.3',
      demo: true,
    });
    expect(loadConfig({ ARFLOW_DEMO: '0' }).demo).toBe(false);
    expect(() => loadConfig({ ARFLOW_DEMO: 'maybe' })).toThrow(/ARFLOW_DEMO/);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ TOKEN_TTL: 'forever' })).toThrow(/TOKEN_TTL/);
    expect(ttlSeconds('8h')).toBe(28_800);
    expect(ttlSeconds('30s')).toBe(30);
  });
});

describe('HTTP timeouts', () => {
  it('default to 15 s for headers, 30 s and 16 KiB/s for a body, 72 s idle; 0 is refused', () => {
    expect(loadConfig({}).http).toEqual({
      headersMs: 15_000,
      bodyMs: 30_000,
      bodyMinBytesPerSecond: 16_384,
      keepAliveMs: 72_000,
    });
    expect(loadConfig({ BODY_TIMEOUT_MS: '1000' }).http.bodyMs).toBe(1000);
    // 0 would switch the timeout off, which is what a slow client wants.
    for (const name of ['HEADERS_TIMEOUT_MS', 'BODY_TIMEOUT_MS', 'BODY_MIN_RATE', 'KEEP_ALIVE_TIMEOUT_MS']) {
      expect(() => loadConfig({ [name]: '0' })).toThrow(new RegExp(`${name} must be at least 1`));
    }
  });
});

describe('JWT_SECRET', () => {
  it('refuses a secret shorter than 32 bytes at start, with a clear message', () => {
    expect(() => loadConfig({ JWT_SECRET: 's' })).toThrow(/JWT_SECRET must be at least 32 bytes long, got 1/);
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(31) })).toThrow(/JWT_SECRET/);
    // Bytes, not characters: 11 Vietnamese letters of 3 bytes each are enough.
    expect(loadConfig({ JWT_SECRET: 'ệ'.repeat(11) }).jwtSecret).toBe('ệ'.repeat(11));
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
  });
});

describe('request language', () => {
  const locale = (headers: Record<string, string>) => requestLocale({ headers });
  it('prefers the locale cookie, then Accept-Language, then Vietnamese', () => {
    expect(locale({})).toBe('vi');
    expect(locale({ 'accept-language': 'en-US,en;q=0.9' })).toBe('en');
    expect(locale({ 'accept-language': 'fr-FR, vi;q=0.5' })).toBe('vi');
    expect(locale({ 'accept-language': 'en', cookie: 'a=1; locale=vn' })).toBe('vi');
    expect(locale({ cookie: 'locale=en' })).toBe('en');
  });
});

describe('audit helpers', () => {
  it('redacts secrets at any depth', () => {
    expect(redact({ username: 'a', password: 'p', nested: [{ otp: '1', ok: 2 }], api_key: 'k' })).toEqual({
      username: 'a',
      password: '[redacted]',
      nested: [{ otp: '[redacted]', ok: 2 }],
      api_key: '[redacted]',
    });
  });
  it('lists only the changed fields', () => {
    expect(diff({ a: 1, b: 'x', c: null }, { a: 1, b: 'y', c: undefined })).toEqual({
      b: { from: 'x', to: 'y' },
    });
  });
});
