import type { SupplierHome } from '@arflow/domain/api/supplier-home';
import { addDays } from '@arflow/domain/dates';
import type { ReceivableStatus } from '@arflow/domain/statuses/receivable';
import type { TransactionStage } from '@arflow/domain/statuses/transaction';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { createUser, requestWorld } from '../request-transaction/request-transaction.fixture.ts';
import { createReceivable, createTransaction } from '../transactions/index.ts';

const api = useApiHarness();
const { get, post } = api;
const HOME = '/api/supplier/statistic/home';
const RT = '/api/supplier/request-transaction';

type Row = { ar_amount?: number; total_advance?: number };
const sum = (rows: Row[], key: keyof Row) => rows.reduce((s, r) => s + (r[key] ?? 0), 0);

/**
 * A supplier with receivables in several statuses and maturities and transactions in several
 * stages, beside another supplier of the same buyer with its own, which must never show.
 */
async function world(kind: 'SUPPLIER' | 'INDSUPPLIER' = 'SUPPLIER') {
  const w = await requestWorld(api.t.db, { kind, credit: { used_limit: 120_000_000 } });
  const db = api.t.db;
  const ar = (status: ReceivableStatus, days: number, amount: number, supId = w.supId) =>
    createReceivable(db, {
      supId,
      buyId: w.buyId,
      status,
      ar_amount: amount,
      inv_date: addDays(w.today, -200),
      maturity_date: addDays(w.today, days),
    });
  await ar('OVERDUE', -5, 11_000_000);
  await ar('SETTLED', -3, 13_000_000);
  await ar('FIRST_PAID', 0, 17_000_000);
  await ar('FIRST_PAID', 30, 19_000_000);
  await ar('SETTLEMENT', 31, 23_000_000);
  await ar('BAD_DEBT', 61, 29_000_000);
  await ar('DELETED', 100, 31_000_000);
  const tx = (status: TransactionStage, supId = w.supId) =>
    createTransaction(db, { supId, buyId: w.buyId, status, ar_amount: 50_000_000, arStatus: 'REVIEW' });
  for (const s of ['CONTRACTS_CONFIRMED', 'HOLDING', 'HOLDING', 'ADJUSTING', 'CHANGE', 'COMPLETED'] as const)
    await tx(s);
  for (const s of ['PAID', 'PAID', 'LIQUIDATED', 'DELETED', 'CREDIT_REVIEW'] as const) await tx(s);

  // Another supplier of the same buyer, with figures in every group.
  const other = await requestWorld(api.t.db, { buyId: w.buyId, credit: { used_limit: 7_000_000 } });
  await ar('OVERDUE', -5, 37_000_000, other.supId);
  for (const s of ['HOLDING', 'COMPLETED', 'PAID'] as const) await tx(s, other.supId);
  return { ...w, other };
}

async function homeOf(user: string): Promise<SupplierHome> {
  const res = await get(HOME, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** GET /receivables with a filter: its total and the sum of its AR amounts (one page of all). */
async function arList(user: string, query: Record<string, string>) {
  const qs = new URLSearchParams({ ...query, page_size: '2000' });
  const res = await get(`/api/receivables?${qs}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return { count: res.json().page_info.total_record, ar_amount: sum(res.json().data, 'ar_amount') };
}

/** A supplier transaction list with a filter: its total and the sum of its advances. */
async function txList(user: string, path: string, search_condition: Record<string, string> = {}) {
  const res = await post(`${RT}/${path}`, { search_condition, page_size: 2000 }, user);
  expect(res.statusCode, res.body).toBe(200);
  return { count: res.json().page_info.total_record, amount: sum(res.json().data, 'total_advance') };
}

describe('GET /supplier/statistic/home', () => {
  it('answers each figure as the count and sum of the list it links to', async () => {
    const w = await world();
    const home = await homeOf(w.user);

    // Limits: the limit summary's lines, with the headroom the domain computes.
    const limits = await get('/api/supplier/summary-limit', w.user);
    expect(home.limits).toEqual(limits.json().data);
    expect(home.limits.buyers).toEqual([
      expect.objectContaining({
        buy_id: w.buyId,
        total_limit: 500_000_000,
        used_limit: 120_000_000,
        available_limit: 380_000_000,
      }),
    ]);

    // By status: the trading list filtered by that status, for every status.
    for (const s of home.ar_by_status) {
      expect({ status: s.status, ...(await arList(w.user, { status: s.status })) }).toEqual(s);
    }
    const byStatus = Object.fromEntries(home.ar_by_status.map((s) => [s.status, s.count]));
    // Three open receivables of the world, one per each of the eleven transactions, and the seven above.
    expect(byStatus).toMatchObject({
      AVAILABLE: 3,
      REVIEW: 11,
      OVERDUE: 1,
      SETTLED: 1,
      FIRST_PAID: 2,
      DELETED: 1,
    });

    // By maturity: the open receivables of the bucket's dates.
    for (const b of home.ar_by_maturity) {
      const query: Record<string, string> = { open: 'true' };
      if (b.due_from) query.due_from = b.due_from;
      if (b.due_to) query.due_to = b.due_to;
      expect({ count: b.count, ar_amount: b.ar_amount }).toEqual(await arList(w.user, query));
    }
    const byBucket = Object.fromEntries(home.ar_by_maturity.map((b) => [b.bucket, [b.count, b.ar_amount]]));
    // Settled and deleted ones are not open; the transactions' receivables mature on 2027-01-29.
    expect(byBucket.PAST).toEqual([1, 11_000_000]);
    expect(byBucket.D30).toEqual([2, 36_000_000]);

    // Waiting for the supplier: the three request-transaction lists.
    const views = {
      createnewtab: 'confirm-transactions',
      uploadfile: 'add-doc-transactions',
      viewfiledoc: 'changes',
    };
    for (const a of home.actions) expect(a.count).toBe((await txList(w.user, views[a.view])).count);
    expect(home.actions).toEqual([
      { view: 'createnewtab', count: 1 },
      { view: 'uploadfile', count: 2 },
      { view: 'viewfiledoc', count: 2 },
    ]);

    // Money received and due: the transaction list filtered by each stage.
    for (const m of home.money) {
      const list = await txList(w.user, 'transactions', { status: m.status });
      expect({ count: m.count, amount: m.amount }).toEqual(list);
    }
    expect(home.money.map((m) => [m.kind, m.status, m.count])).toEqual([
      ['received', 'PAID', 2],
      ['received', 'CHANGE', 1],
      ['received', 'LIQUIDATED', 1],
      ['due', 'COMPLETED', 1],
    ]);
    // 80 % of 50,000,000 advanced on each (the fixture's pricing).
    expect(home.money.find((m) => m.status === 'PAID')?.amount).toBe(80_000_000);
  });

  it("never counts another company's receivables, transactions or limits", async () => {
    const w = await world();
    const mine = await homeOf(w.user);
    const theirs = await homeOf(w.other.user);
    expect(theirs.limits.buyers.map((b) => b.used_limit)).toEqual([7_000_000]);
    expect(theirs.ar_by_status.find((s) => s.status === 'OVERDUE')).toEqual({
      status: 'OVERDUE',
      count: 1,
      ar_amount: 37_000_000,
    });
    expect(theirs.actions.find((a) => a.view === 'uploadfile')?.count).toBe(1);
    expect(theirs.money.filter((m) => m.count > 0).map((m) => m.status)).toEqual(['PAID', 'COMPLETED']);
    // The first supplier's own figures are unchanged by the second's rows.
    expect(mine.ar_by_status.find((s) => s.status === 'OVERDUE')?.ar_amount).toBe(11_000_000);
    expect(mine.actions.find((a) => a.view === 'uploadfile')?.count).toBe(2);
  });

  it('serves the individual supplier the same figures', async () => {
    const w = await world('INDSUPPLIER');
    const home = await homeOf(w.user);
    expect(home.actions.find((a) => a.view === 'uploadfile')?.count).toBe(2);
    expect(home.limits.buyers).toHaveLength(1);
  });

  it('refuses a query parameter, a buyer and a funder', async () => {
    const w = await requestWorld(api.t.db, { arCount: 0 });
    const bad = await get(`${HOME}?sup_id=1`, w.user);
    expect(bad.statusCode).toBe(422);
    const buyerUser = await createUser(api.t.db, w.buyId, 'BUYER');
    expect((await get(HOME, buyerUser)).statusCode).toBe(403);
    expect((await get(HOME, 'crm')).statusCode).toBe(403);
  });
});
