import { kpiMonth } from '@arflow/domain/kpi';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { statusHistory } from '../../platform/audit/audit.tables.ts';
import type { Clock } from '../../platform/clock.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { transactionChecks } from '../funder-transactions/funder-transactions.tables.ts';
import { createTransaction } from '../transactions/index.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { users } from '../users/users.tables.ts';
import { kpiStatusStep } from './kpi-status-step.ts';
import { kpiSettings } from './performance.tables.ts';

/**
 * A clock the test moves, years after the demo world's settings, so the months the test sets
 * are its own (the demo's KPI settings sit around the real month).
 */
let today = '2031-03-10';
const clock: Clock = { now: () => new Date(`${today}T03:00:00Z`), today: () => today };

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp({ clock });
  for (const code of ['SUP01', 'BUY01'])
    ids[code] = (await t.db.select().from(enterprises).where(eq(enterprises.code, code)))[0]!.id;
  for (const name of ['crm', 'creditofficer'])
    ids[name] = (await t.db.select().from(users).where(eq(users.username, name)))[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

const TIERS = [
  { from: 0, to: 80, rate: 0 },
  { from: 80, to: 100, rate: 5 },
  { from: 100, to: null, rate: 8 },
];
const form = (over: Record<string, unknown> = {}) => ({
  name: 'KPI CRM tháng 3',
  level: 'CRM',
  applied_term: 'MONTHLY',
  start_month: '2031-03',
  close_month: '2031-05',
  target: 100_000_000,
  tiers: TIERS,
  ...over,
});

async function call(method: 'GET' | 'POST', url: string, user = 'master', payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { ...(await t.auth(user)), 'accept-language': 'en' },
  });
}
const save = (body: unknown, id?: number) =>
  call('POST', `/internal/kpi/form${id ? `/${id}` : ''}`, 'master', body);

const fieldsOf = (res: { json(): { fields?: Record<string, unknown> } }) =>
  Object.keys(res.json().fields ?? {});

describe('KPI settings (spec §5)', () => {
  let applied: number;

  it('adds a setting starting this month as applied, with its CREATE and APPLY history', async () => {
    const res = await save(form());
    expect(res.statusCode, res.body).toBe(200);
    const kpi = res.json().data;
    expect(kpi).toMatchObject({ status: 1, monthly_target: 100_000_000, level: 'CRM' });
    applied = kpi.id;
    const history = await t.db
      .select({ action: statusHistory.action, to: statusHistory.toStatus })
      .from(statusHistory)
      .where(and(eq(statusHistory.entity, 'kpi_setting'), eq(statusHistory.entityId, String(kpi.id))));
    expect(history.map((h) => h.action)).toEqual(['CREATE', 'APPLY']);
    const detail = (await call('GET', `/internal/kpi/${kpi.id}`)).json();
    expect(detail.data.tiers).toEqual(TIERS);
    expect(detail.actions).not.toContain('update');
  });

  it('spreads a quarterly target over its months and leaves a later setting not yet applied', async () => {
    const res = await save(
      form({
        level: 'CA_SENIOR',
        applied_term: 'QUARTERLY',
        start_month: '2031-06',
        close_month: '2031-08',
        target: 100_000_001,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 0, monthly_target: 33_333_334 });
  });

  it('refuses a start month before the current month', async () => {
    const res = await save(form({ level: 'CA_MANAGER', start_month: '2031-02' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('KPI_START_PAST');
    expect(res.json().fields.start_month).toEqual(['The start month must not be before the current month']);
  });

  it('refuses a start month not before the closing month', async () => {
    for (const close of ['2031-07', '2031-06']) {
      const res = await save(form({ level: 'CA_MANAGER', start_month: '2031-07', close_month: close }));
      expect(res.statusCode).toBe(422);
      expect(fieldsOf(res)).toEqual(['close_month']);
    }
  });

  it('refuses target ranges that overlap, naming the band', async () => {
    const tiers = [
      { from: 0, to: 90, rate: 0 },
      { from: 80, to: null, rate: 5 },
    ];
    const res = await save(form({ level: 'CA_MANAGER', tiers }));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('KPI_TIERS_OVERLAP');
    expect(fieldsOf(res)).toEqual(['tiers.1.from']);
    const open = await save(
      form({
        level: 'CA_MANAGER',
        tiers: [
          { from: 0, to: null, rate: 1 },
          { from: 50, to: 60, rate: 2 },
        ],
      }),
    );
    expect(open.json().code).toBe('KPI_TIERS_OVERLAP');
  });

  it('refuses apply times overlapping another setting of the same level, not of another level', async () => {
    const res = await save(form({ start_month: '2031-05', close_month: '2031-09' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('KPI_PERIOD_OVERLAP');
    const other = await save(form({ level: 'CRM_SENIOR', start_month: '2031-05', close_month: '2031-09' }));
    expect(other.statusCode, other.body).toBe(200);
    const after = await save(form({ start_month: '2031-06', close_month: '2031-07' }));
    expect(after.statusCode, after.body).toBe(200);
  });

  it('lets one of two concurrent overlapping settings through', async () => {
    const body = form({ level: 'CREDIT_OFFICER', start_month: '2031-10', close_month: '2031-12' });
    const results = await Promise.all([save(body), save(body), save(body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
  });

  it('edits a setting not yet applied, and refuses to edit one applied', async () => {
    const later = (
      await save(form({ level: 'CA_MANAGER', start_month: '2032-01', close_month: '2032-02' }))
    ).json().data;
    const edited = await save(
      form({ level: 'CA_MANAGER', start_month: '2032-01', close_month: '2032-03', name: 'Sửa' }),
      later.id,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Sửa', close_month: '2032-03', status: 0 });
    const refused = await save(form(), applied);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('TRANSITION_NOT_ALLOWED');
  });

  it('refuses bad input with the fields named', async () => {
    const res = await save(
      form({
        start_month: '2031-13',
        target: -5,
        applied_term: 'WEEKLY',
        tiers: [{ from: 0, to: null, rate: 1.234 }],
        extra: 1,
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(fieldsOf(res)).toEqual(
      expect.arrayContaining(['start_month', 'target', 'applied_term', 'tiers.0.rate']),
    );
    expect((await save(form({ tiers: [] }))).statusCode).toBe(422);
    expect((await call('GET', '/internal/kpi?status=7')).statusCode).toBe(422);
    expect((await call('GET', '/internal/crm-commission?month=2031-3')).statusCode).toBe(422);
  });

  it('lists settings filtered by level and status, in SQL', async () => {
    const res = (await call('GET', '/internal/kpi?level=CRM&status=1&page_size=100')).json();
    expect(res.data.map((k: { id: number }) => k.id)).toContain(applied);
    expect(
      res.data.every((k: { level: string; status: number }) => k.level === 'CRM' && k.status === 1),
    ).toBe(true);
  });
});

describe('commission, effective management and follow-up', () => {
  let trade: { id: number };
  beforeAll(async () => {
    trade = await createTransaction(t.db, {
      supId: ids.SUP01!,
      buyId: ids.BUY01!,
      status: 'COMPLETED',
      ar_amount: 120_000_000,
      transaction_date: '2031-03-05',
    });
    // The fixture prices against a fixed maturity before these months: give the trade what it booked.
    await t.db
      .update(transactions)
      .set({ total_discount: 2_400_000, total_platform_fee: 600_000 })
      .where(eq(transactions.id, trade.id));
    // Not counted: a trade that did not go through, and one of another month.
    await createTransaction(t.db, {
      supId: ids.SUP01!,
      buyId: ids.BUY01!,
      status: 'REJECTED',
      transaction_date: '2031-03-06',
    });
    await createTransaction(t.db, {
      supId: ids.SUP01!,
      buyId: ids.BUY01!,
      status: 'PAID',
      transaction_date: '2031-02-27',
    });
    await t.db.insert(transactionChecks).values({
      ent_id: ids.SUP01!,
      buy_id: ids.BUY01!,
      trans_id: trade.id,
      level: 'OFFICER',
      decision: 'APPROVE',
      checked_by: ids.creditofficer!,
      created_at: new Date('2031-03-06T03:00:00Z'),
    });
  });

  async function tradeTotals() {
    const [row] = await t.db.select().from(transactions).where(eq(transactions.id, trade.id));
    return { actual: row!.total_ar_amount, booked: row!.total_discount + row!.total_platform_fee };
  }

  it("computes each CRM's commission in SQL as the domain's kpiMonth does", async () => {
    const res = await call('GET', '/internal/crm-commission?month=2031-03&page_size=100', 'accountant');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.object.month).toBe('2031-03');
    const row = body.data.find((r: { id: number }) => r.id === ids.crm);
    const { actual, booked } = await tradeTotals();
    expect(booked).toBeGreaterThan(0);
    const expected = kpiMonth({ target: 100_000_000, term: 'MONTHLY', tiers: TIERS, actual, booked });
    expect(row).toMatchObject({ trades: 1, ...expected, kpi_name: 'KPI CRM tháng 3' });
    expect(row.achievement).toBe(120);
    expect(row.rate).toBe(8);
    expect(row.clients).toBeGreaterThan(0);
  });

  it('sorts the CRM list by commission in SQL and defaults to the business month', async () => {
    const res = (
      await call('GET', '/internal/crm-commission?sort_column=commission&sort_direction=DESC')
    ).json();
    expect(res.object.month).toBe('2031-03');
    const values = res.data.map((r: { commission: number }) => r.commission);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(res.data[0].id).toBe(ids.crm);
  });

  it('measures appraisers by the amount they approved', async () => {
    const res = await call('GET', '/effective-management/expertise?month=2031-03&keyword=', 'camanager');
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().data.find((r: { id: number }) => r.id === ids.creditofficer);
    const { actual } = await tradeTotals();
    expect(row).toMatchObject({ trades: 1, approved: 1, rejected: 0, actual });
  });

  it("follows the CRM's own setting month by month, and keeps closed months in the history", async () => {
    const follow = (await call('GET', '/kpi/follow', 'crm')).json();
    expect(follow.object.kpi.name).toBe('KPI CRM tháng 3');
    expect(follow.data).toHaveLength(1);
    const commission = (await call('GET', '/internal/crm-commission?month=2031-03&page_size=100'))
      .json()
      .data.find((r: { id: number }) => r.id === ids.crm);
    expect(follow.data[0]).toMatchObject({
      month: '2031-03',
      actual: commission.actual,
      commission: commission.commission,
    });

    today = '2031-05-02';
    try {
      const history = (await call('GET', '/kpi/history', 'crm')).json();
      const mine = history.data.filter((r: { kpi_name: string }) => r.kpi_name === 'KPI CRM tháng 3');
      expect(mine.map((r: { month: string }) => r.month)).toEqual(['2031-04', '2031-03']);
      expect(mine[1].commission).toBe(commission.commission);
      const later = (await call('GET', '/kpi/follow', 'crm')).json();
      expect(later.data.map((r: { month: string }) => r.month)).toEqual(['2031-03', '2031-04', '2031-05']);
    } finally {
      today = '2031-03-10';
    }
  });

  it("answers one CRM's months to the customer-relation details, and no one else's", async () => {
    const res = await call('GET', `/effective-management/customer-relation/${ids.crm}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0]).toMatchObject({ month: '2031-03', trades: 1 });
    expect(
      (await call('GET', `/effective-management/customer-relation/${ids.creditofficer}`)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/effective-management/expertise/${ids.crm}`, 'camanager')).statusCode).toBe(
      404,
    );
  });
});

describe('who sees what (spec §6)', () => {
  const cases: [string, string, number][] = [
    ['/internal/kpi', 'master', 200],
    ['/internal/kpi', 'accountant', 403],
    ['/internal/kpi', 'crm', 403],
    ['/internal/crm-commission', 'accountant', 200],
    ['/internal/crm-commission', 'crm', 403],
    ['/effective-management/customer-relation', 'master', 200],
    ['/effective-management/customer-relation', 'camanager', 403],
    ['/effective-management/expertise', 'camanager', 200],
    ['/effective-management/expertise', 'crm', 403],
    ['/kpi/follow', 'crm', 200],
    ['/kpi/follow', 'creditofficer', 200],
    ['/kpi/history', 'camanager', 200],
    ['/kpi/follow', 'master', 403],
    ['/kpi/follow', 'accountant', 403],
    ['/internal/crm-commission', 'buyer1', 403],
    ['/kpi/follow', 'supplier1', 403],
  ];
  it.each(cases)('GET %s as %s → %i', async (url, user, status) => {
    expect((await call('GET', url, user)).statusCode).toBe(status);
  });

  it('refuses a KPI setting to the commission staff and to the CRM', async () => {
    const body = form({ level: 'CA_MANAGER', start_month: '2033-01', close_month: '2033-02' });
    for (const user of ['accountant', 'crm'])
      expect((await call('POST', '/internal/kpi/form', user, body)).statusCode, user).toBe(403);
  });
});

describe('the business clock', () => {
  it('applies a setting in its start month and expires it after its closing month', async () => {
    const res = await save(form({ level: 'CA_MANAGER', start_month: '2034-01', close_month: '2034-02' }));
    const id = res.json().data.id as number;
    const status = async () =>
      (await t.db.select().from(kpiSettings).where(eq(kpiSettings.id, id)))[0]!.status;
    const close = (businessDate: string) =>
      t.db.transaction((tx) => kpiStatusStep.run({ tx, businessDate, clock, log: t.app.log }));
    await close('2033-12-31');
    expect(await status()).toBe(0);
    await close('2034-01-01');
    expect(await status()).toBe(1);
    await close('2034-03-01');
    expect(await status()).toBe(2);
  });
});
