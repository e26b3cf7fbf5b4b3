import { COLLECTION_COLUMNS } from '@arflow/domain/api/collections';
import { addDays } from '@arflow/domain/dates';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { formWithFile } from '../../../test/files.ts';
import { expectedSettlement } from '../../../test/settlement.ts';
import { fixedClock } from '../../platform/clock.ts';
import { TINY_PDF } from '../../platform/files/samples.ts';
import { runDailyClose } from '../../platform/jobs/daily-close.ts';
import { createCompany } from '../enterprises/index.ts';
import { balances, unbalancedEntries } from '../journal/index.ts';
import { recordedPayments } from '../payments/settlement-terms.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { createTransaction } from '../transactions/index.ts';
import { transactions } from '../transactions/transactions.tables.ts';

// 10:00 on Monday 15 March 2027 in Vietnam: the fixtures' receivables fell due on 29 January.
const TODAY = '2027-03-15';
const api = useApiHarness({ clock: fixedClock('2027-03-15T03:00:00Z') });
afterEach(async () => {
  expect(await unbalancedEntries(api.t.db)).toEqual([]);
});

const form = (fields: Record<string, string | number>) =>
  formWithFile(fields, { content: TINY_PDF, filename: 'slip.pdf' });

/** A call as a demo user to `/api` + `url`. */
const call = (method: 'GET' | 'POST', url: string, user: string, payload?: unknown) =>
  method === 'GET' ? api.get(`/api${url}`, user) : api.post(`/api${url}`, payload, user);

async function collect(arId: number, f: Record<string, string | number>, user = 'accountant') {
  const body = form(f);
  return api.t.app.inject({
    method: 'POST',
    url: `/api/debt-collection/${arId}/collect`,
    payload: body.payload,
    headers: { ...(await api.t.auth(user)), 'content-type': body.type },
  });
}

/** A paid transaction of one receivable of 100.000.000 (advance 80.000.000), now in `status`. */
async function owed(status: 'OVERDUE' | 'BAD_DEBT' | 'FIRST_PAID') {
  const supId = await createCompany(api.t.db, 'SUPPLIER');
  const buyId = await createCompany(api.t.db, 'BUYER');
  const tr = await createTransaction(api.t.db, { supId, buyId, status: 'COMPLETED', arCount: 1 });
  const pay = form({ trans_id: tr.id, payment_date: '2026-11-03' });
  const paid = await api.t.app.inject({
    method: 'POST',
    url: `/api/transactions/${tr.id}/first-payment/upload`,
    payload: pay.payload,
    headers: { ...(await api.t.auth('accountant')), 'content-type': pay.type },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  // The daily lifecycle moves it (debt-lifecycle tests); here the test starts at that stage.
  await api.t.db.update(receivables).set({ status }).where(inArray(receivables.id, tr.arIds));
  return { ...tr, arId: tr.arIds[0]!, buyId };
}

/** What the accountant must enter for a payment of `amount` on `date`: the engine's own reading. */
async function entry(arId: number, buyId: number, date: string, amount: number) {
  const prior = await recordedPayments(api.t.db, arId);
  const expected = await expectedSettlement(api.t.db, arId, buyId, date, amount, prior);
  return { ar_id: arId, payment_date: date, amount, ...expected };
}

describe('debt collection', () => {
  it('lists an overdue receivable with its days late, unpaid amount and penal interest', async () => {
    const o = await owed('OVERDUE');
    const res = await call('POST', '/debt-overdue/overdue', 'accountant', {
      search_condition: { trans_code: o.trans_code },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = res.json().data;
    expect(row).toMatchObject({ id: o.arId, status: 'OVERDUE', days_late: 45, unpaid: 100_000_000 });
    expect(row.penal_outstanding).toBeGreaterThan(0);
    expect(
      (
        await call('POST', '/debt-overdue/completed', 'accountant', {
          search_condition: { trans_code: o.trans_code },
        })
      ).json().data,
    ).toEqual([]);
    expect((await call('POST', '/debt-overdue/overdue', 'supplier1', {})).statusCode).toBe(403);
    expect(
      (await call('POST', '/debt-overdue/overdue', 'accountant', { search_condition: { x: 1 } })).statusCode,
    ).toBe(422);
  });

  it("exports the list with each receivable's position, as the screen shows it", async () => {
    const o = await owed('OVERDUE');
    const body = { search_condition: { trans_code: o.trans_code } };
    const [row] = (await call('POST', '/debt-overdue/overdue', 'accountant', body)).json().data;
    const res = await call('POST', '/debt-overdue/overdue/export', 'accountant', body);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const cell = (key: string) =>
      sheet.getRow(2).getCell(COLLECTION_COLUMNS.findIndex((c) => c.key === key) + 1).value;
    expect(sheet.rowCount).toBe(2);
    expect(cell('days_late')).toBe(45);
    expect(cell('unpaid')).toBe(100_000_000);
    expect(cell('penal_outstanding')).toBe(row.penal_outstanding);
  });

  it('collects in two payments, the last ending in DONE_COLLECTION and the transaction liquidated', async () => {
    const o = await owed('OVERDUE');
    const first = await entry(o.arId, o.buyId, '2027-03-01', 50_000_000);
    const { position: _p1, ...f1 } = first;
    const r1 = await collect(o.arId, f1);
    expect(r1.statusCode, r1.body).toBe(200);
    expect(r1.json()).toMatchObject({ settled: false });
    const detail = await call('GET', `/debt-collection/${o.arId}`, 'accountant');
    expect(detail.json().data).toMatchObject({ status: 'OVERDUE', unpaid: 50_000_000 });
    expect(detail.json().payments).toHaveLength(1);
    expect(detail.json().actions).toContain('complete_collection');

    // Everything owed today: what a payment of 1 leaves unpaid, that 1, and the penal interest.
    const probe = (await entry(o.arId, o.buyId, TODAY, 1)).position;
    const rest = probe.unpaid + 1 + probe.penalOutstanding;
    const { position: _p2, ...f2 } = await entry(o.arId, o.buyId, TODAY, rest);
    const r2 = await collect(o.arId, f2);
    expect(r2.statusCode, r2.body).toBe(200);
    expect(r2.json()).toMatchObject({ settled: true, liquidated: true });
    const [ar] = await api.t.db.select().from(receivables).where(eq(receivables.id, o.arId));
    expect(ar!.status).toBe('DONE_COLLECTION');
    const [tr] = await api.t.db.select().from(transactions).where(eq(transactions.id, o.id));
    expect(tr!.status).toBe('LIQUIDATED');
    const b = await balances(api.t.db, { receivable_id: o.arId });
    expect([b.buyer_receivable, b.penal_receivable, b.supplier_residual_payable]).toEqual([0, 0, 0]);
    const done = await call('POST', '/debt-overdue/completed', 'accountant', {
      search_condition: { trans_code: o.trans_code },
    });
    expect(done.json().data.map((r: { id: number }) => r.id)).toEqual([o.arId]);
  });

  it('refuses a collection on a receivable not overdue, for another receivable or with wrong figures', async () => {
    const o = await owed('FIRST_PAID');
    const { position: _p, ...f } = await entry(o.arId, o.buyId, '2027-03-01', 10_000_000);
    expect((await collect(o.arId, f)).json().code).toBe('TRANSITION_NOT_ALLOWED');
    const other = await owed('OVERDUE');
    expect((await collect(other.arId, f)).statusCode).toBe(422);
    const { position: _q, ...g } = await entry(other.arId, other.buyId, '2027-03-01', 10_000_000);
    expect((await collect(other.arId, { ...g, interest_paid: g.interest_paid + 1 })).json().code).toBe(
      'SETTLEMENT_DATA_INVALID',
    );
    expect((await collect(other.arId, g, 'supplier1')).statusCode).toBe(403);
    expect(await recordedPayments(api.t.db, other.arId)).toEqual([]);
  });

  it('applies the §5 date rules to collections: one per date, never before the latest, never after today', async () => {
    const o = await owed('BAD_DEBT');
    const { position: _p, ...f } = await entry(o.arId, o.buyId, '2027-03-01', 10_000_000);
    expect((await collect(o.arId, f)).statusCode).toBe(200);
    // Figures as the engine would read them do not matter: the dates are refused first.
    const sameDay = { ...f, amount: 5_000_000 };
    expect((await collect(o.arId, sameDay)).json().code).toBe('PAYMENT_DATE_TAKEN');
    expect((await collect(o.arId, { ...sameDay, payment_date: '2027-02-27' })).json().code).toBe(
      'PAYMENT_DATE_BEFORE_LATEST',
    );
    const future = await collect(o.arId, { ...sameDay, payment_date: addDays(TODAY, 1) });
    expect(future.statusCode).toBe(422);
    expect(future.json().fields).toHaveProperty('payment_date');
    expect(await recordedPayments(api.t.db, o.arId)).toHaveLength(1);
  });

  it('writes a bad debt off with a reason: the books clear it against the residual and an expense', async () => {
    const o = await owed('BAD_DEBT');
    expect(
      (await call('POST', `/debt-collection/${o.arId}/write-off`, 'master', { reason: '' })).statusCode,
    ).toBe(422);
    expect(
      (await call('POST', `/debt-collection/${o.arId}/write-off`, 'accountant', { reason: 'x' })).statusCode,
    ).toBe(403);
    const res = await call('POST', `/debt-collection/${o.arId}/write-off`, 'master', {
      reason: 'Bên mua phá sản',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('DELETED');
    expect(res.json().actions).toEqual([]);
    const b = await balances(api.t.db, { receivable_id: o.arId });
    expect([b.buyer_receivable, b.penal_receivable, b.supplier_residual_payable]).toEqual([0, 0, 0]);
    expect(b.write_off_expense).toBe(80_000_000 + b.penal_income);
    const gone = await call('POST', '/debt-overdue/bad-n-del', 'accountant', {
      search_condition: { trans_code: o.trans_code },
    });
    expect(gone.json().data.map((r: { id: number; status: string }) => r.status)).toEqual(['DELETED']);
    expect(
      (await call('POST', `/debt-collection/${o.arId}/write-off`, 'master', { reason: 'again' })).statusCode,
    ).toBe(422);
  });
});

describe('penal interest on the business clock', () => {
  it('is booked each closed date as the total to date less what is booked, adding up to the formula', async () => {
    const o = await owed('OVERDUE');
    const close = (date: string) =>
      runDailyClose({
        db: api.t.db,
        businessDate: date,
        clock: api.t.app.deps.clock,
        steps: api.t.app.deps.dailySteps,
        log: api.t.app.log,
      });
    for (let date = '2027-03-01'; date <= TODAY; date = addDays(date, 1)) {
      await close(date);
      const { position } = await entry(o.arId, o.buyId, date, 1);
      // The probe's payment of 1 does not change the penal interest accrued to its date.
      expect((await balances(api.t.db, { receivable_id: o.arId })).penal_income, date).toBe(
        position.penalAccrued,
      );
    }
    // Due Friday 29/01/2027, 45 days late on 15/03, on 100.000.000: 30 days at 18 %/year and 15 at
    // 0,066 %/day capped at 150 % of the 12 % discount rate, i.e. 18 %/year too (docs/finance.md §4).
    expect((await balances(api.t.db, { receivable_id: o.arId })).penal_receivable).toBe(2_219_178);
  });
});
