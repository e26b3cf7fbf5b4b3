import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/helpers.ts';
import type { ZodApp } from '../../platform/http/types.ts';

const opened: TestApp[] = [];
afterAll(async () => {
  for (const t of opened) await t.close();
});
async function appWith(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp({ env });
  opened.push(t);
  return t;
}

const attempt = (app: ZodApp, ip: string, username: string, password = 'Wrong@12345') =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: ip });

describe('per-address cap', () => {
  it('refuses an address that tries many usernames, before reading the body', async () => {
    const t = await appWith({ LOGIN_ADDRESS_RATE_MAX: '5' });
    const names = ['viewer', 'crm', 'casenior', 'nobody1', 'buyer1@saomai.vn'];
    for (const name of names) expect((await attempt(t.app, '10.1.0.1', name)).statusCode).toBe(401);
    const blocked = await attempt(t.app, '10.1.0.1', 'supplier1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Even the right password and even a body that is not valid: the address is held off.
    expect((await attempt(t.app, '10.1.0.1', 'supplier1', DEMO_PASSWORD)).statusCode).toBe(429);
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
      remoteAddress: '10.1.0.1',
    });
    expect(garbage.statusCode).toBe(429);
    // Another address is not affected.
    expect((await attempt(t.app, '10.1.0.2', 'supplier1', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('counts failures only: colleagues signing in from one office address are not held off', async () => {
    const t = await appWith({ LOGIN_ADDRESS_RATE_MAX: '3' });
    for (const user of ['viewer', 'crm', 'casenior', 'accountant', 'collector', 'buyer1']) {
      expect((await attempt(t.app, '10.1.1.1', user, DEMO_PASSWORD)).statusCode).toBe(200);
    }
    for (let i = 0; i < 3; i++) expect((await attempt(t.app, '10.1.1.1', 'viewer')).statusCode).toBe(401);
    expect((await attempt(t.app, '10.1.1.1', 'viewer', DEMO_PASSWORD)).statusCode).toBe(429);
  });
});

describe('per-account limits', () => {
  it('counts the username and the e-mail of one account together', async () => {
    const t = await appWith({ LOGIN_RATE_MAX: '4' });
    for (const name of ['buyer2', 'BUYER2@hoabinhfood.vn', 'Buyer2', 'buyer2@HOABINHFOOD.VN']) {
      expect((await attempt(t.app, '10.2.0.1', name)).statusCode).toBe(401);
    }
    expect((await attempt(t.app, '10.2.0.1', 'buyer2@hoabinhfood.vn', DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await attempt(t.app, '10.2.0.1', 'buyer2', DEMO_PASSWORD)).statusCode).toBe(429);
    // Another account from the same address, and the same account from its owner's address.
    expect((await attempt(t.app, '10.2.0.1', 'buyer1', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await attempt(t.app, '10.2.0.2', 'buyer2', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('caps one account over all addresses, and an unknown name by its text', async () => {
    const t = await appWith({ LOGIN_ACCOUNT_RATE_MAX: '3' });
    for (const ip of ['10.3.0.1', '10.3.0.2', '10.3.0.3']) {
      expect((await attempt(t.app, ip, 'supplier3')).statusCode).toBe(401);
      expect((await attempt(t.app, ip, 'Ghost.User')).statusCode).toBe(401);
    }
    expect((await attempt(t.app, '10.3.0.4', 'supplier3', DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await attempt(t.app, '10.3.0.4', 'ghost.user')).statusCode).toBe(429);
    expect((await attempt(t.app, '10.3.0.4', 'supplier2', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  // 100 wrong passwords for buyer1 from many addresses locked buyer1 out for 15 minutes for
  // everyone, its owner included (issue 20 §9).
  it('a stranger filling the account cap from many addresses does not lock the owner out', async () => {
    const t = await appWith({ LOGIN_ACCOUNT_RATE_MAX: '5', LOGIN_RATE_MAX: '3' });
    const owner = '10.7.0.1';
    expect((await attempt(t.app, owner, 'buyer1', DEMO_PASSWORD)).statusCode).toBe(200);
    const attack = Array.from({ length: 40 }, (_, i) => `10.7.${1 + (i % 8)}.${1 + i}`);
    const answers = [];
    for (const ip of attack) answers.push((await attempt(t.app, ip, 'buyer1')).statusCode);
    // The cap still holds the attackers' addresses: 5 guesses in all, then 429.
    expect(answers.filter((s) => s === 401)).toHaveLength(5);
    expect(answers.slice(5).every((s) => s === 429)).toBe(true);
    // Even the right password from an address the account never used is refused while it runs.
    const stranger = await attempt(t.app, '10.7.9.9', 'buyer1@saomai.vn', DEMO_PASSWORD);
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, at the address they signed in from, still gets in (username or e-mail)…
    expect((await attempt(t.app, owner, 'buyer1', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await attempt(t.app, owner, 'BUYER1@saomai.vn', DEMO_PASSWORD)).statusCode).toBe(200);
    // …a typo there is an ordinary 401, and the owner's address keeps its own cap.
    for (let i = 0; i < 3; i++) expect((await attempt(t.app, owner, 'buyer1')).statusCode).toBe(401);
    expect((await attempt(t.app, owner, 'buyer1', DEMO_PASSWORD)).statusCode).toBe(429);
    // Another account is untouched.
    expect((await attempt(t.app, '10.7.9.9', 'buyer2', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('an address of another account is not known to this one', async () => {
    const t = await appWith({ LOGIN_ACCOUNT_RATE_MAX: '2' });
    expect((await attempt(t.app, '10.8.0.1', 'supplier1', DEMO_PASSWORD)).statusCode).toBe(200);
    for (const ip of ['10.8.1.1', '10.8.1.2'])
      expect((await attempt(t.app, ip, 'supplier2')).statusCode).toBe(401);
    expect((await attempt(t.app, '10.8.0.1', 'supplier2', DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('a successful sign-in gives its attempt back', async () => {
    const t = await appWith({ LOGIN_RATE_MAX: '2' });
    for (let i = 0; i < 5; i++) {
      expect((await attempt(t.app, '10.4.0.1', 'partner1', DEMO_PASSWORD)).statusCode).toBe(200);
    }
    expect((await attempt(t.app, '10.4.0.1', 'partner1')).statusCode).toBe(401);
    expect((await attempt(t.app, '10.4.0.1', 'partner1', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('counters shared by the instances', () => {
  it('two servers on one database count the same attempts', async () => {
    const limits = { LOGIN_RATE_MAX: '4', LOGIN_ADDRESS_RATE_MAX: '6' };
    const t = await appWith(limits);
    const other = await t.sibling(limits);
    // One account from one address, alternating servers: 4 in all.
    for (const app of [t.app, other, t.app, other]) {
      expect((await attempt(app, '10.5.0.1', 'partner2')).statusCode).toBe(401);
    }
    expect((await attempt(t.app, '10.5.0.1', 'partner2', DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await attempt(other, '10.5.0.1', 'partner2', DEMO_PASSWORD)).statusCode).toBe(429);
    // One address over usernames: 6 in all, whichever server answers.
    for (const [app, name] of [
      [t.app, 'a1'],
      [other, 'a2'],
      [t.app, 'a3'],
      [other, 'a4'],
      [t.app, 'a5'],
      [other, 'a6'],
    ] as const) {
      expect((await attempt(app, '10.5.0.2', name)).statusCode).toBe(401);
    }
    expect((await attempt(other, '10.5.0.2', 'a7')).statusCode).toBe(429);
    expect((await attempt(t.app, '10.5.0.2', 'a8')).statusCode).toBe(429);
  });
});
