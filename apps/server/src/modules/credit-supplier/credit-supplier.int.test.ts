import { financialYears } from '@arflow/domain/credit-assessment';
import { todayIn } from '@arflow/domain/dates';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { type Part, SAMPLES } from '../../../test/files.ts';
import { enterpriseLegalRecords } from '../enterprises/company.tables.ts';
import { whileProgrammeExpired } from './credit.testing.ts';
import { supplierCredits } from './credit-supplier.tables.ts';

const api = useApiHarness();
const { post, get, idOf } = api;
const years = financialYears(todayIn());

const uploadFinancial = (parts: Part[], user: string) => api.send('/api/credit-supplier/upload', parts, user);
const yearPart = (year: number | string): Part => ({ name: 'year', value: String(year) });
const pdf = (name = 'BCTC.pdf'): Part => ({ name: 'file', filename: name, content: SAMPLES.pdf });

/** The live legal records of a company: what the documents picker offers. */
async function recordsOf(code: string): Promise<number[]> {
  const rows = await api.t.db
    .select({ id: enterpriseLegalRecords.id })
    .from(enterpriseLegalRecords)
    .where(
      and(
        eq(enterpriseLegalRecords.ent_id, await idOf(code)),
        inArray(enterpriseLegalRecords.status, ['PENDING', 'APPROVED']),
      ),
    );
  return rows.map((r) => r.id);
}
const en = { 'accept-language': 'en' };

describe('supplier credit: demo world', () => {
  it('shows supplier1’s approved credit, supplier2’s waiting files (one overdue) and indsupplier1’s request', async () => {
    const list = await post('/api/credit-supplier/list', { page_size: 50 }, 'creditofficer');
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data as {
      sup_name: string;
      status: string;
      overdue: boolean;
      deadline: string | null;
    }[];
    expect(rows.some((r) => r.status === 'APPROVED')).toBe(true);
    expect(rows.filter((r) => r.status === 'ASSESSING' && r.overdue)).toHaveLength(1);
    expect(rows.some((r) => r.status === 'ADD_DOC')).toBe(true);
    const overdue = await post(
      '/api/credit-supplier/list',
      { search_condition: { overdue: true } },
      'camanager',
    );
    expect(overdue.json().data).toHaveLength(1);
    expect(overdue.json().data[0]).toMatchObject({
      status: 'ASSESSING',
      overdue: true,
      working_days_left: 0,
    });
    const ind = await post(
      '/api/credit-supplier/list',
      { search_condition: { kind: 'indsupplier' } },
      'camanager',
    );
    expect(ind.json().data.map((r: { status: string }) => r.status)).toEqual(['ADD_DOC']);

    const summary = await get('/api/supplier/summary-limit', 'supplier1');
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().data.buyers).toEqual([
      // supplier1's demo transactions on BUY01 draw 987.600.000, the same as the buyer's limit
      // (credit-buyer test): every one is SUP01's.
      expect.objectContaining({
        total_limit: 2_500_000_000,
        used_limit: 987_600_000,
        available_limit: 1_512_400_000,
      }),
    ]);
  });
});

describe('supplier credit: financial information of the last 4 years', () => {
  it('refuses a wrong year, a wrong file and no file, and keeps one statement per year', async () => {
    const wrongYear = await uploadFinancial([yearPart(years[0]! - 1), pdf()], 'supplier3');
    expect(wrongYear.statusCode).toBe(422);
    expect(wrongYear.json()).toMatchObject({ code: 'FINANCIAL_YEAR_INVALID' });
    expect(wrongYear.json().messages[0]).toContain(years.join(', '));
    expect(wrongYear.json().fields.year).toBeDefined();
    const future = await uploadFinancial([yearPart(years[3]! + 1), pdf()], 'supplier3');
    expect(future.json().code).toBe('FINANCIAL_YEAR_INVALID');
    const notYear = await uploadFinancial([yearPart('20x5'), pdf()], 'supplier3');
    expect(notYear.statusCode).toBe(422);
    const exe = await uploadFinancial(
      [yearPart(years[0]!), { name: 'file', filename: 'bctc.pdf', content: SAMPLES.exe }],
      'supplier3',
    );
    expect(exe.statusCode).toBe(422);
    const none = await uploadFinancial([yearPart(years[0]!)], 'supplier3');
    // The file store's own refusal: an upload without a file.
    expect(none.json()).toMatchObject({ status: 422, code: 'FILE_REQUIRED' });
    const two = await uploadFinancial([yearPart(years[0]!), pdf('a.pdf'), pdf('b.pdf')], 'supplier3');
    expect(two.json().code).toBe('FINANCIAL_FILE_REQUIRED');
    const docs = await get(`/api/credit-supplier/documents-supplier/${await idOf('SUP03')}`, 'supplier3');
    expect(docs.json().data).toMatchObject({ years, missing_years: years, financials: [] });

    const ok = await uploadFinancial([yearPart(years[0]!), pdf('BCTC cũ.pdf')], 'supplier3');
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await uploadFinancial([yearPart(years[0]!), pdf('BCTC mới.pdf')], 'supplier3');
    expect(again.json().data.financials).toEqual([
      expect.objectContaining({ year: years[0], file_name: 'BCTC mới.pdf' }),
    ]);
    expect(again.json().data.missing_years).toEqual(years.slice(1));
    // Another supplier's statements are not found; funder staff upload for a supplier they name.
    expect(
      (await get(`/api/credit-supplier/documents-supplier/${await idOf('SUP03')}`, 'supplier1')).statusCode,
    ).toBe(404);
    const byFunder = await uploadFinancial(
      [yearPart(years[1]!), { name: 'sup_id', value: String(await idOf('SUP03')) }, pdf()],
      'creditofficer',
    );
    expect(byFunder.statusCode, byFunder.body).toBe(200);
  });
});

describe('supplier credit: the buyer programme it stands on (issue 20 item 2)', () => {
  const setStatus = async (id: number) => {
    const [row] = await api.t.db
      .select({ status: supplierCredits.status })
      .from(supplierCredits)
      .where(eq(supplierCredits.id, id));
    return row!.status;
  };

  it('refuses to apply, approve or confirm on a buyer whose programme is not active', async () => {
    // BUY02's programme is still waiting for approval: supplier3 cannot apply on it (checked before
    // its statements, which it has not handed in yet: the buyer makes the application pointless).
    const form = {
      buy_id: await idOf('BUY02'),
      applied_total_limit: 500_000_000,
      applied_discount_rate: 10,
      file_attach: [(await recordsOf('SUP03'))[0]],
    };
    const applyVi = await post('/api/credit-supplier/update', form, 'supplier3');
    expect(applyVi.statusCode).toBe(422);
    expect(applyVi.json()).toMatchObject({
      code: 'BUYER_CREDIT_INVALID',
      messages: ['Không tìm thấy cấu hình tín dụng bên mua hoặc trạng thái không hợp lệ'],
    });
    const applyEn = await post('/api/credit-supplier/update', form, 'supplier3', en);
    expect(applyEn.json().messages).toEqual(['Buyer credit config not found or invalid status']);
    const eligible = await get(
      `/api/credit-supplier/notify-eligible/${await idOf('SUP03')}/${form.buy_id}`,
      'supplier3',
    );
    expect(eligible.json().data).toMatchObject({ can_apply: false, blocked_by: 'BUYER_PROGRAMME' });

    // supplier2's demo file on BUY02 cannot be approved either; it stays in assessment.
    const [waiting] = await api.t.db
      .select({ id: supplierCredits.id })
      .from(supplierCredits)
      .where(
        and(
          eq(supplierCredits.ent_id, await idOf('SUP02')),
          eq(supplierCredits.buy_id, await idOf('BUY02')),
          eq(supplierCredits.status, 'ASSESSING'),
        ),
      );
    const terms = { id: waiting!.id, total_limit: 500_000_000, discount_rate: 10, max_payment_ratio: 80 };
    const approve = await post('/api/credit-supplier/approve', terms, 'camanager', en);
    expect(approve.json()).toMatchObject({ status: 422, code: 'BUYER_CREDIT_INVALID' });
    expect(await setStatus(waiting!.id)).toBe('ASSESSING');

    // An offer made while BUY01's programme was in force cannot be confirmed once it has expired.
    const buy01 = await idOf('BUY01');
    const [onBuy01] = await api.t.db
      .select({ id: supplierCredits.id })
      .from(supplierCredits)
      .where(
        and(
          eq(supplierCredits.ent_id, await idOf('SUP02')),
          eq(supplierCredits.buy_id, buy01),
          eq(supplierCredits.status, 'ASSESSING'),
        ),
      );
    const offered = await post('/api/credit-supplier/approve', { ...terms, id: onBuy01!.id }, 'camanager');
    expect(offered.json().data.status).toBe('OFFERED');
    await whileProgrammeExpired(api.t.db, buy01, async () => {
      const confirm = await post(
        '/api/credit-supplier/credit-buyer/request/confirm',
        { id: onBuy01!.id },
        'supplier2',
        en,
      );
      expect(confirm.json()).toMatchObject({ status: 422, code: 'BUYER_CREDIT_INVALID' });
      expect(await setStatus(onBuy01!.id)).toBe('OFFERED');
    });
    const confirmed = await post(
      '/api/credit-supplier/credit-buyer/request/confirm',
      { id: onBuy01!.id },
      'supplier2',
    );
    expect(confirmed.json().data.status).toBe('APPROVED');
  });
});

describe('supplier credit: application, documents, approval', () => {
  it('walks apply → add-doc → documents added → approve → confirm, refusing what the rules forbid', async () => {
    const sup = await idOf('SUP03');
    // BUY01's programme is in force (BUY02's waits for approval: see the programme tests below).
    const buyer = await idOf('BUY01');
    const docs = await recordsOf('SUP03');
    const form = {
      buy_id: buyer,
      applied_total_limit: 1_200_000_000,
      applied_discount_rate: 10.5,
      file_attach: [docs[0]],
    };

    // Without the 4 years' statements the application is refused with the missing years.
    const missing = await post('/api/credit-supplier/update', form, 'supplier3', en);
    expect(missing.json()).toMatchObject({ code: 'FINANCIALS_MISSING' });
    expect(missing.json().messages[0]).toContain(String(years[3]));
    for (const y of years) await uploadFinancial([yearPart(y), pdf()], 'supplier3');

    // Rules of the form: rates with 2 decimals at most, a limit above 0, papers of its own.
    const bad = await post(
      '/api/credit-supplier/update',
      { ...form, applied_discount_rate: 10.555, applied_total_limit: 0 },
      'supplier3',
      en,
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['applied_discount_rate', 'applied_total_limit']);
    const foreignDoc = await post(
      '/api/credit-supplier/update',
      { ...form, file_attach: await recordsOf('SUP01') },
      'supplier3',
    );
    expect(foreignDoc.json().fields.file_attach).toBeDefined();
    expect((await post('/api/credit-supplier/update', form, 'camanager')).statusCode).toBe(403);

    const applied = await post('/api/credit-supplier/update', form, 'supplier3');
    expect(applied.statusCode, applied.body).toBe(200);
    const credit = applied.json();
    expect(credit.data).toMatchObject({
      status: 'ASSESSING',
      sup_id: sup,
      buy_id: buyer,
      working_days_left: 5,
      overdue: false,
    });
    expect(credit.data.documents).toEqual([
      expect.objectContaining({ doc_id: docs[0], kind: 'APPLICATION' }),
    ]);
    expect(credit.actions).toEqual(['update']);
    const id = credit.data.id as number;
    expect((await post('/api/credit-supplier/update', form, 'supplier3')).json().code).toBe(
      'CREDIT_APPLICATION_OPEN',
    );

    // Credit staff ask for a document; an approval waits until it comes.
    expect(
      (
        await post(
          '/api/credit-supplier/approve',
          { id, total_limit: 1, discount_rate: 1, max_payment_ratio: 1 },
          'creditofficer',
        )
      ).statusCode,
    ).toBe(403);
    const noContent = await post(
      '/api/credit-supplier/request/add-doc',
      { id, content: '  ' },
      'creditofficer',
    );
    expect(noContent.statusCode).toBe(422);
    const asked = await post(
      '/api/credit-supplier/request/add-doc',
      { id, content: 'Sao kê ngân hàng 6 tháng' },
      'creditofficer',
    );
    expect(asked.json().data).toMatchObject({
      status: 'ADD_DOC',
      add_doc_request: 'Sao kê ngân hàng 6 tháng',
      deadline: null,
    });
    const early = await post(
      '/api/credit-supplier/approve',
      { id, total_limit: 1_000_000_000, discount_rate: 10, max_payment_ratio: 80 },
      'camanager',
    );
    expect(early.json().code).toBe('TRANSITION_NOT_ALLOWED');
    // Another supplier cannot answer for this one.
    expect(
      (
        await post(
          '/api/credit-supplier/request/add-doc/confirm',
          { id, file_attach: [docs[1]] },
          'supplier1',
        )
      ).statusCode,
    ).toBe(404);
    const added = await post(
      '/api/credit-supplier/request/add-doc/confirm',
      { id, file_attach: [docs[1]] },
      'supplier3',
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.status).toBe('ASSESSING');
    expect(added.json().data.documents.map((d: { kind: string }) => d.kind)).toEqual([
      'APPLICATION',
      'ADD_DOC',
    ]);

    // The limit stays within the supplier's ceiling (2,000,000,000 for SUP03).
    const over = await post(
      '/api/credit-supplier/approve',
      { id, total_limit: 2_000_000_001, discount_rate: 10, max_payment_ratio: 80 },
      'camanager',
      en,
    );
    expect(over.json()).toMatchObject({ code: 'TOTAL_LIMIT_OUT_OF_RANGE' });
    expect(over.json().fields.total_limit).toEqual(['The total limit must be between 1 and 2.000.000.000']);

    // Two approvals sent together: one lands, the other is refused.
    const terms = { id, total_limit: 1_000_000_000, discount_rate: 10.25, max_payment_ratio: 80 };
    const both = await Promise.all([
      post('/api/credit-supplier/approve', terms, 'camanager'),
      post('/api/credit-supplier/approve', terms, 'master'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const offered = both.find((r) => r.statusCode === 200)!.json();
    expect(offered.data).toMatchObject({
      status: 'OFFERED',
      total_limit: 1_000_000_000,
      discount_rate: 10.25,
      max_payment_ratio: 80,
    });

    // The supplier reads its offer for the buyer and confirms it.
    const offer = await get(`/api/credit-supplier/credit-buyer/request/${buyer}`, 'supplier3');
    expect(offer.json().actions).toEqual(['confirm', 'decline']);
    expect(
      (await post('/api/credit-supplier/credit-buyer/request/confirm', { id }, 'supplier1')).statusCode,
    ).toBe(404);
    const confirmed = await post('/api/credit-supplier/credit-buyer/request/confirm', { id }, 'supplier3');
    expect(confirmed.json().data).toMatchObject({ status: 'APPROVED', available_limit: 1_000_000_000 });
    expect(
      (await post('/api/credit-supplier/credit-buyer/request/confirm', { id }, 'supplier3')).json().code,
    ).toBe('TRANSITION_NOT_ALLOWED');

    // Timeline, approved details and the supplier's limits.
    const timeline = await get(`/api/credit-supplier/histories/one-setting/${id}`, 'camanager');
    expect(timeline.json().data.map((h: { action: string }) => h.action)).toEqual([
      'APPLY',
      'REQUEST_DOCS',
      'PROVIDE_DOCS',
      'APPROVE',
      'CONFIRM',
    ]);
    // Each changed field carries its kind, so every screen shows the limit as money (issue 20 item 14).
    const approval = timeline.json().data.find((h: { action: string }) => h.action === 'APPROVE');
    expect(approval.changes).toMatchObject({
      total_limit: { from: null, to: 1_000_000_000, kind: 'money' },
      max_payment_ratio: { to: 80, kind: 'rate' },
    });
    const detail = await get(`/api/credit-supplier/details/history/${id}`, 'camanager');
    expect(detail.json().history.find((h: { action: string }) => h.action === 'APPROVE').changes).toEqual(
      approval.changes,
    );
    expect((await get(`/api/credit-supplier/histories/one-setting/${id}`, 'supplier1')).statusCode).toBe(404);
    const approved = await get(`/api/credit-supplier/details/approved/${sup}/${id}`, 'supplier3');
    expect(approved.json().data).toMatchObject({ total_limit: 1_000_000_000, max_payment_ratio: 80 });
    expect((await get(`/api/credit-supplier/details/approved/${sup}/${id}`, 'supplier1')).statusCode).toBe(
      404,
    );
    const limits = await get(`/api/credit-supplier/credit-buyer/${sup}/0`, 'camanager');
    expect(limits.json().summary.buyers).toEqual([
      expect.objectContaining({ credit_id: id, available_limit: 1_000_000_000 }),
    ]);
    const eligible = await get(`/api/credit-supplier/notify-eligible/${sup}/${buyer}`, 'supplier3');
    expect(eligible.json().data).toMatchObject({ can_apply: true, blocked_by: null, missing_years: [] });

    // A revision: once confirmed, it replaces the credit in force.
    const revision = await post(
      '/api/credit-supplier/update',
      { ...form, applied_total_limit: 1_500_000_000 },
      'supplier3',
    );
    const rid = revision.json().data.id as number;
    await post(
      '/api/credit-supplier/approve',
      { ...terms, id: rid, total_limit: 1_400_000_000 },
      'camanager',
    );
    await post('/api/credit-supplier/credit-buyer/request/confirm', { id: rid }, 'supplier3');
    const versions = await post(
      '/api/credit-supplier/credit-buyer/histories',
      { search_condition: { sup_id: sup, buy_id: buyer } },
      'supplier3',
    );
    expect(versions.json().data.map((v: { id: number; status: string }) => [v.id, v.status])).toEqual([
      [rid, 'APPROVED'],
      [id, 'REPLACED'],
    ]);
    const summary = await get('/api/supplier/summary-limit', 'supplier3');
    expect(summary.json().data.buyers).toEqual([
      expect.objectContaining({ credit_id: rid, total_limit: 1_400_000_000 }),
    ]);
  });

  it('rejects with a reason, lets the supplier decline an offer or refuse to add documents', async () => {
    const sup = await idOf('SUP02');
    const [open] = await api.t.db
      .select({ id: supplierCredits.id })
      .from(supplierCredits)
      .where(and(eq(supplierCredits.ent_id, sup), eq(supplierCredits.status, 'ASSESSING')));
    const id = open!.id;
    expect((await post(`/api/credit-supplier/reject/${id}`, { reason: '' }, 'camanager')).statusCode).toBe(
      422,
    );
    expect(
      (await post(`/api/credit-supplier/reject/${id}`, { reason: 'Không đạt' }, 'creditofficer')).statusCode,
    ).toBe(403);
    await post('/api/credit-supplier/request/add-doc', { id, content: 'Hợp đồng mua bán' }, 'creditofficer');
    const refused = await post(
      '/api/credit-supplier/request/add-doc/reject',
      { id, reason: 'Không có hợp đồng' },
      'supplier2',
    );
    expect(refused.json().data).toMatchObject({
      status: 'ASSESSING',
      reason: 'Không có hợp đồng',
      overdue: false,
    });
    const rejected = await post(
      `/api/credit-supplier/reject/${id}`,
      { reason: 'Lịch sử giao dịch chưa đủ' },
      'camanager',
    );
    expect(rejected.json().data).toMatchObject({ status: 'REJECTED', reason: 'Lịch sử giao dịch chưa đủ' });
    expect(rejected.json().actions).toEqual([]);
    expect((await post(`/api/credit-supplier/reject/${id}`, { reason: 'x' }, 'camanager')).json().code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );
  });

  it('assigns files to a credit officer only', async () => {
    const list = await post(
      '/api/credit-supplier/list',
      { search_condition: { status: 'ADD_DOC' } },
      'camanager',
    );
    const ids = list.json().data.map((r: { id: number }) => r.id);
    const crm = await api.t.db.execute<{ id: number }>(sql`select id from users where username = 'crm'`);
    const wrong = await post('/api/credit-supplier/assign', { ids, user_id: crm.rows[0]!.id }, 'camanager');
    expect(wrong.json().code).toBe('CREDIT_ASSIGNEE_INVALID');
    const ca = await api.t.db.execute<{ id: number }>(sql`select id from users where username = 'casenior'`);
    const ok = await post('/api/credit-supplier/assign', { ids, user_id: ca.rows[0]!.id }, 'camanager');
    expect(ok.json().data).toEqual({ assigned: ids.length });
    const mine = await post(
      '/api/credit-supplier/list',
      { search_condition: { assignee_id: ca.rows[0]!.id } },
      'casenior',
    );
    expect(mine.json().data.map((r: { id: number }) => r.id)).toEqual(ids);
    expect(
      (
        await post(
          '/api/credit-supplier/assign',
          { ids: [2_000_000_000], user_id: ca.rows[0]!.id },
          'camanager',
        )
      ).statusCode,
    ).toBe(404);
  });

  it('blacklists every live credit of a supplier, which can then no longer apply', async () => {
    const sup = await idOf('SUP01');
    const res = await post(
      '/api/credit-supplier/black-list/all',
      { sup_id: sup, reason: 'Gian lận chứng từ' },
      'camanager',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.blacklisted).toBeGreaterThan(0);
    const again = await post(
      '/api/credit-supplier/black-list/all',
      { sup_id: sup, reason: 'x' },
      'camanager',
    );
    expect(again.json().code).toBe('TRANSITION_NOT_ALLOWED');
    const eligible = await get(
      `/api/credit-supplier/notify-eligible/${sup}/${await idOf('BUY02')}`,
      'supplier1',
    );
    expect(eligible.json().data).toMatchObject({ can_apply: false, blocked_by: 'BLACKLISTED' });
    const apply = await post(
      '/api/credit-supplier/update',
      {
        buy_id: await idOf('BUY01'),
        applied_total_limit: 1_000_000,
        applied_discount_rate: 9,
        file_attach: await recordsOf('SUP01'),
      },
      'supplier1',
    );
    expect(apply.json().code).toBe('CREDIT_BLACKLISTED');
    expect(
      (
        await post(
          '/api/credit-supplier/black-list/all',
          { sup_id: await idOf('BUY01'), reason: 'x' },
          'camanager',
        )
      ).statusCode,
    ).toBe(404);
  });
});
