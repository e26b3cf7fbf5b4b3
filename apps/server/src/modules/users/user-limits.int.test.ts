import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { USER_CHECK_RATE_MAX: '5', CHANGE_PASSWORD_RATE_MAX: '3' } });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/user/check/{name}', () => {
  it('is limited per address, so it cannot list the accounts', async () => {
    const check = (name: string, ip: string) =>
      t.app.inject({ url: `/api/user/check/${name}`, remoteAddress: ip });
    const names = ['master', 'viewer', 'guess01', 'crm', 'guess02'];
    for (const name of names) expect((await check(name, '10.6.0.1')).statusCode).toBe(200);
    const blocked = await check('buyer1', '10.6.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(blocked.json()).not.toHaveProperty('available');
    // Counted before validation: an invalid name costs the same.
    expect((await check('x', '10.6.0.1')).statusCode).toBe(429);
    expect((await check('buyer1', '10.6.0.2')).json()).toEqual({ name: 'buyer1', available: false });
  });

  it('is shared with another instance of the server', async () => {
    const other = await t.sibling({ USER_CHECK_RATE_MAX: '5' });
    for (let i = 0; i < 5; i++) {
      const app = i % 2 ? other : t.app;
      expect(
        (await app.inject({ url: `/api/user/check/probe${i}`, remoteAddress: '10.6.1.1' })).statusCode,
      ).toBe(200);
    }
    expect(
      (await other.inject({ url: '/api/user/check/probe9', remoteAddress: '10.6.1.1' })).statusCode,
    ).toBe(429);
  });
});

describe('POST /api/user/change-password', () => {
  it('is limited per account, so a stolen token cannot guess the old password', async () => {
    const token = await t.login('camanager');
    const change = (old_password: string, ip: string, tok = token) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/change-password',
        headers: { authorization: `Bearer ${tok}` },
        payload: { old_password, new_password: 'Kv7#mq2Lx9', confirm_password: 'Kv7#mq2Lx9' },
        remoteAddress: ip,
      });
    for (const guess of ['Guess@0001', 'Guess@0002', 'Guess@0003']) {
      expect((await change(guess, '10.7.0.1')).statusCode).toBe(422);
    }
    // The right old password too, and from another address or another token of the same user.
    expect((await change(DEMO_PASSWORD, '10.7.0.1')).statusCode).toBe(429);
    expect((await change(DEMO_PASSWORD, '10.7.0.2', await t.login('camanager'))).statusCode).toBe(429);
    // Another user is not affected.
    const other = await t.login('casenior');
    expect((await change(DEMO_PASSWORD, '10.7.0.1', other)).statusCode).toBe(200);
  });
});
