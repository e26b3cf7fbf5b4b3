import { RECEIVABLE_HISTORY_STATUSES } from '@arflow/domain/statuses/receivable';
import { count, eq, inArray, ne, sql, sum } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { storeSampleDocument } from '../../platform/files/sample-document.ts';
import { createCompany } from '../enterprises/index.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { createReceivable, createTransaction } from '../transactions/index.ts';
import { transactionDocuments, transactions } from '../transactions/transactions.tables.ts';
import { fundBy } from './fixtures.ts';

const api = useApiHarness();
const { post, get } = api;
const E = '/api/enterprise/statistic';

type StatusRow = { status: string; count: number; ar_amount: number };
const byStatus = (rows: StatusRow[]) => Object.fromEntries(rows.map((r) => [r.status, r]));

/** Two suppliers of this test's own on one buyer, and two partners funding one trade each. */
let supA: number;
let supB: number;
let corporate: number;
let person: number;
let tradeA: { id: number };
let tradeB: { id: number };

beforeAll(async () => {
  const db = api.t.db;
  const buyer = await createCompany(db, 'BUYER');
  supA = await createCompany(db, 'SUPPLIER');
  supB = await createCompany(db, 'SUPPLIER');
  await createReceivable(db, { supId: supA, buyId: buyer, status: 'FIRST_PAID', ar_amount: 100_000_000 });
  await createReceivable(db, { supId: supA, buyId: buyer, status: 'SETTLED', ar_amount: 40_000_000 });
  await createReceivable(db, { supId: supA, buyId: buyer, status: 'AVAILABLE', ar_amount: 9_000_000 });
  await createReceivable(db, { supId: supB, buyId: buyer, status: 'OVERDUE', ar_amount: 70_000_000 });
  tradeA = await createTransaction(db, {
    supId: supA,
    buyId: buyer,
    status: 'COMPLETED',
    arStatus: 'FIRST_PAID',
    ar_amount: 60_000_000,
  });
  tradeB = await createTransaction(db, {
    supId: supB,
    buyId: buyer,
    status: 'CREDIT_REVIEW',
    arStatus: 'SETTLEMENT',
    ar_amount: 20_000_000,
  });
  corporate = await createCompany(db, 'PARTNER', { partner_form: 'CORPORATE', partner_kind: 'FUNDING' });
  person = await createCompany(db, 'PARTNER', { partner_form: 'PERSON', partner_kind: 'FUNDING' });
  await fundBy(db, tradeA.id, corporate);
  await fundBy(db, tradeB.id, person);
});

describe('enterprise statistics (the funder’s view of one supplier or all)', () => {
  it('sums one supplier’s receivable history by status, and every supplier’s with all_sup', async () => {
    const one = await post(`${E}/summary-ar-his`, { search_condition: { sup_id: supA } }, 'viewer');
    expect(one.statusCode, one.body).toBe(200);
    const mine = byStatus(one.json().data);
    expect(mine.FIRST_PAID).toMatchObject({ count: 2, ar_amount: 160_000_000 });
    expect(mine.SETTLED).toMatchObject({ count: 1, ar_amount: 40_000_000 });
    expect(mine.OVERDUE).toMatchObject({ count: 0, ar_amount: 0 });
    expect(mine.AVAILABLE).toBeUndefined();

    // Every supplier's: the same sums PostgreSQL gives over the receivables table itself.
    const all = await post(`${E}/summary-ar-his`, { search_condition: { all_sup: true } }, 'master');
    expect(all.statusCode, all.body).toBe(200);
    const expected = await api.t.db
      .select({
        status: receivables.status,
        count: count(),
        ar_amount: sql<string>`${sum(receivables.ar_amount)}`,
      })
      .from(receivables)
      .where(inArray(receivables.status, [...RECEIVABLE_HISTORY_STATUSES]))
      .groupBy(receivables.status);
    const got = byStatus(all.json().data);
    for (const e of expected)
      expect(got[e.status], e.status).toMatchObject({ count: e.count, ar_amount: Number(e.ar_amount) });
    expect(got.OVERDUE!.count).toBeGreaterThanOrEqual(1);
  });

  it('lists the history of one supplier, or of all, paged and filtered', async () => {
    const one = await post(`${E}/list-ars-his`, { search_condition: { sup_id: supA }, page_size: 2 }, 'crm');
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().page_info).toEqual({ total_page: 2, total_record: 3 });
    const overdue = await post(
      `${E}/list-ars-his`,
      { search_condition: { all_sup: true, status: 'OVERDUE', buy_id: undefined } },
      'crm',
    );
    const [n] = await api.t.db
      .select({ n: count() })
      .from(receivables)
      .where(eq(receivables.status, 'OVERDUE'));
    expect(overdue.json().page_info.total_record).toBe(n!.n);
  });

  it('sums and lists transactions by stage for one supplier or all', async () => {
    const one = await post(`${E}/summary-trans-his`, { search_condition: { sup_id: supA } }, 'accountant');
    expect(one.statusCode, one.body).toBe(200);
    const [t] = await api.t.db
      .select({ ar: transactions.total_ar_amount, adv: transactions.total_advance })
      .from(transactions)
      .where(eq(transactions.id, tradeA.id));
    expect(one.json().data).toMatchObject({
      total_count: 1,
      total_ar_amount: t!.ar,
      total_advance: t!.adv,
      by_status: [{ status: 'COMPLETED', count: 1, total_advance: t!.adv }],
    });

    const all = await post(`${E}/summary-trans-his`, { search_condition: { all_sup: true } }, 'accountant');
    const [everything] = await api.t.db
      .select({ n: count(), adv: sql<string>`${sum(transactions.total_advance)}` })
      .from(transactions)
      .where(ne(transactions.status, 'DELETED'));
    expect(all.json().data).toMatchObject({
      total_count: everything!.n,
      total_advance: Number(everything!.adv),
    });

    const list = await post(`${E}/list-trans-his`, { search_condition: { sup_id: supB } }, 'master');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([tradeB.id]);
    const listAll = await post(
      `${E}/list-trans-his`,
      { search_condition: { all_sup: true }, page_size: 1 },
      'master',
    );
    expect(listAll.json().page_info.total_record).toBe(everything!.n);
  });

  it('refuses a body naming no supplier without all_sup, bad input, and company users', async () => {
    const none = await post(`${E}/summary-ar-his`, {}, 'master');
    expect(none.statusCode).toBe(422);
    expect(none.json().fields).toHaveProperty(['search_condition.sup_id']);
    expect(
      (await post(`${E}/summary-trans-his`, { search_condition: { all_sup: false } }, 'master')).statusCode,
    ).toBe(422);
    expect(
      (await post(`${E}/list-ars-his`, { search_condition: { all_sup: 'yes' } }, 'master')).statusCode,
    ).toBe(422);
    expect(
      (await post(`${E}/list-trans-his`, { search_condition: { sup_id: 'x' } }, 'master')).statusCode,
    ).toBe(422);
    expect(
      (
        await post(
          `${E}/list-trans-his`,
          { search_condition: { all_sup: true }, sort_column: 'nope' },
          'master',
        )
      ).statusCode,
    ).toBe(422);
    for (const user of ['supplier1', 'buyer1', 'partner1'])
      expect(
        (await post(`${E}/summary-ar-his`, { search_condition: { all_sup: true } }, user)).statusCode,
      ).toBe(403);
  });
});

describe('corporate and person statistics (a partner’s funded trades)', () => {
  it('sums, groups and lists the receivables of the trades a partner funds', async () => {
    const sum = await post('/api/corporate/statistic/summary-ar', {
      search_condition: { partner_id: corporate },
    });
    expect(sum.statusCode, sum.body).toBe(200);
    const got = byStatus(sum.json().data);
    expect(got.FIRST_PAID).toMatchObject({ count: 1, ar_amount: 60_000_000 });
    expect(got.SETTLEMENT).toMatchObject({ count: 0 });

    const due = await post('/api/person/statistic/list-summary-maturity-ar', {
      search_condition: { partner_id: person },
    });
    expect(due.statusCode, due.body).toBe(200);
    expect(due.json().data).toMatchObject([{ maturity_date: '2027-01-29', count: 1, ar_amount: 20_000_000 }]);
    const day = await post('/api/person/statistic/list-summary-maturity-ar-details', {
      search_condition: { partner_id: person, maturity_date: '2027-01-29' },
    });
    expect(day.json().data.map((r: { ar_amount: number }) => r.ar_amount)).toEqual([20_000_000]);
    const settling = await post('/api/person/statistic/announcement-settlement', {
      search_condition: { partner_id: person },
    });
    expect(settling.json().page_info.total_record).toBe(1);
    const details = await post('/api/corporate/statistic/summary-ar-details', {
      search_condition: { partner_id: corporate },
    });
    expect(details.json().page_info.total_record).toBe(1);
  });

  it('lists the partner’s debt sales and gives their files; another form’s partner or trade is not found', async () => {
    const sold = await post('/api/corporate/statistic/debt-sale', {
      search_condition: { partner_id: corporate },
    });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json().data.map((t: { id: number }) => t.id)).toEqual([tradeA.id]);
    // The person's trade is under review: no debt sold yet.
    const none = await post('/api/person/statistic/debt-sale', { search_condition: { partner_id: person } });
    expect(none.json().data).toEqual([]);

    expect((await get(`/api/corporate/statistic/${tradeA.id}/files`)).json()).toEqual({ data: [] });
    expect((await get(`/api/person/statistic/${tradeA.id}/files`)).statusCode).toBe(404);
    expect((await get(`/api/corporate/statistic/${tradeB.id}/files`)).statusCode).toBe(404);
    const wrongForm = await post('/api/person/statistic/summary-ar', {
      search_condition: { partner_id: corporate },
    });
    expect(wrongForm.statusCode).toBe(404);
    const notPartner = await post('/api/corporate/statistic/summary-ar', {
      search_condition: { partner_id: supA },
    });
    expect(notPartner.statusCode).toBe(404);
  });

  it('downloads a file of a funded trade; another trade’s document or another form is not found', async () => {
    const db = api.t.db;
    const [trade] = await db.select().from(transactions).where(eq(transactions.id, tradeA.id));
    const fileId = await storeSampleDocument(
      db,
      api.t.app.deps.files,
      trade!.ent_id,
      'Hợp đồng mua bán nợ.pdf',
    );
    const [doc] = await db
      .insert(transactionDocuments)
      .values({
        trans_id: tradeA.id,
        file_id: fileId,
        doc_group: 'INVOICE',
        doc_name: 'Hợp đồng',
        created_at: new Date(),
      })
      .returning({ id: transactionDocuments.id });
    const listed = (await get(`/api/corporate/statistic/${tradeA.id}/files`)).json().data;
    expect(listed.map((d: { id: number }) => d.id)).toEqual([doc!.id]);
    const file = await get(`/api/corporate/statistic/${tradeA.id}/files/${doc!.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(`/api/corporate/statistic/${tradeB.id}/files/${doc!.id}`)).statusCode).toBe(404);
    expect((await get(`/api/person/statistic/${tradeA.id}/files/${doc!.id}`)).statusCode).toBe(404);
    expect((await get(`/api/corporate/statistic/${tradeA.id}/files/2147483000`)).statusCode).toBe(404);
    expect((await get(`/api/corporate/statistic/${tradeA.id}/files/x`)).statusCode).toBe(422);
    expect((await get(`/api/corporate/statistic/${tradeA.id}/files/${doc!.id}`, 'buyer1')).statusCode).toBe(
      403,
    );
  });

  it('refuses bad input and callers outside the partner menu', async () => {
    expect((await post('/api/corporate/statistic/summary-ar', {})).statusCode).toBe(422);
    expect(
      (await post('/api/corporate/statistic/summary-ar-details', { search_condition: { partner_id: 'x' } }))
        .statusCode,
    ).toBe(422);
    expect((await get('/api/person/statistic/abc/files')).statusCode).toBe(422);
    const body = { search_condition: { partner_id: corporate } };
    expect((await post('/api/corporate/statistic/summary-ar', body, 'accountant')).statusCode).toBe(403);
    expect((await post('/api/corporate/statistic/summary-ar', body, 'partner1')).statusCode).toBe(403);
    expect((await get(`/api/corporate/statistic/${tradeA.id}/files`, 'buyer1')).statusCode).toBe(403);
  });
});
