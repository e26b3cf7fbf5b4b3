import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { type Part, SAMPLES } from '../../../test/files.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { createTransaction } from '../transactions/index.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { transactionChecks } from './funder-transactions.tables.ts';

const api = useApiHarness();
const { post, get, idOf } = api;
const en = { 'accept-language': 'en' };

async function userId(username: string): Promise<number> {
  const r = await api.t.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE username = ${username}`);
  return r.rows[0]!.id;
}

async function newTransaction(
  status: Parameters<typeof createTransaction>[1]['status'],
  buyer_status: number | null = 0,
) {
  return createTransaction(api.t.db, {
    supId: await idOf('SUP01'),
    buyId: await idOf('BUY01'),
    status,
    buyer_status,
  });
}

const decide = (trans_id: number, decision: string, user: string, reason?: string) =>
  post(
    '/api/funder-transactions/details/decide',
    { trans_id, decision, ...(reason ? { reason } : {}) },
    user,
    en,
  );

const upload = (url: string, parts: Part[], user: string) => api.send(url, parts, user);
const pdf: Part = { name: 'file', filename: 'HopDong.pdf', content: SAMPLES.pdf };

describe('funder review: lists', () => {
  it('shows a transaction in its list, searchable by code, supplier name and tax code', async () => {
    const t = await newTransaction('WAITING_APPROVAL');
    const list = await post(
      '/api/funder-transactions/internal',
      { search_condition: { trans_code: t.trans_code } },
      'viewer',
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toHaveLength(1);
    expect(list.json().data[0]).toMatchObject({
      id: t.id,
      status: 'WAITING_APPROVAL',
      code: 10,
      ar_count: 1,
    });
    const other = await post(
      '/api/funder-transactions/review',
      { search_condition: { trans_code: t.trans_code } },
      'viewer',
    );
    expect(other.json().data).toHaveLength(0);
    const byName = await post(
      '/api/funder-transactions/internal',
      { search_condition: { sup_name: 'zzz-none' } },
      'viewer',
    );
    expect(byName.json().data).toHaveLength(0);
    const byBuyer = (buy_name: string) =>
      post(
        '/api/funder-transactions/internal',
        { search_condition: { trans_code: t.trans_code, buy_name } },
        'viewer',
      );
    expect((await byBuyer(list.json().data[0].buy_name)).json().data).toHaveLength(1);
    expect((await byBuyer('zzz-none')).json().data).toHaveLength(0);
    const all = await get(`/api/fun/transaction/all?trans_code=${t.trans_code}`, 'viewer');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data).toHaveLength(1);
    const bad = await get('/api/fun/transaction/nope', 'viewer');
    expect(bad.statusCode).toBe(422);
  });

  it('shows every list of the demo world with records', async () => {
    for (const path of [
      'review',
      'add-doc',
      'internal',
      'wait-fun-confirm',
      'wait-pc-confirm',
      'completed',
      'change',
      'reject',
    ]) {
      const r = await post(
        `/api/funder-transactions/${path}`,
        { search_condition: { trans_code: 'GD-DEMO-F' } },
        'master',
      );
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().data.length, path).toBeGreaterThan(0);
    }
  });

  it('refuses client companies (403) and answers 404 for an unknown id', async () => {
    const t = await newTransaction('CREDIT_REVIEW');
    expect((await post('/api/funder-transactions/review', {}, 'supplier1')).statusCode).toBe(403);
    expect((await get(`/api/funder-transactions/${t.id}`, 'buyer1')).statusCode).toBe(403);
    expect((await get('/api/funder-transactions/details/99999999', 'master')).statusCode).toBe(404);
  });
});

describe('funder review: the three check levels', () => {
  it('goes officer → senior → manager, each by its own role, with check records and the expertise', async () => {
    const t = await newTransaction('CREDIT_REVIEW');
    const expertise = { items: [{ item: 'Hồ sơ pháp lý', result: 1, note: null }], conclusion: 'Đạt' };
    const saved = await post(
      `/api/funder-transactions/${t.id}/officer-expertise`,
      expertise,
      'creditofficer',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.content.items).toHaveLength(1);
    // The senior cannot decide at the officer's step; the manager neither.
    expect((await decide(t.id, 'APPROVE', 'casenior')).statusCode).toBe(403);
    const d1 = await decide(t.id, 'APPROVE', 'creditofficer');
    expect(d1.statusCode, d1.body).toBe(200);
    expect(d1.json().data.status).toBe('SENIOR_REVIEW');
    expect((await decide(t.id, 'APPROVE', 'camanager')).statusCode).toBe(403);
    const d2 = await decide(t.id, 'APPROVE', 'casenior');
    expect(d2.json().data.status).toBe('WAITING_APPROVAL');
    const d3 = await decide(t.id, 'APPROVE', 'camanager');
    expect(d3.statusCode, d3.body).toBe(200);
    expect(d3.json().data).toMatchObject({ status: 'WAITING_FUNDER_CONFIRM', code: 2 });
    expect(d3.json().data.payment_detail_approved).not.toBeNull();
    const officer = await get(`/api/funder-transactions/details/${t.id}/officer-checks`, 'viewer');
    expect(officer.json().data).toHaveLength(1);
    expect(officer.json().data[0]).toMatchObject({
      level: 'OFFICER',
      decision: 'APPROVE',
      checked_by: await userId('creditofficer'),
    });
    expect(officer.json().data[0].expertise.conclusion).toBe('Đạt');
    const manager = await get(`/api/funder-transactions/details/${t.id}/manager-checks`, 'viewer');
    expect(manager.json().data[0]).toMatchObject({ level: 'MANAGER', decision: 'APPROVE' });
    // Then the funder confirms the early-payment request.
    const confirm = await post(
      `/api/funder-transactions/${t.id}/early-payment-request/confirm`,
      undefined,
      'camanager',
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().data.status).toBe('WAITING_SUPPLIER_CONFIRM');
    const history = confirm.json().history.map((h: { action: string }) => h.action);
    expect(history).toEqual(expect.arrayContaining(['APPROVE', 'CONFIRM_EARLY_PAYMENT']));
  });

  it('refuses the officer’s approval until the buyer confirmed (BUYER_NOT_CONFIRMED)', async () => {
    const t = await newTransaction('CREDIT_REVIEW', -1);
    const r = await decide(t.id, 'APPROVE', 'creditofficer');
    expect(r.statusCode).toBe(422);
    expect(r.json().code).toBe('BUYER_NOT_CONFIRMED');
    await api.t.db.update(transactions).set({ buyer_status: 3 }).where(eq(transactions.id, t.id));
    expect((await decide(t.id, 'APPROVE', 'creditofficer')).statusCode).toBe(200);
  });

  it('refuses one person checking twice (maker-checker)', async () => {
    const t = await newTransaction('SENIOR_REVIEW');
    // The senior approved at the officer's level earlier in this round (e.g. acting before a role change).
    await api.t.db.insert(transactionChecks).values({
      trans_id: t.id,
      level: 'OFFICER',
      decision: 'APPROVE',
      checked_by: await userId('casenior'),
      created_at: new Date(),
    });
    const r = await decide(t.id, 'APPROVE', 'casenior');
    expect(r.statusCode).toBe(422);
    expect(r.json().code).toBe('MAKER_CHECKER');
    const [row] = await api.t.db.select().from(transactions).where(eq(transactions.id, t.id));
    expect(row!.status).toBe('SENIOR_REVIEW');
  });

  it('requires a reason to reject, then releases the receivables', async () => {
    const t = await newTransaction('WAITING_APPROVAL');
    const none = await decide(t.id, 'REJECT', 'camanager');
    expect(none.statusCode).toBe(422);
    expect(none.json().code).toBe('REASON_REQUIRED');
    const r = await decide(t.id, 'REJECT', 'camanager', 'Bên mua vượt hạn mức');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ status: 'REJECTED', reason: 'Bên mua vượt hạn mức', code: 4 });
    const [ar] = await api.t.db.select().from(receivables).where(eq(receivables.id, t.arIds[0]!));
    expect(ar!.status).toBe('AVAILABLE');
    // Illegal afterwards: the engine refuses.
    const again = await decide(t.id, 'APPROVE', 'camanager');
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('TRANSITION_NOT_ALLOWED');
  });

  it('sends back (RESET) and asks for documents (ADD_DOC) with reasons; the officer cannot RESET', async () => {
    const t = await newTransaction('SENIOR_REVIEW');
    const reset = await decide(t.id, 'RESET', 'casenior', 'Thẩm định lại hóa đơn');
    expect(reset.json().data.status).toBe('CREDIT_REVIEW');
    expect((await decide(t.id, 'RESET', 'creditofficer', 'x')).statusCode).toBe(422);
    const add = await decide(t.id, 'ADD_DOC', 'creditofficer', 'Thiếu biên bản giao hàng');
    expect(add.json().data).toMatchObject({ status: 'HOLDING', code: 7 });
    const checks = await api.t.db
      .select()
      .from(transactionChecks)
      .where(and(eq(transactionChecks.trans_id, t.id)));
    expect(checks.map((c) => c.decision)).toEqual(['RESET', 'ADD_DOC']);
  });
});

describe('funder review: files and papers', () => {
  it('uploads, lists, replaces and deletes contract files (magic bytes, signed date)', async () => {
    const t = await newTransaction('WAITING_SUPPLIER_CONFIRM');
    const url = '/api/funder-transactions/upload';
    const noDate = await upload(
      url,
      [{ name: 'trans_id', value: String(t.id) }, { name: 'doc_group', value: 'CONTRACT' }, pdf],
      'camanager',
    );
    expect(noDate.statusCode).toBe(422);
    const fake = await upload(
      url,
      [
        { name: 'trans_id', value: String(t.id) },
        { name: 'doc_group', value: 'CA' },
        { name: 'file', filename: 'x.pdf', content: Buffer.from('not a pdf at all') },
      ],
      'camanager',
    );
    expect(fake.statusCode).toBe(422);
    // Confirming the debt sale needs the signed copy first.
    const early = await post(
      `/api/funder-transactions/${t.id}/debt-sale/confirm`,
      undefined,
      'camanager',
      en,
    );
    expect(early.json().code, early.body).toBe('SIGNED_COPY_REQUIRED');
    const ok = await upload(
      url,
      [
        { name: 'trans_id', value: String(t.id) },
        { name: 'doc_group', value: 'CONTRACT' },
        { name: 'signed_date', value: '2026-11-02' },
        pdf,
      ],
      'camanager',
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const docId = ok.json().data[0].id as number;
    const list = await get(`/api/funder-transactions/details/${t.id}/contact-files`, 'viewer');
    expect(list.json().data).toHaveLength(1);
    const upd = await upload(
      '/api/funder-transactions/upload/update',
      [
        { name: 'id', value: String(docId) },
        { name: 'file', filename: 'v2.png', content: SAMPLES.png },
      ],
      'camanager',
    );
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().data[0].file_name).toBe('v2.png');
    const confirmed = await post(
      `/api/funder-transactions/${t.id}/debt-sale/confirm`,
      undefined,
      'camanager',
      en,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.status).toBe('COMPLETED');
    const del = await api.t.app.inject({
      method: 'DELETE',
      url: `/api/funder-transactions/upload/${docId}`,
      headers: await api.t.auth('camanager'),
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().data).toHaveLength(0);
  });

  it('signs the early-payment request with a file; the individual debt sale is refused for a company', async () => {
    const t = await newTransaction('WAITING_FUNDER_CONFIRM');
    const signed = await upload(
      '/api/funder-transactions/sign-early-payment-request',
      [{ name: 'trans_id', value: String(t.id) }, pdf],
      'camanager',
    );
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data.status).toBe('WAITING_SUPPLIER_CONFIRM');
    const ind = await post(
      `/api/funder-transactions/${t.id}/inddebt-sale/confirm`,
      undefined,
      'camanager',
      en,
    );
    expect(ind.json().code).toBe('NOT_INDIVIDUAL_SUPPLIER');
    const paper = await get(`/api/funder-transactions/${t.id}/debt-sale`, 'viewer');
    expect(paper.json().data.files).toHaveLength(1);
    const noReason = await post(
      '/api/funder-transactions/wait-pc-confirm/reject-debt-sale',
      { trans_id: t.id },
      'camanager',
      en,
    );
    expect(noReason.json().code).toBe('REASON_REQUIRED');
    const rej = await post(
      '/api/funder-transactions/wait-pc-confirm/reject-debt-sale',
      { trans_id: t.id, reason: 'Nhà cung cấp không ký' },
      'camanager',
    );
    expect(rej.json().data.status).toBe('REJECTED');
  });

  it('selects a funding partner only while awaiting internal approval', async () => {
    const t = await newTransaction('WAITING_APPROVAL');
    const partners = await get(`/api/funder-transactions/${t.id}/funding-partner`, 'camanager');
    expect(partners.statusCode, partners.body).toBe(200);
    const partnerId = partners.json().data[0].id as number;
    const r = await post(
      `/api/funder-transactions/${t.id}/funding-partner`,
      { partner_id: partnerId },
      'camanager',
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.funding_partner.partner_id).toBe(partnerId);
    const org = await get(`/api/funder-transactions/${t.id}/org`, 'viewer');
    expect(org.json().data.partner.id).toBe(partnerId);
    const later = await newTransaction('CREDIT_REVIEW');
    const refused = await post(
      `/api/funder-transactions/${later.id}/funding-partner`,
      { partner_id: partnerId },
      'camanager',
    );
    expect(refused.statusCode).toBe(422);
  });
});

describe('funder review: appraisal at the level whose turn it is', () => {
  it('saves /details/checks for the level of the stage only, by that level', async () => {
    const t = await newTransaction('WAITING_APPROVAL');
    const content = {
      items: [{ item: 'Hạn mức bên mua', result: 4, note: 'Còn đủ' }],
      conclusion: 'Chấp thuận',
    };
    const officer = await post(
      '/api/funder-transactions/details/checks',
      { trans_id: t.id, content },
      'creditofficer',
      en,
    );
    expect(officer.statusCode).toBe(422);
    expect(officer.json().code).toBe('NOT_REVIEW_TURN');
    const manager = await post(
      '/api/funder-transactions/details/checks',
      { trans_id: t.id, content },
      'camanager',
    );
    expect(manager.statusCode, manager.body).toBe(200);
    expect(manager.json().data).toMatchObject({ level: 'MANAGER', content });
    const read = await get(`/api/funder-transactions/details/${t.id}/manager-expertise`, 'viewer');
    expect(read.json().data.content).toEqual(content);
    const bad = await post(
      `/api/funder-transactions/${t.id}/manager-expertise`,
      { items: [{ item: 'x', result: 9, note: null }], conclusion: null },
      'camanager',
    );
    expect(bad.statusCode).toBe(422);
    // Only the officer writes the officer's appraisal.
    expect(
      (await post(`/api/funder-transactions/${t.id}/officer-expertise`, content, 'camanager')).statusCode,
    ).toBe(403);
  });
});

describe('funder review: full upload, organisation and the individual debt sale', () => {
  it('uploads a group’s whole list at once', async () => {
    const t = await newTransaction('CREDIT_REVIEW');
    const r = await upload(
      '/api/funder-transactions/upload-full',
      [
        { name: 'trans_id', value: String(t.id) },
        { name: 'doc_group', value: 'OTHER' },
        pdf,
        { name: 'file', filename: 'Anh.png', content: SAMPLES.png },
      ],
      'creditofficer',
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.map((d: { file_name: string }) => d.file_name)).toEqual(['HopDong.pdf', 'Anh.png']);
    const org = await get(`/api/funder-transactions/details/${t.id}/org`, 'viewer');
    expect(org.json().data.supplier.id).toBe(await idOf('SUP01'));
    expect(org.json().data.buyer.id).toBe(await idOf('BUY01'));
    expect(org.json().data.partner).toBeNull();
  });

  it('confirms an individual supplier’s debt sale with the signer’s OTP', async () => {
    const ind = await idOf('IND01');
    const t = await createTransaction(api.t.db, {
      supId: ind,
      buyId: await idOf('BUY01'),
      status: 'WAITING_SUPPLIER_CONFIRM',
      buyer_status: 0,
    });
    const company = await post(
      `/api/funder-transactions/${t.id}/debt-sale/confirm`,
      undefined,
      'camanager',
      en,
    );
    expect(company.json().code).toBe('INDIVIDUAL_SUPPLIER');
    const paper = await get(`/api/funder-transactions/${t.id}/inddebt-sale`, 'camanager');
    expect(paper.json().data).toMatchObject({ kind: 'IND_DEBT_SALE', trans_id: t.id });
    const parts = (otp: string): Part[] => [
      { name: 'trans_id', value: String(t.id) },
      { name: 'otp', value: otp },
      pdf,
    ];
    const url = '/api/funder-transactions/wait-pc-confirm/sign-ind-debt-sale';
    expect((await upload(url, parts('000000'), 'camanager')).json().code).toBe('OTP_INVALID');
    const issued = await post(`/api/funder-transactions/${t.id}/inddebt-sale/otp`, undefined, 'camanager');
    expect(issued.statusCode, issued.body).toBe(200);
    const mail = await api.t.db.execute<{ subject: string }>(
      sql`SELECT subject FROM mail_outbox WHERE kind = 'otp' ORDER BY id DESC LIMIT 1`,
    );
    const code = /(\d{6})/.exec(mail.rows[0]!.subject)![1]!;
    const signed = await upload(url, parts(code), 'camanager');
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data.status).toBe('COMPLETED');
    // The receivables stay sold (the receivable workflow moves them at first payment).
    const [ar] = await api.t.db.select().from(receivables).where(eq(receivables.id, t.arIds[0]!));
    expect(ar!.status).toBe('REVIEW');
  });
});
