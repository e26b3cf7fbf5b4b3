import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { fixedClock } from '../../platform/clock.ts';
import { balances } from '../journal/index.ts';
import { lendingCalls } from './lending.fixture.ts';
import { lendingFormFixture } from './lending.module.ts';

// 15/04/2026: period 1 (02/03 → 02/04) has ended, period 2 (02/04 → 02/05) has run 13 days.
const h = useApiHarness({ clock: fixedClock('2026-04-15T03:00:00Z') });
const FORM = lendingFormFixture();
const PERIOD_1 = 8_493_151;
/** 13 days of period 2 on 1.000.000.000 at 10 %: round(1e9 × 10 × 13 / 36 500). */
const PERIOD_2_SO_FAR = 3_561_644;

const { adjust, slip } = lendingCalls(h);
const history = async (user = 'partner4', condition: object = { disbursed: true }) =>
  h.post(`/api/partner/${await h.idOf('PTN04')}/list-lending`, { search_condition: condition }, user);
const periods = (id: number, user = 'partner4') => h.post(`/api/partner/lending/${id}/list`, {}, user);
const column = (res: { json(): { data: Record<string, number>[] } }, key: string) =>
  res.json().data.map((p) => p[key]);

/** A loan of PTN04 taken to disbursement by the funder's transfer (3 → 5 → 6), skipping the OTP signing. */
async function disbursedLoan(): Promise<number> {
  const id: number = (
    await h.post(`/api/partner/${await h.idOf('PTN04')}/add-lending`, FORM, 'partner4')
  ).json().data.id;
  await h.t.db.execute(sql`UPDATE lendings SET status = 3 WHERE id = ${id}`);
  expect((await slip(id, 'record_disbursement', 'accountant')).json().data.status).toBe(5);
  expect((await adjust(id, { action: 'confirm_disbursement' }, 'partner4')).json().data.status).toBe(6);
  return id;
}

describe("the lending partner's transaction history", () => {
  it('lists only loans whose money went out, with the filters and sort of the loan list', async () => {
    const asked: number = (
      await h.post(`/api/partner/${await h.idOf('PTN04')}/add-lending`, FORM, 'partner4')
    ).json().data.id;
    const id = await disbursedLoan();
    const ids = (res: Awaited<ReturnType<typeof history>>) =>
      res.json().data.map((l: { id: number }) => l.id);
    const all = await history();
    expect(all.statusCode, all.body).toBe(200);
    expect(ids(all)).toContain(id);
    expect(ids(all)).not.toContain(asked);
    expect(ids(await history('partner4', {}))).toContain(asked);
    expect(ids(await history('partner4', { disbursed: true, keyword: String(id) }))).toEqual([id]);
    expect(ids(await history('partner4', { disbursed: true, status: 1 }))).toEqual([]);
    const bad = await history('partner4', { disbursed: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields)).toEqual(['search_condition.disbursed']);
  });

  it("shows each period's interest accrued to today, and paid once the settlement is booked", async () => {
    const id = await disbursedLoan();
    const before = await periods(id);
    expect(before.statusCode, before.body).toBe(200);
    expect(column(before, 'interest_accrued')).toEqual([PERIOD_1, PERIOD_2_SO_FAR, 0]);
    expect(column(before, 'interest_paid')).toEqual([0, 0, 0]);

    // Settled early today: the interest accrued to today is paid, each period's share of it.
    await adjust(id, { action: 'send_settlement_notice' }, 'accountant');
    expect((await slip(id, 'pay_settlement', 'accountant')).json().data.status).toBe(62);
    const paid = await periods(id);
    expect(column(paid, 'interest_paid')).toEqual([PERIOD_1, PERIOD_2_SO_FAR, 0]);
    // The books hold the same: every interest paid back, none left payable.
    const b = await balances(h.t.db, { lending_id: id });
    expect(b.loan_interest_expense).toBe(PERIOD_1 + PERIOD_2_SO_FAR);
    expect(b.loan_interest_payable).toBe(0);

    // The partner says it was not paid: nothing counts as paid until the funder pays again.
    await adjust(id, { action: 'reject_settlement', reason: 'Chưa nhận được tiền' }, 'partner4');
    expect(column(await periods(id), 'interest_paid')).toEqual([0, 0, 0]);
    await slip(id, 'pay_settlement', 'accountant');
    expect((await adjust(id, { action: 'confirm_settlement' }, 'partner4')).json().data.status).toBe(7);
    expect(column(await periods(id), 'interest_paid')).toEqual([PERIOD_1, PERIOD_2_SO_FAR, 0]);
  });

  it("refuses another partner's loans and partner ids in path and body", async () => {
    const id = await disbursedLoan();
    expect((await periods(id, 'partner1')).statusCode).toBe(404);
    expect((await periods(id, 'partner3')).statusCode).toBe(404);
    expect((await h.get(`/api/partner/lending/${id}`, 'partner2')).statusCode).toBe(404);
    expect((await history('partner1')).statusCode).toBe(404);
    const other = await h.post(
      `/api/partner/${await h.idOf('PTN01')}/list-lending`,
      { search_condition: { disbursed: true } },
      'partner4',
    );
    expect(other.statusCode).toBe(404);
    // The funder's staff read every partner's.
    expect((await periods(id, 'accountant')).statusCode).toBe(200);
  });
});
