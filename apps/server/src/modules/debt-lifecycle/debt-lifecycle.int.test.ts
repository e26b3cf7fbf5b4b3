import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { fixedClock } from '../../platform/clock.ts';

// 10:00 on Monday 2 March 2026 in Vietnam.
const START = '2026-03-02';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock('2026-03-02T03:00:00Z') });
});
afterAll(async () => {
  await t?.close();
});

const move = async (username: string, business_date: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/business-date',
    headers: await t.auth(username),
    payload: { business_date },
  });

describe('the business clock', () => {
  it('only the master administrator moves it, only forward, and says what it closed', async () => {
    expect((await move('supplier1', '2026-03-03')).statusCode).toBe(403);
    const back = await move('master', '2026-03-01');
    expect(back.statusCode).toBe(422);
    expect(back.json().code).toBe('BUSINESS_DATE_BACKWARD');
    expect((await move('master', '2027-03-05')).json().code).toBe('BUSINESS_DATE_TOO_FAR');
    expect((await move('master', 'tomorrow')).statusCode).toBe(422);
    const now = await t.app.inject({ url: '/api/business-date', headers: await t.auth('master') });
    expect(now.json().data).toMatchObject({ business_date: START, real_date: START, offset_days: 0 });
  });
});
