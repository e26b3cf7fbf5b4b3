import { addDays } from '@arflow/domain/dates';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { systemClock } from '../../platform/clock.ts';
import { TINY_PDF } from '../../platform/files/samples.ts';
import { createCompany } from '../enterprises/index.ts';
import { demoTerms } from './credit-buyer.demo.ts';

const api = useApiHarness();
const { post, get } = api;
const today = systemClock.today();
const terms = (over: Record<string, unknown> = {}) => ({ ...demoTerms(today), ...over });

const newBuyer = () => createCompany(api.t.db, 'BUYER');
async function propose(buyer_id: number, user = 'creditofficer', over: Record<string, unknown> = {}) {
  const res = await post('/api/credit-buyer/setup', { buyer_id, ...terms(over) }, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; status: string; version: number };
}
const approve = (id: number, user = 'camanager') => get(`/api/credit-buyer/applied/${id}`, user);
const activate = (id: number, user = 'camanager') => post(`/api/credit-buyer/activate/${id}`, {}, user);
const en = { 'accept-language': 'en' };

describe('credit-buyer: proposing a setup', () => {
  it('saves every field of spec §3 as version 1, PENDING, with its SETUP history', async () => {
    const buyer = await newBuyer();
    const s = await propose(buyer);
    expect(s).toMatchObject({ status: 'PENDING', version: 1 });
    const res = await get(`/api/credit-buyer/limit-rate/view/${s.id}`, 'camanager');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({ ...terms(), ent_id: buyer, proposed_by_name: 'Bùi Đức Huy' });
    expect(body.history.map((h: { action: string }) => h.action)).toEqual(['SETUP']);
    expect(body.actions.sort()).toEqual(['approve', 'reject']);
    // The proposer is not offered the decision on their own proposal.
    const own = await get(`/api/credit-buyer/limit-rate/view/${s.id}`, 'creditofficer');
    expect(own.json().actions).toEqual([]);
  });

  it.each([
    [{ ar_term_min: 120, ar_term_max: 120 }, 'ar_term_max', 'The minimum must be less than the maximum'],
    [
      { ar_value_min: 5_000_000, ar_value_max: 1_000_000 },
      'ar_value_max',
      'The minimum must be less than the maximum',
    ],
    [
      { supplier_limit_min: 9, supplier_limit_max: 9 },
      'supplier_limit_max',
      'The minimum must be less than the maximum',
    ],
    [{ standard_limit: 5_000_000_001 }, 'standard_limit', 'At most 5000000000'],
    [{ credit_rate: 9.555 }, 'credit_rate', 'At most 2 decimal places'],
    [{ max_funding_ratio: 101 }, 'max_funding_ratio', 'Must be between 0 and 100'],
    [{ transaction_structure: 3 }, 'transaction_structure', 'The entered value is not valid'],
    [{ expiry_date: addDays(today, -1) }, 'expiry_date', 'The date must be today or later'],
    [{ validity_months: 0 }, 'validity_months', 'At least 1'],
  ])('refuses %o on %s (spec §5)', async (over, field, message) => {
    const buyer = await newBuyer();
    const res = await post(
      '/api/credit-buyer/setup',
      { buyer_id: buyer, ...terms(over) },
      'creditofficer',
      en,
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().fields[field]).toContain(message);
    const [{ n }] = (
      await api.t.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM buyer_credit_setups WHERE ent_id = ${buyer}`,
      )
    ).rows as [{ n: number }];
    expect(n).toBe(0);
  });

  it('accepts an expiry of today and unset range bounds', async () => {
    const buyer = await newBuyer();
    const s = await propose(buyer, 'creditofficer', {
      expiry_date: today,
      ar_term_min: null,
      ar_value_max: null,
    });
    expect(s.status).toBe('PENDING');
  });

  it('answers the range message in Vietnamese by default', async () => {
    const res = await post(
      '/api/credit-buyer/setup',
      {
        buyer_id: await newBuyer(),
        ...terms({ ar_term_min: 30, ar_term_max: 10 }),
      },
      'creditofficer',
    );
    expect(res.json().fields.ar_term_max).toContain('Giá trị nhỏ nhất phải nhỏ hơn giá trị lớn nhất');
  });

  it('refuses a second proposal while one waits, and a buyer that is not one (404)', async () => {
    const buyer = await newBuyer();
    await propose(buyer);
    const again = await post('/api/credit-buyer/setup', { buyer_id: buyer, ...terms() }, 'casenior');
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('BUYER_CREDIT_INVALID');
    const supplier = await createCompany(api.t.db, 'SUPPLIER');
    const res = await post('/api/credit-buyer/setup', { buyer_id: supplier, ...terms() }, 'creditofficer');
    expect(res.statusCode).toBe(404);
  });

  it('lets only credit appraisal staff propose (spec §6, workflow grants)', async () => {
    const buyer = await newBuyer();
    for (const user of ['crm', 'viewer', 'accountant', 'buyer1', 'supplier1']) {
      const res = await post('/api/credit-buyer/setup', { buyer_id: buyer, ...terms() }, user);
      expect(res.statusCode, user).toBe(403);
    }
  });
});

describe('credit-buyer: maker-checker and the lifecycle', () => {
  it('approves, activates, and refuses illegal transitions with their codes', async () => {
    const buyer = await newBuyer();
    const s = await propose(buyer);
    const early = await activate(s.id);
    expect(early.statusCode).toBe(422);
    expect(early.json().code).toBe('TRANSITION_NOT_ALLOWED');
    const ok = await approve(s.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.status).toBe('APPLIED');
    const twice = await approve(s.id);
    expect(twice.json().code).toBe('TRANSITION_NOT_ALLOWED');
    const reject = await post('/api/credit-buyer/rejected/', { id: s.id, reason: 'Muộn' }, 'camanager');
    expect(reject.json().code).toBe('TRANSITION_NOT_ALLOWED');
    const on = await activate(s.id);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data).toMatchObject({ status: 'ACTIVATED', standard_used: 0 });
    const history = await get(`/api/credit-buyer/limit-rate/history/${s.id}`, 'viewer');
    expect(history.json().data.map((h: { to_status: string }) => h.to_status)).toEqual([
      'PENDING',
      'APPLIED',
      'ACTIVATED',
    ]);
  });

  it('refuses the proposer approving or rejecting their own setup (CREDIT_SELF_APPROVAL)', async () => {
    const buyer = await newBuyer();
    const s = await propose(buyer, 'camanager');
    const self = await approve(s.id, 'camanager');
    expect(self.statusCode).toBe(422);
    expect(self.json().code).toBe('CREDIT_SELF_APPROVAL');
    const selfReject = await post('/api/credit-buyer/rejected/', { id: s.id, reason: 'x' }, 'camanager');
    expect(selfReject.json().code).toBe('CREDIT_SELF_APPROVAL');
    expect((await approve(s.id, 'master')).statusCode).toBe(200);
  });

  it('lets only approvers decide: a credit officer or senior gets 403', async () => {
    const s = await propose(await newBuyer());
    for (const user of ['creditofficer', 'casenior', 'crm', 'viewer']) {
      expect((await approve(s.id, user)).statusCode, user).toBe(403);
    }
  });

  it('approves once when two approvers decide at the same time', async () => {
    const s = await propose(await newBuyer());
    const [a, b] = await Promise.all([approve(s.id, 'camanager'), approve(s.id, 'master')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    expect([a, b].find((r) => r.statusCode === 422)!.json().code).toBe('TRANSITION_NOT_ALLOWED');
    const [{ n }] = (
      await api.t.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM status_history WHERE entity = 'buyer_credit_setup' AND entity_id = ${String(s.id)} AND action = 'APPROVE'`,
      )
    ).rows as [{ n: number }];
    expect(n).toBe(1);
  });

  it('rejects with a required reason, then the corrected version is proposed again', async () => {
    const buyer = await newBuyer();
    const s = await propose(buyer);
    const blank = await post('/api/credit-buyer/rejected/', { id: s.id, reason: ' ' }, 'camanager', en);
    expect(blank.statusCode).toBe(422);
    expect(blank.json().fields.reason).toContain('Reason required for rejection');
    const res = await post(
      '/api/credit-buyer/rejected/',
      { id: s.id, reason: 'Hạn mức quá cao' },
      'camanager',
    );
    expect(res.json().data.status).toBe('REJECTED');
    const again = await post(
      '/api/credit-buyer/setup',
      { buyer_id: buyer, id: s.id, ...terms({ credit_limit: 4_000_000_000, standard_limit: 3_000_000_000 }) },
      'casenior',
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ id: s.id, status: 'PENDING', credit_limit: 4_000_000_000 });
    const view = await get(`/api/credit-buyer/limit-rate/view/${s.id}`, 'camanager');
    const rejected = view.json().history.find((h: { action: string }) => h.action === 'REJECT');
    expect(rejected.reason).toBe('Hạn mức quá cao');
    // The corrector is now the proposer: casenior may not approve it, creditofficer's turn is over.
    expect(view.json().data.proposed_by_name).toBe('Ngô Thị Mai');
  });

  it('refuses to activate an expired version (BUYER_CREDIT_INVALID)', async () => {
    const s = await propose(await newBuyer(), 'creditofficer', { expiry_date: today });
    await approve(s.id);
    await api.t.db.execute(
      sql`UPDATE buyer_credit_setups SET expiry_date = ${addDays(today, -1)} WHERE id = ${s.id}`,
    );
    const res = await activate(s.id);
    expect(res.json().code).toBe('BUYER_CREDIT_INVALID');
  });

  it('answers 404 for a version that does not exist', async () => {
    expect((await get('/api/credit-buyer/limit-rate/view/2147483000', 'camanager')).json().code).toBe(
      'NOT_FOUND',
    );
    expect((await approve(2147483000)).statusCode).toBe(404);
  });
});

describe('credit-buyer: programme, list, adjustment', () => {
  it('shows a buyer programme: the latest version, the one in force, live limits', async () => {
    const buy01 = await api.idOf('BUY01');
    const res = await get(`/api/credit-buyer/limit-rate/view/${buy01}/buyer`, 'viewer');
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p.active.status).toBe('ACTIVATED');
    // No demo transaction draws the standard limit (they all draw the early-payment one).
    expect(p.limits.standard).toEqual({
      total: 3_500_000_000,
      used: 0,
      available: 3_500_000_000,
    });
    expect(p.actions).toEqual([]);
  });

  it('lists buyers with their credit status, filtered and paged', async () => {
    const res = await post(
      '/api/credit-buyer/list',
      { search_condition: { status: 'PENDING', keyword: 'BUY02' } },
      'viewer',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ code: 'BUY02', credit_status: 'PENDING', assigned_ca_name: 'Bùi Đức Huy' }),
    ]);
    const none = await newBuyer();
    const blank = await post(
      '/api/credit-buyer/list',
      { search_condition: { status: 'NONE' }, page_size: 2000 },
      'viewer',
    );
    expect(blank.json().data.map((r: { id: number }) => r.id)).toContain(none);
    const bad = await post('/api/credit-buyer/list', { search_condition: { status: 'X' } }, 'viewer');
    expect(bad.statusCode).toBe(422);
  });

  it('adjusts the limits in force as a new version that copies the others', async () => {
    const buyer = await newBuyer();
    const s = await propose(buyer);
    await approve(s.id);
    await activate(s.id);
    const over = await post(
      '/api/credit-buyer/buyer/adjust',
      { buyer_id: buyer, credit_limit: 1_000, standard_limit: 2_000, early_payment_limit: 0, reason: 'x' },
      'creditofficer',
      en,
    );
    expect(over.json().fields.standard_limit).toContain('At most 1000');
    const res = await post(
      '/api/credit-buyer/buyer/adjust',
      {
        buyer_id: buyer,
        credit_limit: 6_000_000_000,
        standard_limit: 4_000_000_000,
        early_payment_limit: 2_000_000_000,
        reason: 'Tăng hạn mức',
      },
      'creditofficer',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      version: 2,
      status: 'PENDING',
      credit_rate: 9.5,
      standard_limit: 4_000_000_000,
    });
    const versions = await post(
      '/api/credit-buyer/limit-rate/history',
      { search_condition: { buyer_id: buyer } },
      'viewer',
    );
    expect(versions.json().data.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const start = await get(`/api/credit-buyer/limit-rate/data-update/${buyer}/buyer`, 'creditofficer');
    expect(start.json().data.credit_limit).toBe(6_000_000_000);
  });

  it('adds up the programmes in force', async () => {
    const res = await get('/api/credit-buyer/limit-rate/view', 'viewer');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.buyers).toBeGreaterThanOrEqual(1);
    expect(res.json().data.standard.available).toBe(
      res.json().data.standard.total - res.json().data.standard.used,
    );
  });

  it('assigns a credit appraisal user, and refuses anyone else', async () => {
    const buyer = await newBuyer();
    const [{ id }] = (
      await api.t.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE username = 'casenior'`)
    ).rows as [{ id: number }];
    const ok = await post('/api/credit-buyer/assign', { buyer_id: buyer, user_id: id }, 'camanager');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.full_name).toBe('Ngô Thị Mai');
    const [{ id: crm }] = (
      await api.t.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE username = 'crm'`)
    ).rows as [{ id: number }];
    const bad = await post('/api/credit-buyer/assign', { buyer_id: buyer, user_id: crm }, 'camanager');
    expect(bad.json().code).toBe('USER_INVALID');
  });

  it('attaches documents to a version', async () => {
    const s = await propose(await newBuyer());
    const boundary = '----credit7MA4YWxk';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="setup_id"\r\n\r\n${s.id}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="to-trinh.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      TINY_PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await api.t.app.inject({
      method: 'POST',
      url: '/api/credit-buyer/upload',
      payload,
      headers: {
        ...(await api.t.auth('creditofficer')),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0].original_name).toBe('to-trinh.pdf');
  });
});

describe('credit-buyer: debt, maturity and supplier rates', () => {
  let buyer: number;
  let sup: number;
  beforeAll(async () => {
    buyer = await newBuyer();
    sup = await api.idOf('SUP01');
  });

  const debtBody = () => ({
    buyer_id: buyer,
    grace_days: 5,
    bad_debt_days: 90,
    late_payment_rate: 150,
    overdue_type1_rate: 0.066,
    overdue_type2_rate: 0.1,
  });

  it('sets the debt terms, with N1 after the grace days, and keeps each change', async () => {
    const body = debtBody();
    const bad = await post(
      '/api/credit-buyer/setup-debt',
      { ...body, bad_debt_days: 5 },
      'creditofficer',
      en,
    );
    expect(bad.json().fields.bad_debt_days).toContain('The minimum must be less than the maximum');
    const perDay = await post(
      '/api/credit-buyer/setup-debt',
      { ...body, overdue_type1_rate: 0.0661 },
      'creditofficer',
      en,
    );
    expect(perDay.json().fields.overdue_type1_rate).toContain('At most 3 decimal places');
    expect((await post('/api/credit-buyer/setup-debt', body, 'creditofficer')).statusCode).toBe(200);
    await post('/api/credit-buyer/setup-debt', { ...body, grace_days: 7 }, 'creditofficer');
    const res = await get(`/api/credit-buyer/debt/${buyer}`, 'viewer');
    expect(res.json().data).toMatchObject({ grace_days: 7, late_payment_rate: 150 });
    expect(res.json().history.at(-1).changes).toEqual({ grace_days: { from: 5, to: 7 } });
  });

  it('refuses penal rates above the legal cap of 150 % of the agreed rate, in both languages', async () => {
    const body = debtBody();
    const cases = [
      ['late_payment_rate', 200, 'At most 150: interest on overdue principal may not exceed 150%'],
      ['overdue_type1_rate', 1, 'At most 0.41: interest on overdue principal may not exceed 150%'],
      ['overdue_type2_rate', 0.411, 'At most 0.41: interest on overdue principal'],
    ] as const;
    for (const [field, value, text] of cases) {
      const res = await post(
        '/api/credit-buyer/setup-debt',
        { ...body, [field]: value },
        'creditofficer',
        en,
      );
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().fields[field].join(' ')).toContain(text);
      const vi = await post('/api/credit-buyer/setup-debt', { ...body, [field]: value }, 'creditofficer');
      expect(vi.json().fields[field].join(' ')).toContain('không được vượt quá 150% lãi suất chiết khấu');
    }
    const edge = { ...body, overdue_type1_rate: 0.41, overdue_type2_rate: 0.41 };
    expect((await post('/api/credit-buyer/setup-debt', edge, 'creditofficer')).statusCode).toBe(200);
    const res = await get(`/api/credit-buyer/debt/${buyer}`, 'viewer');
    expect(res.json().data).toMatchObject({ late_payment_rate: 150, overdue_type1_rate: 0.41 });
  });

  it('drafts, requests and confirms maturity terms with supplier rates (not by the requester)', async () => {
    const draft = await post(
      '/api/credit-buyer/setup-maturity',
      { buyer_id: buyer, term_unit: 2, payment_term: 60, max_extension: 15 },
      'creditofficer',
    );
    expect(draft.statusCode, draft.body).toBe(200);
    const id = draft.json().data.id as number;
    expect(draft.json().data.status).toBe('DRAFT');
    const unknown = await post(
      `/api/credit-buyer/maturity/${buyer}/request-supplier-rate-settings`,
      { settings: [{ sup_id: buyer, discount_rate: 10, max_payment_ratio: 80 }] },
      'creditofficer',
    );
    expect(unknown.json().code).toBe('CREDIT_SUPPLIER_UNKNOWN');
    const rates = await post(
      `/api/credit-buyer/maturity/${buyer}/request-supplier-rate-settings`,
      { settings: [{ sup_id: sup, discount_rate: 10.25, max_payment_ratio: 75 }] },
      'creditofficer',
    );
    expect(rates.statusCode, rates.body).toBe(200);
    expect(rates.json().data).toEqual([expect.objectContaining({ sup_code: 'SUP01', discount_rate: 10.25 })]);
    expect((await post('/api/credit-buyer/confirm-maturity', { id }, 'camanager')).json().code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );
    expect(
      (await post('/api/credit-buyer/request-maturity', { id }, 'creditofficer')).json().data.status,
    ).toBe('REQUESTED');
    const locked = await post(
      `/api/credit-buyer/maturity/${buyer}/request-supplier-rate-settings`,
      { settings: [] },
      'creditofficer',
    );
    expect(locked.json().code).toBe('TRANSITION_NOT_ALLOWED');
    // camanager requests their own draft elsewhere: the requester may not confirm.
    const other = await newBuyer();
    const d2 = await post(
      '/api/credit-buyer/setup-maturity',
      { buyer_id: other, term_unit: 1, payment_term: 3, max_extension: 0 },
      'camanager',
    );
    await post('/api/credit-buyer/request-maturity', { id: d2.json().data.id }, 'camanager');
    expect(
      (await post('/api/credit-buyer/confirm-maturity', { id: d2.json().data.id }, 'camanager')).json().code,
    ).toBe('CREDIT_SELF_APPROVAL');
    const ok = await post('/api/credit-buyer/confirm-maturity', { id }, 'camanager');
    expect(ok.json().data.status).toBe('CONFIRMED');
    const after = await get(`/api/credit-buyer/maturity/${buyer}/supplier-rate-settings`, 'viewer');
    expect(after.json().confirmed).toHaveLength(1);
    // A new draft starts from the confirmed rates.
    const next = await post(
      '/api/credit-buyer/setup-maturity',
      { buyer_id: buyer, term_unit: 2, payment_term: 45, max_extension: 15 },
      'creditofficer',
    );
    expect(next.json().data.version).toBe(2);
    const view = await get(`/api/credit-buyer/maturity/${buyer}/supplier-rate-settings`, 'viewer');
    expect(view.json()).toMatchObject({ status: 'DRAFT', data: [expect.objectContaining({ sup_id: sup })] });
  });
});

describe('credit-buyer: the buyer’s own programme', () => {
  it('shows buyer1 its activated programme and live limits; buyer2 has none in force yet', async () => {
    const mine = await get('/api/buy/buyer-credit/view', 'buyer1');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ status: 'ACTIVATED', transaction_structure: 1 });
    const limit = await get('/api/buyer/early-payment-limit', 'buyer1');
    // Drawn at 80 % by the demo transactions signed on BUY01, as their signatures would: 164.000.000
    // (request-transaction's), 583.600.000 (buyer-transactions' B01, B02, B04, B05), 240.000.000
    // (funder-transactions' F01…F09).
    expect(limit.json().data).toEqual({ total: 1_500_000_000, used: 987_600_000, available: 512_400_000 });
    const none = await get('/api/buy/buyer-credit/view', 'buyer2');
    expect(none.json().data).toBeNull();
    expect((await get('/api/buyer/standard-limit', 'buyer2')).json().data).toEqual({
      total: 0,
      used: 0,
      available: 0,
    });
  });

  it('keeps funder routes from buyers and another buyer’s version from the buyer (404)', async () => {
    const buy02Setup = (
      await get(`/api/credit-buyer/limit-rate/view/${await api.idOf('BUY02')}/buyer`, 'viewer')
    ).json().latest.id;
    expect((await get(`/api/credit-buyer/limit-rate/view/${buy02Setup}`, 'buyer1')).statusCode).toBe(403);
    const res = await post(
      '/api/buy/buyer-credit/confirm-structure',
      { id: buy02Setup, transaction_structure: 2 },
      'buyer1',
    );
    expect(res.statusCode).toBe(404);
    expect((await get('/api/buyer/standard-limit', 'supplier1')).statusCode).toBe(403);
  });

  it('looks up the contracts of a programme by its transaction structure (GET /enterprise/contract-type)', async () => {
    const buy01 = await api.idOf('BUY01');
    const mine = await get(`/api/enterprise/contract-type?id=${buy01}`, 'buyer1');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      transaction_structure: 1,
      data: [
        { code: 'COORDINATION_AGREEMENT', party: 'BUYER', label: { vi: 'Thỏa thuận phối hợp' } },
        { code: 'DISCOUNT_CONTRACT', party: 'SUPPLIER' },
      ],
    });
    // BUY02 has no programme in force yet: only the coordination agreement; buyer1 may not look.
    const buy02 = await api.idOf('BUY02');
    const other = await get(`/api/enterprise/contract-type?id=${buy02}`, 'creditofficer');
    expect(other.json()).toMatchObject({
      transaction_structure: null,
      data: [{ code: 'COORDINATION_AGREEMENT' }],
    });
    expect((await get(`/api/enterprise/contract-type?id=${buy02}`, 'buyer1')).statusCode).toBe(404);
    expect((await get('/api/enterprise/contract-type?id=abc', 'creditofficer')).statusCode).toBe(422);
    expect((await get(`/api/enterprise/contract-type?id=${buy01}`, 'supplier1')).statusCode).toBe(403);
  });

  it('lets the buyer confirm its programme’s model, and only that model', async () => {
    const id = (await get('/api/buy/buyer-credit/view', 'buyer1')).json().data.id as number;
    const wrong = await post(
      '/api/buy/buyer-credit/confirm-structure',
      { id, transaction_structure: 2 },
      'buyer1',
    );
    expect(wrong.json().code).toBe('BUYER_CREDIT_INVALID');
    const ok = await post(
      '/api/buy/buyer-credit/confirm-structure',
      { id, transaction_structure: 1 },
      'buyer1',
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.structure_confirmed_at).not.toBeNull();
  });
});
