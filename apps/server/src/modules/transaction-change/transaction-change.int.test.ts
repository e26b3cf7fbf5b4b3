import { beforeAll, describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { createCompany } from '../enterprises/index.ts';
import { createTransaction } from '../transactions/index.ts';

const api = useApiHarness();
const { post, get } = api;
let sup: number;
let buy: number;

beforeAll(async () => {
  sup = await createCompany(api.t.db, 'SUPPLIER');
  buy = await createCompany(api.t.db, 'BUYER');
});

const paid = (status: 'PAID' | 'CREDIT_REVIEW' = 'PAID') =>
  createTransaction(api.t.db, { supId: sup, buyId: buy, status, transaction_date: '2026-11-02' });

describe('transaction-change', () => {
  it('shows the change details and the change actions the user may take', async () => {
    const t = await paid();
    const res = await get(`/api/transaction-change/change-details/${t.id}`, 'creditofficer');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().receivables).toHaveLength(1);
    expect(res.json().actions).toEqual(['start_change']);
    expect((await get('/api/transaction-change/change-details/99999999', 'creditofficer')).statusCode).toBe(
      404,
    );
    expect((await get(`/api/transaction-change/change-details/${t.id}`, 'buyer1')).statusCode).toBe(403);
  });

  it('recalculates an additional payment with commission and what-if, writing nothing', async () => {
    const t = await paid();
    const body = {
      kind: 'ADDITIONAL_PAYMENT',
      ar_id: t.arIds[0],
      new_ratio: 90,
      payment_date: '2026-12-01',
      commission_rate: 10,
      what_if_dates: ['2026-11-02', '2027-01-29'],
    };
    const res = await post(`/api/transaction-change/${t.id}/calculate`, body, 'creditofficer');
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    // 100.000.000 at 80 % → 90 %: 10.000.000 more, 59 days at 12 %: 193.973.
    expect(d).toMatchObject({
      old_advance: 80_000_000,
      new_advance: 90_000_000,
      amount: 10_000_000,
      days: 59,
    });
    expect(d.discount).toBe(193_973);
    expect(d.net_payout).toBe(10_000_000 - 193_973);
    expect(d.commission).toBe(19_397);
    expect(d.what_if.at(-1)).toMatchObject({ days: 0, apr: 0, net: 90_000_000 });
    const lower = await post(
      `/api/transaction-change/${t.id}/calculate`,
      { ...body, new_ratio: 50 },
      'creditofficer',
    );
    expect(lower.statusCode).toBe(422);
    const none = await post(
      `/api/transaction-change/${t.id}/calculate`,
      { kind: 'ADDITIONAL_PAYMENT', ar_id: t.arIds[0] },
      'creditofficer',
    );
    expect(none.statusCode).toBe(422);
    expect(Object.keys(none.json().fields)).toEqual(['new_ratio']);
    const other = await post(
      `/api/transaction-change/${t.id}/calculate`,
      { ...body, ar_id: 99999999 },
      'creditofficer',
    );
    expect(other.statusCode).toBe(404);
  });

  it('recalculates a date revision', async () => {
    const t = await paid();
    const res = await post(
      `/api/transaction-change/${t.id}/calculate`,
      { kind: 'DATE_REVISION', ar_id: t.arIds[0], new_maturity: '2027-02-28' },
      'creditofficer',
    );
    expect(res.statusCode, res.body).toBe(200);
    // 80.000.000 at 12 % for 30 more days: 789.041, taken from the 20.000.000 residual.
    expect(res.json().data).toMatchObject({ days: 30, amount: 789_041, settlement: 20_000_000 - 789_041 });
  });

  it('opens the change with the funding notice (reason required); not twice, not before payment', async () => {
    const t = await paid();
    expect(
      (await post(`/api/transaction-change/${t.id}/funding-notice`, { reason: '' }, 'creditofficer'))
        .statusCode,
    ).toBe(422);
    const ok = await post(
      `/api/transaction-change/${t.id}/funding-notice`,
      { reason: 'Bổ sung thanh toán 10 %' },
      'creditofficer',
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.status).toBe('CHANGE');
    expect(ok.json().history.map((h: { action: string }) => h.action)).toEqual(['START_CHANGE']);
    const again = await post(
      `/api/transaction-change/${t.id}/funding-notice`,
      { reason: 'Lần hai' },
      'creditofficer',
    );
    expect(again.json().code).toBe('TRANSITION_NOT_ALLOWED');
    const early = await paid('CREDIT_REVIEW');
    const refused = await post(
      `/api/transaction-change/${early.id}/funding-notice`,
      { reason: 'Sớm' },
      'creditofficer',
    );
    expect(refused.json().code).toBe('TRANSITION_NOT_ALLOWED');
  });
  it('approves a change (approvers only) or drops it with a reason, through the workflow', async () => {
    const t = await paid();
    const url = (what: string) => `/api/transaction-change/${t.id}/${what}`;
    // Nothing to approve or drop before the notice: the workflow refuses, naming the reason.
    const early = await post(url('approve-change'), {}, 'camanager');
    expect(early.json().code).toBe('TRANSITION_NOT_ALLOWED');
    expect((await post(url('cancel-change'), { reason: 'x' }, 'camanager')).json().code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );
    expect(
      (await post(url('funding-notice'), { reason: 'Gia hạn 30 ngày' }, 'creditofficer')).statusCode,
    ).toBe(200);
    const seen = await get(`/api/transaction-change/change-details/${t.id}`, 'camanager');
    expect(seen.json().actions).toEqual(['approve_change', 'cancel_change']);
    const officer = await get(`/api/transaction-change/change-details/${t.id}`, 'creditofficer');
    expect(officer.json().actions).toEqual(['cancel_change']);

    // Who may: the officer cannot approve, a client company cannot touch it.
    expect((await post(url('approve-change'), {}, 'creditofficer')).statusCode).toBe(403);
    expect((await post(url('approve-change'), {}, 'supplier1')).statusCode).toBe(403);
    expect((await post(url('cancel-change'), { reason: 'x' }, 'buyer1')).statusCode).toBe(403);
    expect((await post('/api/transaction-change/99999999/approve-change', {}, 'camanager')).statusCode).toBe(
      404,
    );
    // Bad input: no reason, an empty one, an unknown field.
    for (const body of [{}, { reason: '' }, { reason: 'ok', extra: 1 }]) {
      expect((await post(url('cancel-change'), body, 'camanager')).statusCode).toBe(422);
    }
    expect((await post(url('approve-change'), { note: 'x' }, 'camanager')).statusCode).toBe(422);

    const approved = await post(url('approve-change'), {}, 'camanager');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('PAID');
    expect(approved.json().actions).toEqual(['start_change']);
    expect(approved.json().history.map((h: { action: string }) => h.action)).toEqual([
      'START_CHANGE',
      'APPROVE_CHANGE',
    ]);
    expect((await post(url('approve-change'), {}, 'camanager')).json().code).toBe('TRANSITION_NOT_ALLOWED');

    // A second change, dropped by the officer with its reason.
    await post(url('funding-notice'), { reason: 'Bổ sung thanh toán' }, 'creditofficer');
    const dropped = await post(url('cancel-change'), { reason: 'Bên mua không đồng ý' }, 'creditofficer');
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json().data).toMatchObject({ status: 'PAID', reason: 'Bên mua không đồng ý' });
    expect(dropped.json().history.map((h: { action: string }) => h.action)).toEqual([
      'START_CHANGE',
      'APPROVE_CHANGE',
      'START_CHANGE',
      'CANCEL_CHANGE',
    ]);
  });
});
