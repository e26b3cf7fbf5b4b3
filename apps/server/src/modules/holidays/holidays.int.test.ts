import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { loadHolidays } from './holidays.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Holiday = { id: number; holiday_date: string; name_vi: string; name_en: string };
const day = { holiday_date: '2026-12-31', name_vi: 'Nghỉ cuối năm', name_en: 'Year-end day off' };

async function post(url: string, user: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers: await t.auth(user) });
}

describe('public holidays', () => {
  it('are seeded with the official days off of 2026 and 2027, listed by year in date order', async () => {
    const res = await t.app.inject({ url: '/api/holidays?year=2026', headers: await t.auth('accountant') });
    expect(res.statusCode).toBe(200);
    const dates = (res.json().data as Holiday[]).map((h) => h.holiday_date);
    expect(dates).toContain('2026-04-30');
    expect(dates).toContain('2026-09-02');
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((d) => d.startsWith('2026-'))).toBe(true);
    const next = await t.app.inject({ url: '/api/holidays?year=2027', headers: await t.auth('master') });
    expect((next.json().data as Holiday[]).length).toBeGreaterThan(5);
  });

  it('are kept by administrators only: a date once, corrected, removed, and used by the date rules', async () => {
    expect((await post('/api/holidays/form', 'accountant', day)).statusCode).toBe(403);
    expect((await post('/api/holidays/form', 'supplier1', day)).statusCode).toBe(403);

    const added = await post('/api/holidays/form', 'master', day);
    expect(added.statusCode).toBe(200);
    const { id } = added.json().data as Holiday;
    expect(await loadHolidays(t.db)).toContain('2026-12-31');

    const again = await post('/api/holidays/form', 'submaster', day);
    expect(again.statusCode).toBe(422);
    // Vietnamese by default (no Accept-Language).
    expect(again.json().fields.holiday_date).toEqual(['Ngày này đã có trong lịch nghỉ lễ']);

    const fixed = await post(`/api/holidays/form/${id}`, 'submaster', {
      ...day,
      name_en: 'Year-end holiday',
    });
    expect(fixed.json().data.name_en).toBe('Year-end holiday');

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/holidays/${id}`,
      headers: await t.auth('master'),
    });
    expect(del.statusCode).toBe(200);
    expect(await loadHolidays(t.db)).not.toContain('2026-12-31');
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/holidays/${id}`,
      headers: await t.auth('master'),
    });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses bad input in the user’s language and changes nothing', async () => {
    const before = (await loadHolidays(t.db)).length;
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/holidays/form',
      payload: { holiday_date: '2026-02-30', name_vi: '', name_en: 'x' },
      headers: { ...(await t.auth('master')), 'accept-language': 'vi' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['holiday_date', 'name_vi']);
    const year = await t.app.inject({ url: '/api/holidays?year=20x6', headers: await t.auth('master') });
    expect(year.statusCode).toBe(422);
    expect((await loadHolidays(t.db)).length).toBe(before);
  });
});
