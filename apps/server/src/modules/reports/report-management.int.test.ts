import { ENTERPRISE_LABELS } from '@arflow/domain/enterprises';
import type { JournalLine } from '@arflow/domain/journal';
import { and, count, eq, lt, ne, sql, sum } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { refAppendices, refAppendixPartners } from '../appendices/appendices.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { createCompany } from '../enterprises/index.ts';
import { postEntry } from '../journal/index.ts';
import { journalEntries, journalLines } from '../journal/journal.tables.ts';
import { createTransaction } from '../transactions/index.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { users } from '../users/users.tables.ts';
import { fundBy, payFirst } from './fixtures.ts';

const api = useApiHarness();
const { post } = api;
const R = '/api/report-management';
/** A year no other row of the test database has: every figure of it is this test's. */
const YEAR = 2091;
const year = { search_condition: { year: YEAR } };

const dr = (account: JournalLine['account'], amount: number): JournalLine => ({
  account,
  debit: amount,
  credit: 0,
});
const cr = (account: JournalLine['account'], amount: number): JournalLine => ({
  account,
  debit: 0,
  credit: amount,
});

let buyer: number;
let own: { id: number };
let shared: { id: number };
let accountant: { id: number; enterpriseId: number; fullName: string; position: string | null };
let appendixCode: string;

beforeAll(async () => {
  const db = api.t.db;
  [accountant] = (await db
    .select({
      id: users.id,
      enterpriseId: users.enterpriseId,
      fullName: users.fullName,
      position: users.position,
    })
    .from(users)
    .where(eq(users.username, 'accountant'))) as [typeof accountant];
  buyer = await createCompany(db, 'BUYER');
  const sup = await createCompany(db, 'SUPPLIER');
  const funder = await createCompany(db, 'PARTNER', { partner_form: 'CORPORATE', partner_kind: 'FUNDING' });
  own = await createTransaction(db, { supId: sup, buyId: buyer, status: 'PAID', ar_amount: 100_000_000 });
  shared = await createTransaction(db, { supId: sup, buyId: buyer, status: 'PAID', ar_amount: 50_000_000 });
  await fundBy(db, shared.id, funder);
  await payFirst(db, own.id, `${YEAR}-03-10`, accountant);
  await payFirst(db, shared.id, `${YEAR}-03-20`, accountant);

  // The journal: a disbursement in February, a collection and penal interest in April.
  await db.transaction(async (tx) => {
    const post = (
      business_date: string,
      kind: 'disbursement' | 'buyer_collection' | 'penal_accrual',
      lines: JournalLine[],
    ) =>
      postEntry(tx, {
        kind,
        business_date,
        lines,
        buy_id: buyer,
        sup_id: sup,
        created_by: accountant.id,
        now: new Date(),
      });
    await post(`${YEAR}-02-05`, 'disbursement', [
      dr('buyer_receivable', 1_000_000),
      cr('cash', 800_000),
      cr('discount_income', 150_000),
      cr('platform_fee_income', 50_000),
    ]);
    await post(`${YEAR}-04-01`, 'buyer_collection', [dr('cash', 600_000), cr('buyer_receivable', 600_000)]);
    await post(`${YEAR}-04-01`, 'penal_accrual', [
      dr('penal_receivable', 30_000),
      cr('penal_income', 30_000),
    ]);
  });

  // A referral partner refers the buyer at 10.5 % a year.
  const referrer = await createCompany(db, 'PARTNER', {
    partner_form: 'CORPORATE',
    partner_kind: 'REFERRAL',
  });
  appendixCode = `PL-${buyer}`;
  const [appendix] = await db
    .insert(refAppendices)
    .values({
      ent_id: referrer,
      number: `PLGT-${buyer}`,
      type: 'BUYER',
      name: 'Phụ lục giới thiệu',
      code: appendixCode,
      commission_rate: 10.5,
      payment_type: 1,
      status: 6,
      commission_status: 3,
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returning({ id: refAppendices.id });
  await db.insert(refAppendixPartners).values({ appendix_id: appendix!.id, enterprise_id: buyer });
});

const month = (rows: { month: number }[], m: number) => rows.find((r) => r.month === m);

describe('report-management year reports', () => {
  it('sums each month’s disbursed transactions, with the last update and its author', async () => {
    const res = await post(`${R}/monthly-report`, year, 'accountant');
    expect(res.statusCode, res.body).toBe(200);
    const { data, object } = res.json();
    expect(data).toHaveLength(12);
    const [t] = await api.t.db
      .select({
        n: count(),
        ar: sql<string>`${sum(transactions.total_ar_amount)}`,
        adv: sql<string>`${sum(transactions.total_advance)}`,
        disc: sql<string>`${sum(transactions.total_discount)}`,
        fee: sql<string>`${sum(transactions.total_platform_fee)}`,
      })
      .from(transactions)
      .where(sql`${transactions.id} in (${own.id}, ${shared.id})`);
    expect(month(data, 3)).toEqual({
      month: 3,
      trans_count: 2,
      total_ar_amount: Number(t!.ar),
      total_advance: Number(t!.adv),
      total_discount: Number(t!.disc),
      total_platform_fee: Number(t!.fee),
    });
    expect(Number(t!.adv)).toBeGreaterThan(0);
    expect(month(data, 4)).toMatchObject({ trans_count: 0, total_advance: 0 });
    expect(object).toMatchObject({
      last_user_full_name: accountant.fullName,
      last_user_position: accountant.position,
    });
    expect(object.last_update_date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('splits the month’s advances between own funds and funding partners', async () => {
    const res = await post(`${R}/resource-money`, year, 'master');
    expect(res.statusCode, res.body).toBe(200);
    const advance = async (id: number) =>
      (
        await api.t.db
          .select({ a: transactions.total_advance })
          .from(transactions)
          .where(eq(transactions.id, id))
      )[0]!.a;
    const [a, b] = [await advance(own.id), await advance(shared.id)];
    expect(month(res.json().data, 3)).toEqual({ month: 3, own_funds: a, partner_funds: b, total: a + b });
    expect(month(res.json().data, 1)).toEqual({ month: 1, own_funds: 0, partner_funds: 0, total: 0 });
  });

  it('carries buyers’ debt from month to month and sums the income accounts', async () => {
    const [opening] = await api.t.db
      .select({ b: sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}), 0)` })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entry_id))
      .where(
        and(eq(journalLines.account, 'buyer_receivable'), lt(journalEntries.business_date, `${YEAR}-01-01`)),
      );
    const o = Number(opening!.b);
    const loans = await post(`${R}/monthly-loans`, year, 'acccontroler');
    expect(loans.statusCode, loans.body).toBe(200);
    const rows = loans.json().data;
    expect(month(rows, 1)).toEqual({ month: 1, disbursed: 0, collected: 0, outstanding: o });
    expect(month(rows, 2)).toEqual({
      month: 2,
      disbursed: 1_000_000,
      collected: 0,
      outstanding: o + 1_000_000,
    });
    expect(month(rows, 4)).toEqual({ month: 4, disbursed: 0, collected: 600_000, outstanding: o + 400_000 });
    expect(month(rows, 12)).toMatchObject({ outstanding: o + 400_000 });

    const revenue = await post(`${R}/financial-revenue`, year, 'accountant');
    expect(revenue.statusCode, revenue.body).toBe(200);
    expect(month(revenue.json().data, 2)).toEqual({
      month: 2,
      discount_income: 150_000,
      platform_fee_income: 50_000,
      penal_income: 0,
      total: 200_000,
    });
    expect(month(revenue.json().data, 4)).toMatchObject({ penal_income: 30_000, total: 30_000 });
    expect(revenue.json().object.last_user_full_name).toBe(accountant.fullName);
  });

  it('answers nulls for the last update of a year with nothing in it', async () => {
    const res = await post(`${R}/monthly-loans`, { search_condition: { year: 2099 } }, 'master');
    expect(res.json().object).toEqual({
      last_update_date: null,
      last_user_full_name: null,
      last_user_position: null,
    });
  });
});

describe('report-management period reports', () => {
  const period = { from_date: `${YEAR}-01-01`, to_date: `${YEAR}-12-31` };

  it('sums each buyer’s discount and platform fee over the period', async () => {
    const res = await post(`${R}/buyer-discount`, { search_condition: period }, 'accountant');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        buy_id: buyer,
        discount_income: 150_000,
        platform_fee_income: 50_000,
        total: 200_000,
      }),
    ]);
    const before = await post(
      `${R}/buyer-discount`,
      { search_condition: { ...period, to_date: `${YEAR}-01-31` } },
      'accountant',
    );
    expect(before.json().data).toEqual([]);
  });

  it('takes each active appendix’s rate of its referred companies’ discount', async () => {
    const res = await post(
      `${R}/referral-commission`,
      { search_condition: period, sort_column: 'commission', sort_direction: 'DESC', page_size: 2000 },
      'master',
    );
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json().data.find((r: { code: string }) => r.code === appendixCode);
    // 150,000 × 10.5 % = 15,750 VND.
    expect(mine).toMatchObject({
      referred_count: 1,
      base: 150_000,
      commission_rate: 10.5,
      commission: 15_750,
    });
  });

  it('counts companies by kind, active and new in the period, as the enterprises table does', async () => {
    const ask = () =>
      post(`${R}/client-partner`, { search_condition: { from_date: '2000-01-01' } }, 'master');
    const first = (await ask()).json();
    await createCompany(api.t.db, 'PARTNER', {
      partner_form: 'PERSON',
      partner_kind: 'REFERRAL',
      active: false,
    });
    const res = await ask();
    expect(res.statusCode, res.body).toBe(200);
    const counts = await api.t.db
      .select({ type: enterprises.type, n: count() })
      .from(enterprises)
      .where(ne(enterprises.type, 'FUNDER'))
      .groupBy(enterprises.type);
    const rows = res.json().data as { type: string; total: number; active: number; new_count: number }[];
    expect(rows.map((r) => [r.type, r.total]).sort()).toEqual(counts.map((c) => [c.type, c.n]).sort());
    const partner = (d: typeof rows) => d.find((r) => r.type === 'PARTNER')!;
    expect(partner(rows).total).toBe(partner(first.data).total + 1);
    expect(partner(rows).new_count).toBe(partner(first.data).new_count + 1);
    expect(partner(rows).active).toBe(partner(first.data).active);
    expect(rows.some((r) => r.type === 'FUNDER')).toBe(false);
    const none = await post(
      `${R}/client-partner`,
      { search_condition: { to_date: '1999-12-31' } },
      'submaster',
    );
    expect(none.json().data.every((r: { new_count: number }) => r.new_count === 0)).toBe(true);
  });

  it("exports the client-partner report with each kind by its name in the reader's language", async () => {
    const body = { search_condition: {} };
    const rows = (await post(`${R}/client-partner`, body, 'master')).json().data as { type: string }[];
    const res = await post(`${R}/client-partner/export`, body, 'master', { 'accept-language': 'en' });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const kinds = rows.map((_, i) => sheet.getRow(i + 2).getCell(1).value);
    expect(kinds).toEqual(rows.map((r) => ENTERPRISE_LABELS[r.type as keyof typeof ENTERPRISE_LABELS].en));
    expect(kinds).toContain('Buyer');
  });
});

describe('report-management refusals', () => {
  it('refuses bad input', async () => {
    const bad = [
      [`${R}/monthly-report`, {}],
      [`${R}/monthly-report`, { search_condition: { year: 1999 } }],
      [`${R}/monthly-loans`, { search_condition: { year: 2091.5 } }],
      [`${R}/financial-revenue`, { search_condition: { year: '2091' } }],
      [`${R}/resource-money`, { search_condition: { year: 2091, extra: 1 } }],
      [`${R}/buyer-discount`, { search_condition: { from_date: '2091-05-01', to_date: '2091-04-01' } }],
      [`${R}/buyer-discount`, { sort_column: 'nope' }],
      [`${R}/referral-commission`, { search_condition: { from_date: '2091-02-30' } }],
      [`${R}/client-partner`, { search_condition: { from_date: 'yesterday' } }],
    ] as const;
    for (const [url, body] of bad)
      expect((await post(url, body, 'master')).statusCode, `${url} ${JSON.stringify(body)}`).toBe(422);
  });

  it('admits the report roles only; the client-partner report MASTER and SUBMASTER', async () => {
    for (const user of ['crm', 'creditofficer', 'viewer', 'buyer1', 'supplier1'])
      expect((await post(`${R}/monthly-report`, year, user)).statusCode, user).toBe(403);
    expect((await post(`${R}/client-partner`, {}, 'accountant')).statusCode).toBe(403);
    expect((await post(`${R}/client-partner`, {}, 'acccontroler')).statusCode).toBe(403);
  });
});
