import type { FunderHome, HomeBucketFigure, PartnerHome } from '@arflow/domain/api/home';
import { addDays } from '@arflow/domain/dates';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { fixedClock } from '../../platform/clock.ts';
import { demoTerms } from '../credit-buyer/credit-buyer.demo.ts';
import { buyerCreditSetups } from '../credit-buyer/credit-buyer.tables.ts';
import { createCompany } from '../enterprises/index.ts';
import { transactionFundingPartners } from '../funder-transactions/funder-transactions.tables.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { createTransaction } from '../transactions/index.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { users } from '../users/users.tables.ts';

// 10:00 on Monday 15 March 2027 in Vietnam.
const TODAY = '2027-03-15';
const api = useApiHarness({ clock: fixedClock('2027-03-15T03:00:00Z') });

/** A call as a demo user to `/api` + `url`. */
const call = (method: 'GET' | 'POST', url: string, user: string, payload?: unknown) =>
  method === 'GET' ? api.get(`/api${url}`, user) : api.post(`/api${url}`, payload, user);

async function funderHome(user: string): Promise<FunderHome> {
  const res = await call('GET', '/home/funder', user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A list's total under `filters`, and the sum of `amount` over all its rows. */
async function listTotals(user: string, path: string, filters: Record<string, unknown>, amount: string) {
  const res = await call('POST', path, user, { search_condition: filters, page_size: 2000 });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { data: Record<string, number>[]; page_info: { total_record: number } };
  expect(body.page_info.total_record).toBeLessThan(2000);
  return { count: body.page_info.total_record, amount: body.data.reduce((n, r) => n + r[amount]!, 0) };
}

const bucketFilter = (b: HomeBucketFigure, from: string, to: string) => ({
  ...(b.from ? { [from]: b.from } : {}),
  [to]: b.to,
});

/** A supplier's transaction on a new buyer in `status`, its receivables as given. */
async function trade(status: Parameters<typeof createTransaction>[1]['status'], arCount = 1) {
  const supId = await createCompany(api.t.db, 'SUPPLIER');
  const buyId = await createCompany(api.t.db, 'BUYER');
  return createTransaction(api.t.db, { supId, buyId, status, arCount });
}

const submittedDaysAgo = (id: number, days: number) =>
  api.t.db
    .update(transactions)
    .set({ submitted_at: new Date(`${addDays(TODAY, -days)}T05:00:00Z`) })
    .where(eq(transactions.id, id));

describe('the funder home', () => {
  it('shows credit staff the review queue by stage and age, as the review lists count it', async () => {
    const before = await funderHome('camanager');
    expect(before.sections).toEqual(['review']);
    expect(before.payments).toBeUndefined();
    for (const [days, status] of [
      [0, 'CREDIT_REVIEW'],
      [5, 'CREDIT_REVIEW'],
      [20, 'SENIOR_REVIEW'],
      [1, 'WAITING_APPROVAL'],
    ] as const) {
      const tr = await trade(status);
      await submittedDaysAgo(tr.id, days);
    }
    const home = await funderHome('camanager');
    const review = home.review!;
    const path = {
      progress: '/funder-transactions/review',
      internal: '/funder-transactions/internal',
      holding: '/funder-transactions/add-doc',
    };
    for (const s of review.stages) {
      const list = await listTotals(
        'camanager',
        path[s.list as keyof typeof path],
        { state: s.stage },
        'total_ar_amount',
      );
      expect({ count: s.count, amount: s.amount }, s.stage).toEqual(list);
    }
    for (const b of review.ages) {
      const list = await listTotals(
        'camanager',
        '/funder-transactions/review',
        bucketFilter(b, 'submitted_from', 'submitted_to'),
        'total_ar_amount',
      );
      expect({ count: b.count, amount: b.amount }, b.bucket).toEqual(list);
    }
    // What this test added: one per age bucket but 8-14, 100.000.000 each.
    const delta = review.ages.map((b, i) => b.count - before.review!.ages[i]!.count);
    expect(delta).toEqual([1, 1, 0, 1]);
    const stage = (h: FunderHome, s: string) => h.review!.stages.find((x) => x.stage === s)!;
    expect(stage(home, 'WAITING_APPROVAL').count - stage(before, 'WAITING_APPROVAL').count).toBe(1);
    expect(stage(home, 'CREDIT_REVIEW').amount - stage(before, 'CREDIT_REVIEW').amount).toBe(200_000_000);
  });

  it('shows accounting the early payments to make and the settlements due today, as the payment lists count them', async () => {
    const before = await funderHome('accountant');
    expect(before.sections).toEqual(['payments']);
    await trade('COMPLETED', 2);
    const due = await trade('PAID', 2);
    // One receivable due yesterday, one next month: the transaction is due, for its first one.
    await api.t.db
      .update(receivables)
      .set({ status: 'FIRST_PAID', maturity_date: addDays(TODAY, -1) })
      .where(eq(receivables.id, due.arIds[0]!));
    await api.t.db
      .update(receivables)
      .set({ status: 'FIRST_PAID', maturity_date: addDays(TODAY, 30) })
      .where(eq(receivables.id, due.arIds[1]!));
    const later = await trade('PAID', 1);
    await api.t.db
      .update(receivables)
      .set({ status: 'FIRST_PAID', maturity_date: addDays(TODAY, 1) })
      .where(inArray(receivables.id, later.arIds));

    const home = await funderHome('accountant');
    const p = home.payments!;
    expect(p.early_unpaid).toEqual(
      await listTotals('accountant', '/transactions/early-unpaid', {}, 'total_advance'),
    );
    expect(p.settlement_due.due_to).toBe(TODAY);
    const listed = await listTotals(
      'accountant',
      '/transactions/settlement',
      { due_to: TODAY },
      'total_ar_amount',
    );
    expect(p.settlement_due.count).toBe(listed.count);
    expect(p.settlement_due.count - before.payments!.settlement_due.count).toBe(1);
    // The amount due is the receivable due, not the whole transaction.
    expect(p.settlement_due.amount - before.payments!.settlement_due.amount).toBe(100_000_000);
    expect(p.early_unpaid.count - before.payments!.early_unpaid.count).toBe(1);
  });

  it('shows collection the overdue and bad debt by days late, as the collection lists count them', async () => {
    const before = await funderHome('collector');
    expect(before.sections).toEqual(['collection']);
    const tr = await trade('PAID', 3);
    const set = (id: number, status: 'OVERDUE' | 'BAD_DEBT', late: number) =>
      api.t.db
        .update(receivables)
        .set({ status, maturity_date: addDays(TODAY, -late), advanced_amount: 80_000_000 })
        .where(eq(receivables.id, id));
    await set(tr.arIds[0]!, 'OVERDUE', 10);
    await set(tr.arIds[1]!, 'OVERDUE', 45);
    await set(tr.arIds[2]!, 'BAD_DEBT', 120);
    const home = await funderHome('collector');
    for (const [key, path] of [
      ['overdue', '/debt-overdue/overdue'],
      ['bad_debt', '/debt-overdue/bad-n-del'],
    ] as const) {
      for (const b of home.collection![key]) {
        const list = await listTotals(
          'collector',
          path,
          bucketFilter(b, 'maturity_from', 'maturity_to'),
          'ar_amount',
        );
        expect({ count: b.count, amount: b.amount }, `${key} ${b.bucket}`).toEqual(list);
      }
    }
    const delta = (key: 'overdue' | 'bad_debt') =>
      home.collection![key].map((b, i) => b.count - before.collection![key][i]!.count);
    expect(delta('overdue')).toEqual([1, 1, 0, 0]);
    expect(delta('bad_debt')).toEqual([0, 0, 0, 1]);
  });

  it('shows relationship staff the buyers by pipeline status, as the buyer list counts them', async () => {
    await createCompany(api.t.db, 'BUYER');
    const home = await funderHome('crm');
    expect(home.sections).toEqual(['pipeline']);
    const pipeline = home.pipeline!;
    expect(pipeline.statuses.length).toBeGreaterThan(0);
    for (const s of pipeline.statuses) {
      const res = await call('GET', `/buyer/list?status=${s.status}`, 'crm');
      expect(res.json().page_info.total_record, s.status).toBe(s.count);
    }
    for (const group of ['tiemnang', 'gianhap'] as const) {
      const res = await call('GET', `/buyer/list?group=${group}`, 'crm');
      expect(res.json().page_info.total_record, group).toBe(pipeline.groups[group]);
    }
    expect(pipeline.limits.standard_used).toBeLessThanOrEqual(pipeline.limits.standard_limit);
  });

  it('counts the buyers with a programme in force as the credit list it opens, a pending revision included', async () => {
    // A buyer whose programme is in force while its next version waits for approval: its latest
    // version is PENDING, yet its limits count (and so must its row on the list the figure opens).
    const buyer = await createCompany(api.t.db, 'BUYER');
    const now = new Date();
    const version = (v: number, status: 'ACTIVATED' | 'PENDING') => ({
      ...demoTerms(TODAY),
      ent_id: buyer,
      version: v,
      status,
      activated_at: status === 'ACTIVATED' ? now : null,
      created_at: now,
      updated_at: now,
    });
    await api.t.db.insert(buyerCreditSetups).values([version(1, 'ACTIVATED'), version(2, 'PENDING')]);
    await createCompany(api.t.db, 'BUYER'); // no programme: on the list, not in the figure
    const { limits } = (await funderHome('crm')).pipeline!;
    const res = await call('POST', '/credit-buyer/list', 'crm', {
      search_condition: { in_force: 'true' },
      page_size: 2000,
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as { data: { id: number }[]; page_info: { total_record: number } };
    expect(list.page_info.total_record).toBe(limits.buyers);
    expect(list.data.map((r) => r.id)).toContain(buyer);
    const all = await call('POST', '/credit-buyer/list', 'crm', { search_condition: {} });
    expect(all.json().page_info.total_record).toBeGreaterThan(limits.buyers);
  });

  it('shows the administrators every section', async () => {
    expect((await funderHome('master')).sections).toEqual(['review', 'payments', 'collection', 'pipeline']);
  });

  it('refuses company users and unknown parameters', async () => {
    expect((await call('GET', '/home/funder', 'partner1')).statusCode).toBe(403);
    expect((await call('GET', '/home/funder?role=MASTER', 'master')).statusCode).toBe(422);
  });
});

describe('the partner home', () => {
  async function partnerHome(query = ''): Promise<PartnerHome> {
    const res = await call('GET', `/home/partner${query}`, 'partner1');
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  it("reads its limits from the partner's programmes in force, the guarantees it disbursed drawing on the guarantee limit", async () => {
    const funding = (
      await call('POST', '/funding-coordination/program-config/active', 'partner1', {})
    ).json();
    const home = await partnerHome();
    expect(home.limits.programme).toBe(true);
    expect(home.limits.funding.total).toBe(funding.data.limit_amount);
    expect(home.limits.funding.total).toBeGreaterThan(0);

    // The guarantee partner: its limit is its GUARANTEE programme's, used by its disbursed requests.
    const guarantee = (
      await call('POST', '/guarantee-coordination/program-config/active', 'partner2', {})
    ).json();
    const requests = (
      await call('POST', '/guarantee-coordination-announcement/guarantee-request/list', 'partner2', {
        search_condition: {},
        page_size: 2000,
      })
    ).json() as { data: { amount: number; status: string }[] };
    const disbursed = requests.data.filter((r) => r.status === 'DISBURSED').reduce((n, r) => n + r.amount, 0);
    const res = await call('GET', '/home/partner', 'partner2');
    expect(res.statusCode, res.body).toBe(200);
    const theirs = res.json() as PartnerHome;
    expect(theirs.limits.guarantee.total).toBe(guarantee.data.limit_amount);
    expect(theirs.limits.guarantee.used).toBe(disbursed);
    expect(theirs.limits.guarantee.available).toBe(Math.max(0, guarantee.data.limit_amount - disbursed));
  });

  it('sums the expected payments of the trades the partner funds, by day, week and month', async () => {
    const [me] = await api.t.db
      .select({ id: users.enterpriseId })
      .from(users)
      .where(sql`lower(${users.username}) = 'partner1'`);
    const before = await partnerHome();
    expect(before.week).toEqual({ from: '2027-03-15', to: '2027-03-21' });
    expect(before.month).toEqual({ from: '2027-03-01', to: '2027-03-31' });

    const tr = await trade('PAID', 3);
    await api.t.db
      .insert(transactionFundingPartners)
      .values({ trans_id: tr.id, partner_id: me!.id, selected_at: new Date() });
    const due = (i: number, date: string, status: 'FIRST_PAID' | 'SETTLED') =>
      api.t.db
        .update(receivables)
        .set({ maturity_date: date, status, advanced_amount: 80_000_000 })
        .where(eq(receivables.id, tr.arIds[i]!));
    await due(0, '2027-03-17', 'FIRST_PAID'); // this week, unpaid
    await due(1, '2027-03-17', 'SETTLED'); // this week, paid
    await due(2, '2027-03-29', 'FIRST_PAID'); // this month, unpaid
    // Another partner's trade counts nowhere here.
    const other = await trade('PAID', 1);
    const otherPartner = await createCompany(api.t.db, 'PARTNER');
    await api.t.db
      .insert(transactionFundingPartners)
      .values({ trans_id: other.id, partner_id: otherPartner, selected_at: new Date() });
    await api.t.db
      .update(receivables)
      .set({ maturity_date: '2027-03-17', status: 'FIRST_PAID' })
      .where(inArray(receivables.id, other.arIds));

    const home = await partnerHome();
    const day = (h: PartnerHome, d: string) =>
      h.schedule.find((x) => x.date === d) ?? { count: 0, amount: 0, unpaid: 0 };
    expect(day(home, '2027-03-17').count - day(before, '2027-03-17').count).toBe(2);
    expect(day(home, '2027-03-17').unpaid - day(before, '2027-03-17').unpaid).toBe(100_000_000);
    expect(home.unpaid.week.amount - before.unpaid.week.amount).toBe(100_000_000);
    expect(home.unpaid.month.amount - before.unpaid.month.amount).toBe(200_000_000);
    expect(home.unpaid.month.count - before.unpaid.month.count).toBe(2);
    // The figures are the schedule's own sums.
    const unpaidIn = (h: PartnerHome, r: { from: string; to: string }) =>
      h.schedule.filter((d) => d.date >= r.from && d.date <= r.to).reduce((n, d) => n + d.unpaid, 0);
    expect(home.unpaid.month.amount).toBe(unpaidIn(home, home.month));
    expect(home.unpaid.week.amount).toBe(unpaidIn(home, home.week));
    // Each unpaid figure opens the partner's funded receivables due in its range, as many rows.
    for (const [range, figure] of [
      [home.week, home.unpaid.week],
      [home.month, home.unpaid.month],
    ] as const) {
      const res = await call('POST', '/funding-coordination/transaction-history/funded-ars', 'partner1', {
        search_condition: { due_from: range.from, due_to: range.to, open_only: true },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().page_info.total_record).toBe(figure.count);
    }
    // Another partner's id in the body reads as an id that exists nowhere; its own list holds its trade.
    const named = await call('POST', '/funding-coordination/transaction-history/funded-ars', 'partner1', {
      search_condition: { partner_id: otherPartner },
    });
    expect(named.json().page_info.total_record).toBe(0);
    const theirs = await call('POST', '/funding-coordination/transaction-history/funded-ars', 'partner2', {
      search_condition: { due_from: home.week.from, due_to: home.week.to },
    });
    expect(theirs.json().page_info.total_record).toBe(0);
    expect(home.limits.funding.used - before.limits.funding.used).toBe(160_000_000);
    expect(home.limits.funding.available).toBe(
      Math.max(0, home.limits.funding.total - home.limits.funding.used),
    );

    // Another month's calendar leaves this one's receivables out, but for the days of its first
    // week that are still March: the week's calendar shows the receivable due on 29 March, which
    // its unpaid figure counts.
    const april = await partnerHome('?date=2027-04-02');
    expect(april.month).toEqual({ from: '2027-04-01', to: '2027-04-30' });
    expect(april.week).toEqual({ from: '2027-03-29', to: '2027-04-04' });
    expect(april.schedule.every((d) => d.date >= '2027-03-29' && d.date <= '2027-04-30')).toBe(true);
    expect(day(april, '2027-03-29').unpaid).toBe(day(home, '2027-03-29').unpaid);
    expect(april.unpaid.week.amount).toBeGreaterThanOrEqual(100_000_000);
    expect(april.unpaid.week.amount).toBe(unpaidIn(april, april.week));
    expect(april.unpaid.month.amount).toBe(unpaidIn(april, april.month));
  });

  it('refuses funder staff, bad dates and unknown parameters', async () => {
    expect((await call('GET', '/home/partner', 'master')).statusCode).toBe(403);
    expect((await call('GET', '/home/partner?date=2027-02-30', 'partner1')).statusCode).toBe(422);
    expect((await call('GET', '/home/partner?week=1', 'partner1')).statusCode).toBe(422);
  });
});
