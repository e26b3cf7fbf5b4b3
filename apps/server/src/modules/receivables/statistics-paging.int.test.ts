import type { ReceivableStatus } from '@arflow/domain/statuses/receivable';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { buyerSuppliers } from '../eligibility/eligibility.tables.ts';
import { createCompany } from '../enterprises/index.ts';
import { createUser } from '../request-transaction/request-transaction.fixture.ts';
import { createReceivable } from '../transactions/index.ts';

const api = useApiHarness();
const { post } = api;
type Group = { maturity_date: string | null; buy_id: number | null; count: number; ar_amount: number };

async function receivable(supId: number, buyId: number, status: ReceivableStatus, due: string, ar: number) {
  await createReceivable(api.t.db, { supId, buyId, status, maturity_date: due, ar_amount: ar });
}

describe('the grouped and the buyer-side lists page and sort in SQL', () => {
  it('pages the maturity summary by due date and sorts it on a group figure', async () => {
    const sup = await createCompany(api.t.db, 'SUPPLIER');
    const buy = await createCompany(api.t.db, 'BUYER');
    const user = await createUser(api.t.db, sup, 'AUTHORIZER');
    // Five due dates; the third has two receivables.
    for (const [due, ar] of [
      ['2027-01-10', 10],
      ['2027-01-20', 50],
      ['2027-01-30', 20],
      ['2027-01-30', 25],
      ['2027-02-10', 40],
      ['2027-02-20', 30],
    ] as const)
      await receivable(sup, buy, 'FIRST_PAID', due, ar * 1_000_000);
    const url = '/api/supplier/statistic/list-summary-maturity-ars';
    const page2 = await post(url, { page_number: 2, page_size: 2 }, user);
    expect(page2.statusCode, page2.body).toBe(200);
    expect(page2.json().page_info).toEqual({ total_page: 3, total_record: 5 });
    expect(page2.json().data.map((g: Group) => [g.maturity_date, g.count])).toEqual([
      ['2027-01-30', 2],
      ['2027-02-10', 1],
    ]);
    const byAmount = await post(
      url,
      { page_size: 3, sort_column: 'ar_amount', sort_direction: 'DESC' },
      user,
    );
    expect(byAmount.statusCode, byAmount.body).toBe(200);
    expect(byAmount.json().data.map((g: Group) => g.ar_amount)).toEqual([50_000_000, 45_000_000, 40_000_000]);
    // A receivable's column that no group has is refused, not answered with a 500.
    expect((await post(url, { sort_column: 'inv_no' }, user)).statusCode).toBe(422);
    // The overdue summary's sorts, which the shared body offers too (a 500 before): a due date's
    // group has no buyer and no days past due, so they keep the order of the date.
    for (const sort_column of ['buy_name', 'max_days']) {
      const res = await post(url, { sort_column, sort_direction: 'DESC' }, user);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.map((g: Group) => g.maturity_date)).toEqual([
        '2027-02-20',
        '2027-02-10',
        '2027-01-30',
        '2027-01-20',
        '2027-01-10',
      ]);
    }
  });

  it('pages the overdue summary by buyer and sorts it on the days past due', async () => {
    const sup = await createCompany(api.t.db, 'SUPPLIER');
    const user = await createUser(api.t.db, sup, 'AUTHORIZER');
    const buyers: number[] = [];
    for (const [name, due] of [
      ['Overdue buyer B', '2026-06-01'],
      ['Overdue buyer A', '2026-09-01'],
      ['Overdue buyer C', '2026-03-01'],
    ] as const) {
      const buy = await createCompany(api.t.db, 'BUYER', { name: `${name} ${sup}` });
      buyers.push(buy);
      await receivable(sup, buy, 'OVERDUE', due, 10_000_000);
    }
    const url = '/api/supplier/statistic/list-summary-overdue-ars';
    const page2 = await post(url, { page_number: 2, page_size: 2 }, user);
    expect(page2.statusCode, page2.body).toBe(200);
    expect(page2.json().page_info).toEqual({ total_page: 2, total_record: 3 });
    // By name: A, B | C.
    expect(page2.json().data.map((g: Group) => g.buy_id)).toEqual([buyers[2]]);
    const late = await post(url, { sort_column: 'max_days', sort_direction: 'DESC' }, user);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().data.map((g: Group) => g.buy_id)).toEqual([buyers[2], buyers[0], buyers[1]]);
  });

  it('pages the buyer’s eligible suppliers and sorts them by name both ways', async () => {
    const buy = await createCompany(api.t.db, 'BUYER');
    const user = await createUser(api.t.db, buy, 'BUYER');
    const sups: number[] = [];
    for (const name of ['Cung ứng B', 'Cung ứng D', 'Cung ứng A', 'Cung ứng C']) {
      const sup = await createCompany(api.t.db, 'SUPPLIER', { name: `${name} ${buy}` });
      sups.push(sup);
      const now = new Date();
      await api.t.db
        .insert(buyerSuppliers)
        .values({ ent_id: buy, sup_id: sup, selected: true, created_at: now, updated_at: now });
    }
    await receivable(sups[0]!, buy, 'AVAILABLE', '2027-03-01', 70_000_000);
    const url = '/api/buy/notifications/supplier-eligible';
    const page2 = await post(
      url,
      { page_number: 2, page_size: 2, sort_column: 'sup_name', sort_direction: 'DESC' },
      user,
    );
    expect(page2.statusCode, page2.body).toBe(200);
    expect(page2.json().page_info).toEqual({ total_page: 2, total_record: 4 });
    // D, C | B, A.
    expect(page2.json().data).toEqual([
      expect.objectContaining({ sup_id: sups[0], open_count: 1, open_ar_amount: 70_000_000 }),
      expect.objectContaining({ sup_id: sups[2], open_count: 0, open_ar_amount: 0 }),
    ]);
  });
});
