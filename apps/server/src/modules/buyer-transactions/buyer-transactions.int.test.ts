import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { multipart, SAMPLES } from '../../../test/files.ts';
import { activateProgramme } from '../credit-buyer/credit-buyer.fixture.ts';
import { createCompany } from '../enterprises/index.ts';
import { createTransaction } from '../transactions/index.ts';
import { openFundingRequest } from './open-funding-request.ts';

const api = useApiHarness();
const { post, get } = api;
const en = { 'accept-language': 'en' };
let buy01: number;
let sup: number;

beforeAll(async () => {
  buy01 = await api.idOf('BUY01');
  sup = await createCompany(api.t.db, 'SUPPLIER');
});

const waiting = (
  buyer_status: number | null = -1,
  status: 'CREDIT_REVIEW' | 'WAITING_FUNDER_CONFIRM' = 'CREDIT_REVIEW',
) => createTransaction(api.t.db, { supId: sup, buyId: buy01, status, buyer_status, arCount: 2 });

async function buyerStatus(id: number): Promise<number | null> {
  const r = await api.t.db.execute<{ s: number | null }>(
    sql`SELECT buyer_status AS s FROM transactions WHERE id = ${id}`,
  );
  return r.rows[0]!.s;
}

async function fundedTransaction(): Promise<number> {
  const t = await waiting(0, 'WAITING_FUNDER_CONFIRM');
  await api.t.db.execute(
    sql`INSERT INTO buyer_funding_requests (trans_id, ent_id, amount, opened_at) VALUES (${t.id}, ${buy01}, 160000000, now())`,
  );
  return t.id;
}

const upload = async (
  id: number,
  file = { filename: 'uy-nhiem-chi.pdf', content: SAMPLES.pdf as Buffer },
  user = 'buyer1',
) => {
  const body = multipart([
    { name: 'id', value: String(id) },
    { name: 'file', ...file, type: 'application/pdf' },
  ]);
  return api.t.app.inject({
    method: 'POST',
    url: '/api/buyer-transactions/funding-document',
    payload: body.payload,
    headers: { ...(await api.t.auth(user)), ...body.headers },
  });
};

describe('buyer-transactions: list and detail', () => {
  it('lists only the buyer’s own transactions once the supplier asked, by view and search', async () => {
    const mine = await waiting();
    const draft = await waiting(null);
    const res = await post(
      '/api/buyer-transactions',
      { search_condition: { view: 'WAITING', trans_code: mine.trans_code }, page_number: 1, page_size: 10 },
      'buyer1',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((t: { id: number }) => t.id)).toEqual([mine.id]);
    expect(res.json().data[0]).toMatchObject({ buyer_status: -1, total_ar_amount: 200_000_000 });
    const none = await post(
      '/api/buyer-transactions',
      { search_condition: { trans_code: draft.trans_code } },
      'buyer1',
    );
    expect(none.json().page_info.total_record).toBe(0);
    const other = await post(
      '/api/buyer-transactions',
      { search_condition: { trans_code: mine.trans_code } },
      'buyer2',
    );
    expect(other.json().page_info.total_record).toBe(0);
    const bad = await post('/api/buyer-transactions', { search_condition: { buyer_status: 7 } }, 'buyer1');
    expect(bad.statusCode).toBe(422);
  });

  it('shows the detail with receivables and the actions the buyer may take; 404 for another buyer', async () => {
    const t = await waiting();
    const res = await get(`/api/buyer-transactions/${t.id}`, 'buyer1');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.receivables).toHaveLength(2);
    expect(body.actions.sort()).toEqual(['confirm', 'reject']);
    expect(body.funding_request).toBeNull();
    const other = await get(`/api/buyer-transactions/${t.id}`, 'buyer2');
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('NOT_FOUND');
  });
});

describe('buyer-transactions: confirmation', () => {
  it('confirms -1 → 0 once, with history; a second confirmation is an illegal transition', async () => {
    const t = await waiting();
    const ok = await post(`/api/buyer-transactions/${t.id}/confirm`, {}, 'buyer1');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ buyer_status: 0 });
    expect(ok.json().data.buyer_confirmed_at).not.toBeNull();
    const again = await post(`/api/buyer-transactions/${t.id}/confirm`, {}, 'buyer1');
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('TRANSITION_NOT_ALLOWED');
    const detail = (await get(`/api/buyer-transactions/${t.id}`, 'buyer1')).json();
    expect(detail.history.map((h: { action: string }) => h.action)).toContain('CONFIRM');
    expect(detail.actions).toEqual([]);
  });

  it('refuses another buyer’s transaction (404) and changes nothing', async () => {
    const t = await waiting();
    const res = await post(`/api/buyer-transactions/${t.id}/confirm`, {}, 'buyer2');
    expect(res.statusCode).toBe(404);
    expect(await buyerStatus(t.id)).toBe(-1);
  });

  it('rejects -1 → 2 with a reason only', async () => {
    const t = await waiting();
    const none = await post(`/api/buyer-transactions/${t.id}/reject`, { reason: '  ' }, 'buyer1', en);
    expect(none.statusCode).toBe(422);
    expect(await buyerStatus(t.id)).toBe(-1);
    const ok = await post(
      `/api/buyer-transactions/${t.id}/reject`,
      { reason: 'Số tiền không khớp hóa đơn' },
      'buyer1',
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ buyer_status: 2, reason: 'Số tiền không khớp hóa đơn' });
    const confirm = await post(`/api/buyer-transactions/${t.id}/confirm`, {}, 'buyer1');
    expect(confirm.json().code).toBe('TRANSITION_NOT_ALLOWED');
  });

  it('serialises two concurrent confirmations: one wins, the other is refused', async () => {
    const t = await waiting();
    const results = await Promise.all([
      post(`/api/buyer-transactions/${t.id}/confirm`, {}, 'buyer1'),
      post(`/api/buyer-transactions/${t.id}/reject`, { reason: 'Trùng' }, 'buyer1'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });
});

describe('buyer-transactions: funding requests', () => {
  it('opens a request only for a buyer-funded programme (structure 2), once', async () => {
    const buyer = await createCompany(api.t.db, 'BUYER');
    const setup = await activateProgramme(api.t.db, buyer, new Date().toISOString().slice(0, 10), {
      transaction_structure: 1,
    });
    const t = await createTransaction(api.t.db, {
      supId: sup,
      buyId: buyer,
      status: 'WAITING_FUNDER_CONFIRM',
      buyer_status: 0,
    });
    expect(await openFundingRequest(api.t.db, t.id)).toBeNull();
    await api.t.db.execute(
      sql`UPDATE buyer_credit_setups SET transaction_structure = 2 WHERE id = ${setup.id}`,
    );
    const first = await openFundingRequest(api.t.db, t.id);
    expect(first).not.toBeNull();
    expect(await openFundingRequest(api.t.db, t.id)).toBe(first);
  });

  it('approves, takes the proof, then confirms the disbursement: 0 → 1 → 3', async () => {
    const id = await fundedTransaction();
    const req = await get(`/api/buyer-transactions/${id}/funding-request`, 'buyer1');
    expect(req.statusCode, req.body).toBe(200);
    expect(req.json().data).toMatchObject({ amount: 160_000_000, buyer_status: 0 });
    expect(req.json().actions.sort()).toEqual(['approve_funding', 'reject_funding']);
    // Nothing to prove before the approval.
    expect((await upload(id)).json().code).toBe('TRANSITION_NOT_ALLOWED');
    const ok = await post(`/api/buyer-transactions/${id}/funding-request/approve`, {}, 'buyer1');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.buyer_status).toBe(1);
    // The disbursement needs its proof.
    const early = await post(`/api/buyer-transactions/${id}/confirm-disbursement`, {}, 'buyer1');
    expect(early.json().code).toBe('DOCUMENT_REQUIRED');
    const exe = await upload(id, { filename: 'virus.pdf', content: SAMPLES.exe });
    expect(exe.statusCode).toBe(422);
    const up = await upload(id);
    expect(up.statusCode, up.body).toBe(200);
    const docs = await get(`/api/buyer-transactions/${id}/funding-document`, 'buyer1');
    expect(docs.json().data.map((d: { original_name: string }) => d.original_name)).toEqual([
      'uy-nhiem-chi.pdf',
    ]);
    const dl = await get(
      `/api/buyer-transactions/${id}/funding-document/${docs.json().data[0].id}`,
      'buyer1',
    );
    expect(dl.statusCode).toBe(200);
    expect(
      (await get(`/api/buyer-transactions/${id}/funding-document/${docs.json().data[0].id}`, 'buyer2'))
        .statusCode,
    ).toBe(404);
    const done = await post(`/api/buyer-transactions/${id}/confirm-disbursement`, {}, 'buyer1');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.buyer_status).toBe(3);
  });

  it('rejects a funding request with a reason; another buyer’s is not found', async () => {
    const id = await fundedTransaction();
    expect((await post('/api/buyer-transactions/funding-request/reject', { id }, 'buyer1')).statusCode).toBe(
      422,
    );
    expect(
      (
        await post(
          '/api/buyer-transactions/funding-request/reject',
          { id, reason: 'Hết ngân sách' },
          'buyer2',
        )
      ).statusCode,
    ).toBe(404);
    const ok = await post(
      '/api/buyer-transactions/funding-request/reject',
      { id, reason: 'Hết ngân sách' },
      'buyer1',
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.buyer_status).toBe(2);
    expect((await get(`/api/buyer-transactions/${id}/funding-request`, 'buyer1')).json().data.reason).toBe(
      'Hết ngân sách',
    );
  });

  it('answers 404 for the funding calls of a transaction the buyer does not fund', async () => {
    const t = await waiting(0);
    expect((await get(`/api/buyer-transactions/${t.id}/funding-request`, 'buyer1')).statusCode).toBe(404);
    expect(
      (await post(`/api/buyer-transactions/${t.id}/funding-request/approve`, {}, 'buyer1')).statusCode,
    ).toBe(404);
    expect(await buyerStatus(t.id)).toBe(0);
  });
});
