import type { ReceivableStatus } from '@arflow/domain/statuses/receivable';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { fixedClock } from '../../platform/clock.ts';
import { runDailyClose } from '../../platform/jobs/daily-close.ts';
import { buyerDebtSettings } from '../credit-buyer/credit-buyer.tables.ts';
import { createCompany } from '../enterprises/fixtures.ts';
import { publicHolidays } from '../holidays/holidays.tables.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { createReceivable } from '../transactions/fixtures.ts';

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

/** Written apart from the code under test: the next day that is neither a weekend nor a holiday. */
function nextWorkingDay(date: string, holidays: Set<string>): string {
  const d = new Date(`${date}T00:00:00Z`);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6 || holidays.has(d.toISOString().slice(0, 10))) {
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return d.toISOString().slice(0, 10);
}
const plus = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

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

describe('a portfolio run forward day by day', () => {
  it('200 first-paid receivables enter settlement, become overdue after the grace days and bad debt on day N1', async () => {
    const holidays = new Set(
      (await t.db.select({ d: publicHolidays.holiday_date }).from(publicHolidays)).map((r) => r.d),
    );
    const buyId = await createCompany(t.db, 'BUYER');
    const supId = await createCompany(t.db, 'SUPPLIER');
    const now = new Date();
    const GRACE = 3;
    const N1 = 31;
    await t.db.insert(buyerDebtSettings).values({
      ent_id: buyId,
      grace_days: GRACE,
      bad_debt_days: N1,
      late_payment_rate: 150,
      overdue_type1_rate: 0.05,
      overdue_type2_rate: 0.066,
      created_at: now,
      updated_at: now,
    });
    // Due dates spread over 100 days from 3 March, weekends and the April–May holidays included.
    const dues = Array.from({ length: 200 }, (_, i) => plus('2026-03-03', Math.floor(i / 2)));
    const ids: number[] = [];
    for (const due of dues) {
      ids.push(
        await createReceivable(t.db, {
          supId,
          buyId,
          status: 'FIRST_PAID',
          maturity_date: due,
          inv_date: '2026-01-05',
        }),
      );
    }
    const expected = (due: string, day: string): ReceivableStatus => {
      const eff = nextWorkingDay(due, holidays);
      if (day >= plus(eff, N1)) return 'BAD_DEBT';
      if (day > plus(eff, GRACE)) return 'OVERDUE';
      if (day >= plus(eff, -7)) return 'SETTLEMENT';
      return 'FIRST_PAID';
    };

    // The first close of an installation closes its own date only; then every move closes each day.
    await runDailyClose({
      db: t.db,
      businessDate: START,
      clock: t.app.deps.clock,
      steps: t.app.deps.dailySteps,
      log: t.app.log,
    });
    let day = START;
    for (let n = 1; n <= 120; n += 1) {
      const next = plus(day, 1);
      const res = await move('master', next);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        business_date: next,
        offset_days: n,
        last_closed: next,
        closed: [next],
      });
      day = next;
      const rows = await t.db
        .select({ id: receivables.id, status: receivables.status })
        .from(receivables)
        .where(inArray(receivables.id, ids));
      const got = new Map(rows.map((r) => [r.id, r.status]));
      const wrong = ids.filter((id, i) => got.get(id) !== expected(dues[i]!, day));
      expect(
        wrong.map(
          (id) => `${dues[ids.indexOf(id)]}: ${got.get(id)} ≠ ${expected(dues[ids.indexOf(id)]!, day)}`,
        ),
        day,
      ).toEqual([]);
    }
  }, 300_000);
});
