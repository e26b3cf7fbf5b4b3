import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { fixedClock } from '../../platform/clock.ts';
import { suppliers } from '../enterprises/company.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { createCompany } from '../enterprises/index.ts';

let t: TestApp;
let buy02: number;
let buy01: number;
beforeAll(async () => {
  t = await createTestApp();
  const id = async (code: string) =>
    (await t.db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.code, code)))[0]!.id;
  buy01 = await id('BUY01');
  buy02 = await id('BUY02');
});
afterAll(async () => {
  await t?.close();
});

async function call(user: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: await t.auth(user),
    ...(payload === undefined ? {} : { payload }),
  });
}
async function supplier(limit: number | null, since: string | null) {
  const id = await createCompany(t.db, 'SUPPLIER', { erc_first_date: since });
  await t.db.update(suppliers).set({ total_limit: limit }).where(eq(suppliers.id, id));
  return id;
}
const ids = (res: { json(): { data: { sup_id: number }[] } }) => res.json().data.map((s) => s.sup_id);

describe('eligibility', () => {
  it('keeps the funder’s and the buyer’s filters, min below max, the stricter bound effective', async () => {
    const b = await createCompany(t.db, 'BUYER');
    const bad = await call('casenior', 'POST', '/credit-buyer/eligibility', {
      buy_id: b,
      ar_term_min: 90,
      ar_term_max: 90,
      supplier_limit_min: 2_000_000_000,
      supplier_limit_max: 1_000_000_000,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields.ar_term_max).toEqual(['Giá trị nhỏ nhất phải nhỏ hơn giá trị lớn nhất']);
    expect(bad.json().fields.supplier_limit_max).toBeDefined();
    const fraction = await call('casenior', 'POST', '/credit-buyer/eligibility', {
      buy_id: b,
      ar_value_min: 1.5,
    });
    expect(fraction.statusCode).toBe(422);

    const saved = await call('casenior', 'POST', '/credit-buyer/eligibility', {
      buy_id: b,
      ar_term_min: 30,
      ar_term_max: 120,
      supplier_limit_min: 100_000_000,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.funder).toMatchObject({ ar_term_min: 30, ar_term_max: 120, ar_value_min: null });
    expect(saved.json().data.buyer).toBeNull();
    expect(
      (await call('viewer', 'GET', `/credit-buyer/eligibility/${b}`)).json().data.effective.ar_term_max,
    ).toBe(120);
    expect((await call('viewer', 'POST', '/credit-buyer/eligibility', { buy_id: b })).statusCode).toBe(403);
    expect((await call('accountant', 'GET', `/credit-buyer/eligibility/${b}`)).statusCode).toBe(403);
    expect((await call('casenior', 'GET', `/credit-buyer/eligibility/${b + 100_000}`)).statusCode).toBe(404);
    // Not a buyer.
    const sup = await createCompany(t.db, 'SUPPLIER');
    expect((await call('casenior', 'POST', '/credit-buyer/eligibility', { buy_id: sup })).statusCode).toBe(
      404,
    );
  });

  it('lets the buyer apply its own filter and pick suppliers; the lists follow the criteria', async () => {
    await call('camanager', 'POST', '/credit-buyer/eligibility', {
      buy_id: buy02,
      supplier_limit_min: 100_000_000,
    });
    const apply = await call('buyer2', 'POST', '/buyer/credit/apply', {
      trading_frequency_min: 6,
      supplier_lifetime_min: 24,
      ar_term_max: 60,
    });
    expect(apply.statusCode).toBe(200);
    expect(apply.json().data.effective).toMatchObject({
      supplier_limit_min: 100_000_000,
      trading_frequency_min: 6,
    });
    const setting = (await call('buyer2', 'GET', '/buyer/credit/setting-eligibility')).json().data;
    expect(setting.funder.supplier_limit_min).toBe(100_000_000);
    expect(setting.buyer.ar_term_max).toBe(60);

    const good = await supplier(500_000_000, '2015-03-01');
    const young = await supplier(500_000_000, '2026-01-01');
    const rare = await supplier(500_000_000, '2010-01-01');
    for (const [sup_id, trading_frequency] of [
      [good, 12],
      [young, 12],
      [rare, 2],
    ] as const) {
      const res = await call('buyer2', 'POST', '/buyer/credit/supplier-selected', {
        sup_id,
        trading_frequency,
      });
      expect(res.statusCode).toBe(200);
    }
    const unknown = await call('buyer2', 'POST', '/buyer/credit/supplier-selected', { sup_id: buy01 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('SUPPLIER_NOT_FOUND');

    const list = (path: string) =>
      call('crm', 'POST', `/credit-buyer/${path}`, { search_condition: { buy_id: buy02 } });
    expect(ids(await list('supplier-eligible'))).toEqual([good]);
    expect(ids(await list('supplier-ineligible')).sort()).toEqual([young, rare].sort());

    const synthesis = (await call('buyer2', 'GET', '/buyer/credit/eligible-synthesize')).json().data;
    expect(synthesis).toMatchObject({ total: 3, eligible: 1, ineligible: 2, blacklisted: 0 });
    const youngEntry = synthesis.suppliers.find((s: { sup_id: number }) => s.sup_id === young);
    const detail = (await call('buyer2', 'GET', `/buyer/credit/handle-eligible/${youngEntry.id}`)).json()
      .data;
    expect(detail.checks.find((c: { key: string }) => c.key === 'supplier_lifetime')).toMatchObject({
      min: 24,
      passed: false,
    });
    const funderView = await call('casenior', 'GET', `/credit-buyer/handle-eligible/${buy02}/${good}`);
    expect(funderView.json().data.status).toBe('ELIGIBLE');

    // The buyer drops a supplier; the funder blacklists another (a reason is required).
    await call('buyer2', 'POST', '/buyer/credit/supplier-unselected', { sup_id: good });
    expect(ids(await list('supplier-eligible'))).toEqual([]);
    const noReason = await call('casenior', 'POST', '/credit-buyer/blacklist-supplier', {
      buy_id: buy02,
      sup_id: rare,
      blacklisted: true,
    });
    expect(noReason.statusCode).toBe(422);
    await call('casenior', 'POST', '/credit-buyer/blacklist-supplier', {
      buy_id: buy02,
      sup_id: rare,
      blacklisted: true,
      reason: 'Chậm giao hàng',
    });
    const black = await list('supplier-blacklist');
    expect(black.json().data).toMatchObject([
      { sup_id: rare, blacklist_reason: 'Chậm giao hàng', status: 'BLACKLISTED' },
    ]);
    // Receivables do not exist yet: an empty page, for a buyer in scope.
    const ars = await call('crm', 'POST', '/credit-buyer/supplier-ars', {
      search_condition: { buy_id: buy02 },
    });
    expect(ars.json()).toEqual({ data: [], page_info: { total_page: 0, total_record: 0 } });
  });

  it('keeps a buyer to its own: another buyer’s entry is 404, the funder side is closed to buyers', async () => {
    const other = (await call('camanager', 'GET', `/credit-buyer/eligible-synthesize/${buy01}`)).json().data;
    expect(other.suppliers.length).toBeGreaterThan(0);
    expect(
      (await call('buyer2', 'GET', `/buyer/credit/handle-eligible/${other.suppliers[0].id}`)).statusCode,
    ).toBe(404);
    expect((await call('buyer2', 'GET', `/credit-buyer/eligibility/${buy02}`)).statusCode).toBe(403);
    expect((await call('supplier1', 'GET', '/buyer/credit/setting-eligibility')).statusCode).toBe(403);
  });
});

describe('supplier lifetime', () => {
  it('counts a month from the 31st as ended on the last day of a shorter month (Civil Code art. 148(3))', async () => {
    // 31/08/2025 → 28/02/2027 is 18 months by addMonths' rule; 17 if February had to reach the 31st.
    const feb = await createTestApp({ clock: fixedClock('2027-02-28T03:00:00Z') });
    try {
      const as = async (user: string, method: 'GET' | 'POST', url: string, payload?: object) =>
        feb.app.inject({
          method,
          url: `/api${url}`,
          headers: await feb.auth(user),
          ...(payload === undefined ? {} : { payload }),
        });
      const [buy] = await feb.db
        .select({ id: enterprises.id })
        .from(enterprises)
        .where(eq(enterprises.code, 'BUY02'));
      const set = await as('casenior', 'POST', '/credit-buyer/eligibility', {
        buy_id: buy!.id,
        supplier_lifetime_min: 18,
      });
      expect(set.statusCode, set.body).toBe(200);
      const sup = await createCompany(feb.db, 'SUPPLIER', { erc_first_date: '2025-08-31' });
      const pick = await as('buyer2', 'POST', '/buyer/credit/supplier-selected', { sup_id: sup });
      expect(pick.statusCode, pick.body).toBe(200);
      const detail = (await as('casenior', 'GET', `/credit-buyer/handle-eligible/${buy!.id}/${sup}`)).json()
        .data;
      expect(detail.checks.find((c: { key: string }) => c.key === 'supplier_lifetime')).toMatchObject({
        min: 18,
        value: 18,
        passed: true,
      });
    } finally {
      await feb.close();
    }
  });
});
