import { beforeAll, describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { createCompany } from '../enterprises/index.ts';
import { createUser } from '../request-transaction/request-transaction.fixture.ts';
import { createReceivable, createTransaction } from '../transactions/index.ts';

const api = useApiHarness();
const { post, get } = api;
const S = '/api/buyer/statistic';

/** A buyer of its own (the counts are this test's rows, not the seed's), with another buyer beside it. */
let me: string;
let other: string;
let completed: number;
let foreign: number;

beforeAll(async () => {
  const db = api.t.db;
  const buyer = await createCompany(db, 'BUYER');
  const second = await createCompany(db, 'BUYER');
  const sup = await createCompany(db, 'SUPPLIER');
  me = await createUser(db, buyer, 'MASTER');
  other = await createUser(db, second, 'MASTER');
  await createReceivable(db, { supId: sup, buyId: buyer, status: 'FIRST_PAID', ar_amount: 100_000_000 });
  await createReceivable(db, {
    supId: sup,
    buyId: buyer,
    status: 'SETTLEMENT',
    ar_amount: 50_000_000,
    maturity_date: '2026-12-15',
  });
  await createReceivable(db, { supId: sup, buyId: buyer, status: 'AVAILABLE', ar_amount: 30_000_000 });
  await createReceivable(db, { supId: sup, buyId: second, status: 'FIRST_PAID', ar_amount: 70_000_000 });
  completed = (
    await createTransaction(db, { supId: sup, buyId: buyer, status: 'COMPLETED', buyer_status: 0 })
  ).id;
  await createTransaction(db, { supId: sup, buyId: buyer, status: 'CREDIT_REVIEW', buyer_status: -1 });
  foreign = (await createTransaction(db, { supId: sup, buyId: second, status: 'COMPLETED', buyer_status: 0 }))
    .id;
});

describe('buyer statistics', () => {
  it('sums the buyer’s own financed receivables by status, never another buyer’s', async () => {
    const res = await post(`${S}/summary-ar`, {}, me);
    expect(res.statusCode, res.body).toBe(200);
    const by = Object.fromEntries(
      (res.json().data as { status: string; count: number; ar_amount: number }[]).map((r) => [r.status, r]),
    );
    expect(by.FIRST_PAID).toMatchObject({ count: 1, ar_amount: 100_000_000 });
    expect(by.SETTLEMENT).toMatchObject({ count: 1, ar_amount: 50_000_000 });
    // The two transactions' receivables are under review; the unfinanced one is not counted.
    expect(by.REVIEW).toMatchObject({ count: 2 });
    expect(by.AVAILABLE).toBeUndefined();

    const details = await post(`${S}/summary-ar-details`, { search_condition: { status: 'FIRST_PAID' } }, me);
    expect(details.json().data.map((r: { ar_amount: number }) => r.ar_amount)).toEqual([100_000_000]);
    const theirs = await post(
      `${S}/summary-ar-details`,
      { search_condition: { status: 'FIRST_PAID' } },
      other,
    );
    expect(theirs.json().data.map((r: { ar_amount: number }) => r.ar_amount)).toEqual([70_000_000]);
  });

  it('groups what the buyer still owes by maturity date, with each date’s receivables', async () => {
    const res = await post(`${S}/list-summary-maturity-ar`, {}, me);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .data.map((g: { maturity_date: string; count: number; ar_amount: number }) => [
          g.maturity_date,
          g.count,
          g.ar_amount,
        ]),
    ).toEqual([
      ['2026-12-15', 1, 50_000_000],
      ['2027-01-29', 1, 100_000_000],
    ]);
    const day = await post(
      `${S}/list-summary-maturity-ar-details`,
      { search_condition: { maturity_date: '2026-12-15' } },
      me,
    );
    expect(day.json().page_info.total_record).toBe(1);
    expect(day.json().data[0]).toMatchObject({ ar_amount: 50_000_000, status: 'SETTLEMENT' });
  });

  it('announces the settlements due and lists the debt sold to the funder', async () => {
    const due = await post(`${S}/announcement-settlement`, {}, me);
    expect(due.statusCode, due.body).toBe(200);
    expect(due.json().data.map((r: { ar_amount: number }) => r.ar_amount)).toEqual([50_000_000]);
    expect((await post(`${S}/announcement-settlement`, {}, other)).json().data).toEqual([]);

    const sold = await post(`${S}/debt-sale`, { search_condition: {}, page_number: 1, page_size: 10 }, me);
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json().data.map((t: { id: number }) => t.id)).toEqual([completed]);
  });

  it('gives a transaction’s files to its buyer only (another company’s: 404)', async () => {
    const files = await get(`${S}/${completed}/files`, me);
    expect(files.statusCode, files.body).toBe(200);
    expect(files.json().data).toEqual([]);
    expect((await get(`${S}/${foreign}/files`, me)).statusCode).toBe(404);
    expect((await get(`${S}/99999999/files`, me)).statusCode).toBe(404);
  });

  it('refuses bad input (422) and other companies’ users (403)', async () => {
    expect((await post(`${S}/summary-ar`, { search_condition: { status: 'NOPE' } }, me)).statusCode).toBe(
      422,
    );
    expect((await post(`${S}/list-summary-maturity-ar`, { page_size: 'x' }, me)).statusCode).toBe(422);
    expect((await post(`${S}/announcement-settlement`, { extra: 1 }, me)).statusCode).toBe(422);
    expect(
      (await post(`${S}/debt-sale`, { search_condition: { view: 'WAITING', x: 1 } }, me)).statusCode,
    ).toBe(422);
    expect((await get(`${S}/abc/files`, me)).statusCode).toBe(422);
    expect((await post(`${S}/summary-ar`, {}, 'supplier1')).statusCode).toBe(403);
    expect((await get(`${S}/${completed}/files`, 'creditofficer')).statusCode).toBe(403);
  });
});
