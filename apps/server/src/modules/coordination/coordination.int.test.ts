import { guaranteeFee } from '@arflow/domain/guarantee-fee';
import { partnerShareOf } from '@arflow/domain/partner-share';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { SAMPLES } from '../../../test/files.ts';
import { transactionReceivables } from '../transactions/transactions.tables.ts';
import { askFunding, awaitingApproval as awaitingFixture } from './notice.fixtures.ts';

const h = useApiHarness();

const awaitingApproval = () => awaitingFixture(h);
const advances = async (transId: number) =>
  (
    await h.t.db
      .select({ advance: transactionReceivables.advance })
      .from(transactionReceivables)
      .where(eq(transactionReceivables.trans_id, transId))
  ).map((r) => r.advance);
const list = (url: string, user: string, search_condition: Record<string, unknown> = {}) =>
  h.post(url, { search_condition, page_size: 100 }, user);

describe('programme configuration', () => {
  it('gives a partner its own programme in force with its structure, and funder staff the one they name', async () => {
    const mine = await h.post('/api/funding-coordination/program-config/active', {}, 'partner1');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toMatchObject({ kind: 'FUNDING', version: 2, status: 'ACTIVE', rate: 8 });
    expect(mine.json().structure).toMatchObject({ partner_share: 70 });
    const named = await h.post(
      '/api/guarantee-coordination/program-config/active',
      { partner_id: await h.idOf('PTN02') },
      'accountant',
    );
    expect(named.json().data).toMatchObject({ kind: 'GUARANTEE', partner_code: 'PTN02' });
    // Another partner's id reads as an id that exists nowhere: nothing.
    const other = await h.post(
      '/api/funding-coordination/program-config/active',
      { partner_id: await h.idOf('PTN02') },
      'partner1',
    );
    expect(other.json()).toEqual({ data: null, structure: null });
    const nowhere = await h.post(
      '/api/funding-coordination/program-config/active',
      { partner_id: 2147483000 },
      'partner1',
    );
    expect(nowhere.json()).toEqual(other.json());
  });

  it('lists every version and structure of the partner’s programme, newest first', async () => {
    const history = await list('/api/funding-coordination/program-config/history', 'partner1');
    expect(
      history.json().data.map((p: { version: number; status: string }) => [p.version, p.status]),
    ).toEqual([
      [2, 'ACTIVE'],
      [1, 'SUPERSEDED'],
    ]);
    const structures = await list(
      '/api/funding-coordination/program-config/transaction-structure-history',
      'partner1',
    );
    expect(structures.json().page_info.total_record).toBe(2);
    // The guarantee partner sees none of the funding partner's rows, whatever it names.
    const foreign = await list('/api/funding-coordination/program-config/history', 'partner2', {
      partner_id: await h.idOf('PTN01'),
    });
    expect(foreign.json().page_info.total_record).toBe(0);
  });

  it('refuses bad input and a partner calling the funder’s lists', async () => {
    const bad = await h.post(
      '/api/funding-coordination/program-config/history',
      { search_condition: { partner_id: 'x' } },
      'master',
    );
    expect(bad.statusCode).toBe(422);
    const sort = await h.post(
      '/api/funding-coordination/program-config/history',
      { sort_column: 'rate; drop' },
      'master',
    );
    expect(sort.statusCode).toBe(422);
    expect((await list('/api/partner-payment/funding/list-funded-ars', 'partner1')).statusCode).toBe(403);
    expect((await h.post('/api/partner-payment/list/nobody', {}, 'master')).statusCode).toBe(422);
  });

  it('stores a new transaction structure with its manual notice and prices the next notices with it', async () => {
    const partnerId = await h.idOf('PTN02');
    const active = (
      await h.post('/api/guarantee-coordination/program-config/active', { partner_id: partnerId }, 'master')
    ).json();
    const url = `/api/partner-setup/${partnerId}/program/${active.data.id}/type/GUARANTEE/transaction-structure/`;
    const parts = [
      { name: 'structure', value: 'Đối tác bảo lãnh 50% số tiền ứng trước' },
      { name: 'partner_share', value: '50' },
      { name: 'file', filename: 'thong-bao.pdf', content: SAMPLES.pdf, type: 'application/pdf' },
    ];
    const res = await h.send(url, parts, 'master');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ version: 2, partner_share: 50, kind: 'GUARANTEE' });
    // The wrong type for the programme, or another partner's programme, is not found.
    expect((await h.send(url.replace('GUARANTEE', 'FUNDING'), parts, 'master')).statusCode).toBe(404);
    const wrongPartner = url.replace(
      `/partner-setup/${partnerId}/`,
      `/partner-setup/${await h.idOf('PTN01')}/`,
    );
    expect((await h.send(wrongPartner, parts, 'master')).statusCode).toBe(404);
    expect(
      (await h.send(url, [{ name: 'structure', value: 'x' }, parts[1]!, parts[2]!].slice(0, 2), 'master'))
        .statusCode,
    ).toBe(422);
    // Back to the demo's 80 % for the tests below.
    const back = await h.send(url, [parts[0]!, { name: 'partner_share', value: '80' }, parts[2]!], 'master');
    expect(back.statusCode, back.body).toBe(200);
  });
});

describe('a funding partner co-funds a transaction', () => {
  it('from the funder’s choice to the partner’s confirmation, the funder seeing every step', async () => {
    const t = await awaitingApproval();
    const ptn01 = await h.idOf('PTN01');
    // Without a chosen partner there is nothing to ask.
    const early = await h.post(
      '/api/partner-payment/funding/create-notice',
      { trans_id: t.id },
      'accountant',
    );
    expect(early.json().code).toBe('TRANSACTION_HAS_NO_FUNDING_PARTNER');
    const chosen = await h.post(
      `/api/funder-transactions/${t.id}/funding-partner`,
      { partner_id: ptn01 },
      'camanager',
    );
    expect(chosen.statusCode, chosen.body).toBe(200);
    // The VIEWER reads partner payments but lacks the flag; a partner may not create notices at all.
    const viewer = await h.get(`/api/partner-payment/partner/${ptn01}`, 'viewer');
    expect(viewer.json().flags).toEqual({
      allow_create_funding_notice: false,
      allow_create_payment_notice: false,
    });
    expect(
      (await h.post('/api/partner-payment/funding/create-notice', { trans_id: t.id }, 'partner1')).statusCode,
    ).toBe(403);

    const created = await h.post(
      '/api/partner-payment/funding/create-notice',
      { trans_id: t.id },
      'accountant',
    );
    expect(created.statusCode, created.body).toBe(200);
    const notice = created.json().data;
    // The partner's part: 70 % of each advance, rounded once per receivable (partner-share.ts).
    const expected = (await advances(t.id)).reduce((s, a) => s + partnerShareOf(a, 70), 0);
    expect(notice).toMatchObject({
      status: 'CONFIRMING',
      amount: expected,
      trans_code: t.trans_code,
      partner_id: ptn01,
    });
    const again = await h.post(
      '/api/partner-payment/funding/create-notice',
      { trans_id: t.id },
      'accountant',
    );
    expect(again.json().code).toBe('NOTICE_ALREADY_OPEN');

    // The partner sees the request and its two receivables as evidence, then confirms.
    const requests = await list('/api/funding-coordination-announcement/funding-request/list', 'partner1', {
      status: 'CONFIRMING',
    });
    expect(requests.json().data.map((n: { id: number }) => n.id)).toContain(notice.id);
    const evidence = await list(
      '/api/funding-coordination-announcement/funding-request/list-evidence',
      'partner1',
      { notice_id: notice.id },
    );
    expect(evidence.json().data).toHaveLength(2);
    expect(evidence.json().data.reduce((s: number, a: { amount: number }) => s + a.amount, 0)).toBe(expected);
    // Another partner cannot see it, nor act on it.
    expect((await h.get(`/api/partner-notice/${notice.id}`, 'partner2')).statusCode).toBe(404);
    expect((await h.post(`/api/partner-notice/${notice.id}/confirm`, {}, 'partner2')).statusCode).toBe(404);
    const other = await list(
      '/api/funding-coordination-announcement/funding-request/list-evidence',
      'partner2',
      { notice_id: notice.id },
    );
    expect(other.json().page_info.total_record).toBe(0);

    const confirmed = await h.post(`/api/partner-notice/${notice.id}/confirm`, {}, 'partner1');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.status).toBe('APPLIED');
    // Confirmed once: confirming or withdrawing again is refused by the transition table.
    expect((await h.post(`/api/partner-notice/${notice.id}/confirm`, {}, 'partner1')).json().code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );
    expect(
      (await h.post(`/api/partner-notice/${notice.id}/cancel`, { reason: 'Hủy' }, 'accountant')).json().code,
    ).toBe('TRANSITION_NOT_ALLOWED');

    // The funder sees it applied, the receivables funded, and the partner's payments list them.
    const funder = await list('/api/partner-payment/funding/list-payment-notice', 'accountant', {
      partner_id: ptn01,
      status: 'APPLIED',
    });
    expect(funder.json().data.map((n: { id: number }) => n.id)).toContain(notice.id);
    const funded = await list('/api/partner-payment/funding/list-funded-ars-not-complete', 'accountant', {
      keyword: t.trans_code,
    });
    expect(funded.json().data).toHaveLength(2);
    expect(funded.json().data[0]).toMatchObject({ partner_id: ptn01, trans_code: t.trans_code });
    const payments = await list('/api/funding-coordination-announcement/funding-payment/list', 'partner1', {
      notice_id: notice.id,
    });
    expect(payments.json().page_info.total_record).toBe(2);
    const history = await h.t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM status_history WHERE entity = 'partner_notice' AND entity_id = ${String(notice.id)}`,
    );
    expect(history.rows[0]!.n).toBe(2);
  });

  it('a partner refuses a request only with a reason', async () => {
    const notice = await askFunding(h, 'master');
    const bare = await h.post(`/api/partner-notice/${notice.id}/reject`, {}, 'partner1');
    expect(bare.statusCode).toBe(422);
    const rejected = await h.post(
      `/api/partner-notice/${notice.id}/reject`,
      { reason: 'Vượt hạn mức' },
      'partner1',
    );
    expect(rejected.json().data).toMatchObject({ status: 'REJECTED', reason: 'Vượt hạn mức' });
  });
});

describe('a guarantee notice', () => {
  it('goes from waiting approval to disbursed, its fee priced by days on the guaranteed amount', async () => {
    const t = await awaitingApproval();
    const ptn02 = await h.idOf('PTN02');
    const created = await h.post(
      '/api/partner-payment/guarantee/create-notice',
      { trans_id: t.id, partner_id: ptn02 },
      'accountant',
    );
    expect(created.statusCode, created.body).toBe(200);
    const notice = created.json().data;
    const amount = (await advances(t.id)).reduce((s, a) => s + partnerShareOf(a, 80), 0);
    const fee = guaranteeFee({
      guaranteedAmount: amount,
      feeRatePerYear: 1,
      from: notice.start_date,
      to: notice.end_date,
    }).total;
    expect(notice).toMatchObject({ status: 'WAITING_APPROVAL', amount, charge: fee });
    expect(fee).toBeGreaterThan(0);
    const id = notice.id;
    // Disbursing before the partner approves, or approving as the funder, is refused.
    expect((await h.post(`/api/guarantee-notice/${id}/disburse`, {}, 'accountant')).json().code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );
    expect((await h.post(`/api/guarantee-notice/${id}/approve`, {}, 'accountant')).statusCode).toBe(403);
    // The partner-notice path does not take a guarantee request.
    expect((await h.post(`/api/partner-notice/${id}/confirm`, {}, 'partner2')).statusCode).toBe(404);
    const approved = await h.post(`/api/guarantee-notice/${id}/approve`, {}, 'partner2');
    expect(approved.json().data.status).toBe('WAITING_DISBURSEMENT');
    expect(
      (
        await list('/api/partner-payment/guarantee/list-guarantee-ars', 'accountant', { notice_id: id })
      ).json().page_info.total_record,
    ).toBe(2);
    const disbursed = await h.post(`/api/guarantee-notice/${id}/disburse`, {}, 'accountant');
    expect(disbursed.json().data.status).toBe('DISBURSED');
    expect(
      (await h.post(`/api/guarantee-notice/${id}/cancel`, { reason: 'x' }, 'accountant')).json().code,
    ).toBe('TRANSITION_NOT_ALLOWED');
    const partnerSide = await list(
      '/api/guarantee-coordination-announcement/guarantee-payment/list',
      'partner2',
      { notice_id: id },
    );
    expect(partnerSide.json().page_info.total_record).toBe(2);
    // A guarantee partner without a programme of that kind cannot be asked.
    const none = await h.post(
      '/api/partner-payment/guarantee/create-notice',
      { trans_id: t.id, partner_id: await h.idOf('PTN03') },
      'accountant',
    );
    expect(none.json().code).toBe('PROGRAM_NOT_ACTIVE');
  });
});

describe('funder partner payments and referral coordination', () => {
  it('lists partners per entity type with what is open, and the payment types', async () => {
    const corporate = await list('/api/partner-payment/list/corporate', 'accountant');
    const ptn01 = corporate.json().data.find((p: { code: string }) => p.code === 'PTN01');
    expect(ptn01.open_notices).toBeGreaterThan(0);
    const individual = await list('/api/partner-payment/list/individual', 'accountant');
    expect(individual.json().data.every((p: { code: string }) => p.code !== 'PTN01')).toBe(true);
    const methods = await h.get('/api/partner-payment/payment-method/type/GUARANTEE', 'accountant');
    expect(methods.json().data.map((m: { code: number }) => m.code)).toEqual([1, 2, 3]);
    expect((await h.get('/api/partner-payment/payment-method/type/OTHER', 'accountant')).statusCode).toBe(
      422,
    );
    expect(
      (await h.get(`/api/partner-payment/partner/${await h.idOf('BUY01')}`, 'accountant')).statusCode,
    ).toBe(404);
  });

  it('shows the referral partner its notices and referred companies, and no one else’s', async () => {
    const notices = await list('/api/partner-payment/referral/list-trans-payment-notice', 'accountant', {
      partner_id: await h.idOf('PTN03'),
    });
    expect(notices.json().page_info.total_record).toBe(1);
    const termination = await list('/api/partner-payment/referral/list-termination-notice', 'accountant');
    expect(termination.json().page_info.total_record).toBeGreaterThanOrEqual(1);
    const referred = await list(
      '/api/referral-coordination/program-config/list-referral-partners',
      'partner1',
    );
    for (const r of referred.json().data) expect(r.partner_id).toBe(await h.idOf('PTN01'));
    const contracts = await list('/api/guarantee-coordination/list-contract', 'partner1');
    expect(contracts.json().page_info.total_record).toBe(0);
  });
});
