import { guaranteeFee } from '@arflow/domain/guarantee-fee';
import { fundingReturn } from '@arflow/domain/partner-share';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { askFunding, awaitingApproval as awaitingFixture } from './notice.fixtures.ts';

const h = useApiHarness();

const awaitingApproval = () => awaitingFixture(h);
const appliedFundingRequest = () => askFunding(h);

/** A guarantee request PTN02 approved and the funder disbursed, on a new transaction. */
async function disbursedGuarantee() {
  const t = await awaitingApproval();
  const body = { trans_id: t.id, partner_id: await h.idOf('PTN02') };
  const n = (await h.post('/api/partner-payment/guarantee/create-notice', body, 'accountant')).json().data;
  await h.post(`/api/guarantee-notice/${n.id}/approve`, {}, 'partner2');
  await h.post(`/api/guarantee-notice/${n.id}/disburse`, {}, 'accountant');
  return n as { id: number; amount: number; start_date: string; end_date: string };
}

/** The lines a notice's entries (and their reversals) left on each account, summed. */
async function booked(noticeId: number) {
  const res = await h.t.db.execute<{ account: string; net: number }>(sql`
    SELECT l.account, sum(l.debit - l.credit)::bigint::float8 AS net
    FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
    LEFT JOIN journal_entries o ON o.id = e.reverses
    WHERE coalesce(e.idempotency_key, o.idempotency_key) LIKE ${`partner-notice/${noticeId}/%`}
    GROUP BY l.account ORDER BY l.account`);
  return Object.fromEntries(res.rows.map((r) => [r.account, Number(r.net)]));
}

describe('funding payment notices', () => {
  it('pay an applied request back with the return by days, booked in the journal, once at a time', async () => {
    const request = await appliedFundingRequest();
    // Not applied yet: nothing to pay.
    expect(
      (
        await h.post(
          '/api/partner-payment/funding/create-payment-notice',
          { notice_id: request.id },
          'accountant',
        )
      ).json().code,
    ).toBe('NOTICE_NOT_PAYABLE');
    await h.post(`/api/partner-notice/${request.id}/confirm`, {}, 'partner1');

    const res = await h.post(
      '/api/partner-payment/funding/create-payment-notice',
      { notice_id: request.id },
      'accountant',
    );
    expect(res.statusCode, res.body).toBe(200);
    const notice = res.json().data;
    // PTN01's programme in force: 8 % a year, by package, on its share from the request's start to its end.
    const ret = fundingReturn(request.amount, 8, request.start_date, request.end_date).total;
    expect(ret).toBeGreaterThan(0);
    expect(notice).toMatchObject({
      kind: 'FUNDING_PAYMENT',
      status: 'CONFIRMING',
      amount: request.amount,
      charge: ret,
      source_id: request.id,
    });
    // The partner's share came in, then goes back with the return: what stays is the return paid.
    expect(await booked(request.id)).toEqual({
      cash: request.amount,
      partner_funding_payable: -request.amount,
    });
    expect(await booked(notice.id)).toEqual({
      cash: -(request.amount + ret),
      funding_return_expense: ret,
      partner_funding_payable: request.amount,
    });
    // One open payment per request.
    const again = await h.post(
      '/api/partner-payment/funding/create-payment-notice',
      { notice_id: request.id },
      'accountant',
    );
    expect(again.json().code).toBe('NOTICE_ALREADY_OPEN');

    // The partner sees it with the receivables it pays, and confirms it; another partner does not.
    const partnerList = await h.post(
      '/api/funding-coordination-announcement/funding-payment/list-notice',
      { search_condition: {}, page_size: 100 },
      'partner1',
    );
    expect(partnerList.json().data.map((n: { id: number }) => n.id)).toContain(notice.id);
    expect((await h.get(`/api/partner-notice/${notice.id}`, 'partner2')).statusCode).toBe(404);
    expect((await h.post(`/api/partner-notice/${notice.id}/confirm`, {}, 'partner2')).statusCode).toBe(404);
    const confirmed = await h.post(`/api/partner-notice/${notice.id}/confirm`, {}, 'partner1');
    expect(confirmed.json().data.status).toBe('APPLIED');
    // Applied: the funder can no longer withdraw it.
    expect(
      (await h.post(`/api/partner-notice/${notice.id}/cancel`, { reason: 'Nhầm' }, 'accountant')).json().code,
    ).toBe('TRANSITION_NOT_ALLOWED');
  });

  it('a refused payment is withdrawn by the funder, its entry reversed, and may be sent again', async () => {
    const request = await appliedFundingRequest();
    await h.post(`/api/partner-notice/${request.id}/confirm`, {}, 'partner1');
    const url = '/api/partner-payment/funding/create-payment-notice';
    const first = (await h.post(url, { notice_id: request.id }, 'accountant')).json().data;
    const refused = await h.post(
      `/api/partner-notice/${first.id}/reject`,
      { reason: 'Sai số tiền' },
      'partner1',
    );
    expect(refused.json().data.status).toBe('REJECTED');
    const withdrawn = await h.post(
      `/api/partner-notice/${first.id}/cancel`,
      { reason: 'Gửi lại' },
      'accountant',
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data.status).toBe('CANCELLED');
    // The reversal undoes every line; the partner's funding received stays booked, once.
    expect(Object.values(await booked(first.id)).every((v) => v === 0)).toBe(true);
    const second = await h.post(url, { notice_id: request.id, end_date: request.start_date }, 'accountant');
    expect(second.statusCode, second.body).toBe(200);
    // Paid back the day it was funded: no return.
    expect(second.json().data.charge).toBe(0);
    expect(await booked(request.id)).toEqual({
      cash: request.amount,
      partner_funding_payable: -request.amount,
    });
  });

  it('refuses bad input, a partner, a viewer and a guarantee request on the funding path', async () => {
    const url = '/api/partner-payment/funding/create-payment-notice';
    expect((await h.post(url, {}, 'accountant')).statusCode).toBe(422);
    expect((await h.post(url, { notice_id: 'x' }, 'accountant')).statusCode).toBe(422);
    expect((await h.post(url, { notice_id: 1, end_date: '2026-02-30' }, 'accountant')).statusCode).toBe(422);
    expect((await h.post(url, { notice_id: 1, extra: 1 }, 'accountant')).statusCode).toBe(422);
    expect((await h.post(url, { notice_id: 2147483000 }, 'accountant')).statusCode).toBe(404);
    expect((await h.post(url, { notice_id: 1 }, 'partner1')).statusCode).toBe(403);
    expect((await h.post(url, { notice_id: 1 }, 'viewer')).statusCode).toBe(403);
    const guarantee = await disbursedGuarantee();
    expect((await h.post(url, { notice_id: guarantee.id }, 'accountant')).statusCode).toBe(404);
    const request = await appliedFundingRequest();
    await h.post(`/api/partner-notice/${request.id}/confirm`, {}, 'partner1');
    const before = await h.post(url, { notice_id: request.id, end_date: '2000-01-01' }, 'accountant');
    expect(before.statusCode).toBe(422);
    expect(before.json()).toMatchObject({ code: 'NOTICE_END_BEFORE_START' });
    expect(Object.keys(before.json().fields)).toEqual(['end_date']);
    // English too.
    const en = await h.post(url, { notice_id: request.id, end_date: '2000-01-01' }, 'accountant', {
      'accept-language': 'en',
    });
    expect(en.json().messages.join(' ')).toContain('end date');
  });
});

describe('funding change notices', () => {
  it('withdraw a request the partner has not applied and send it again, priced from the transaction as it now is', async () => {
    const before = await askFunding(h);
    const [t] = (
      await h.t.db.execute<{ trans_id: number }>(
        sql`SELECT trans_id FROM partner_notices WHERE id = ${before.id}`,
      )
    ).rows;
    // The transaction changed (one receivable's advance halved) after the request was sent.
    await h.t.db.execute(sql`
      UPDATE transaction_receivables SET advance = advance / 2
      WHERE id = (SELECT min(id) FROM transaction_receivables WHERE trans_id = ${t!.trans_id})`);
    const body = { notice_id: before.id, reason: 'Giao dịch đã điều chỉnh khoản phải thu' };
    const res = await h.post('/api/partner-payment/funding/change-notice', body, 'accountant');
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data;
    expect(after).toMatchObject({
      kind: 'FUNDING_REQUEST',
      status: 'CONFIRMING',
      partner_id: await h.idOf('PTN01'),
    });
    expect(after.id).not.toBe(before.id);
    expect(after.amount).toBeLessThan(before.amount);
    const old = (await h.get(`/api/partner-notice/${before.id}`, 'accountant')).json().data;
    expect(old).toMatchObject({ status: 'CANCELLED', reason: body.reason });
    // The partner answers the new request; the old one is closed to it.
    expect((await h.post(`/api/partner-notice/${after.id}/confirm`, {}, 'partner1')).statusCode).toBe(200);
    expect((await h.post(`/api/partner-notice/${before.id}/confirm`, {}, 'partner1')).json().code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );
    // Applied, it is the partner's money already: no change any more.
    const again = await h.post(
      '/api/partner-payment/funding/change-notice',
      { ...body, notice_id: after.id },
      'accountant',
    );
    expect(again.json().code).toBe('TRANSITION_NOT_ALLOWED');
    expect((await h.get(`/api/partner-notice/${after.id}`, 'accountant')).json().data.status).toBe('APPLIED');
  });

  it('refuses a payment notice, no reason, a partner, a viewer and an unknown notice', async () => {
    const request = await askFunding(h);
    await h.post(`/api/partner-notice/${request.id}/confirm`, {}, 'partner1');
    const pay = await h.post(
      '/api/partner-payment/funding/create-payment-notice',
      { notice_id: request.id },
      'accountant',
    );
    const change = (notice_id: unknown, user = 'accountant', reason: unknown = 'Điều chỉnh') =>
      h.post('/api/partner-payment/funding/change-notice', { notice_id, reason }, user);
    const onPayment = await change(pay.json().data.id);
    expect(onPayment.statusCode).toBe(422);
    expect(onPayment.json().code).toBe('NOTICE_NOT_CHANGEABLE');
    expect((await change(request.id, 'accountant', '')).statusCode).toBe(422);
    expect((await change('abc')).statusCode).toBe(422);
    expect((await change(request.id, 'partner1')).statusCode).toBe(403);
    expect((await change(request.id, 'viewer')).statusCode).toBe(403);
    expect((await change(2_147_483_000)).statusCode).toBe(404);
  });
});

describe('guarantee fee notices', () => {
  it('pay the fee by days on the guaranteed amount of a disbursed guarantee, accrued then paid', async () => {
    const guarantee = await disbursedGuarantee();
    const url = '/api/partner-payment/guarantee/create-payment-notice';
    const res = await h.post(url, { notice_id: guarantee.id }, 'accountant');
    expect(res.statusCode, res.body).toBe(200);
    const fee = guaranteeFee({
      guaranteedAmount: guarantee.amount,
      feeRatePerYear: 1,
      from: guarantee.start_date,
      to: guarantee.end_date,
    }).total;
    const notice = res.json().data;
    expect(notice).toMatchObject({
      kind: 'GUARANTEE_PAYMENT',
      amount: guarantee.amount,
      charge: fee,
      source_id: guarantee.id,
    });
    expect(await booked(notice.id)).toEqual({
      cash: -fee,
      guarantee_fee_expense: fee,
      guarantee_fee_payable: 0,
    });
    const partnerSide = await h.post(
      '/api/guarantee-coordination-announcement/guarantee-payment/list-notice',
      { search_condition: {}, page_size: 100 },
      'partner2',
    );
    expect(partnerSide.json().data.map((n: { id: number }) => n.id)).toContain(notice.id);
    const other = await h.post(
      '/api/guarantee-coordination-announcement/guarantee-payment/list-notice',
      { search_condition: {}, page_size: 100 },
      'partner1',
    );
    expect(other.json().data.map((n: { id: number }) => n.id)).not.toContain(notice.id);
    // Withdrawn while waiting: the fee's entries are reversed.
    await h.post(`/api/partner-notice/${notice.id}/cancel`, { reason: 'Sai kỳ' }, 'accountant');
    expect(Object.values(await booked(notice.id)).every((v) => v === 0)).toBe(true);
  });

  it('refuses a guarantee not yet disbursed and a funding request on the guarantee path', async () => {
    const t = await awaitingApproval();
    const waiting = (
      await h.post(
        '/api/partner-payment/guarantee/create-notice',
        { trans_id: t.id, partner_id: await h.idOf('PTN02') },
        'accountant',
      )
    ).json().data;
    const url = '/api/partner-payment/guarantee/create-payment-notice';
    expect((await h.post(url, { notice_id: waiting.id }, 'accountant')).json().code).toBe(
      'NOTICE_NOT_PAYABLE',
    );
    const request = await appliedFundingRequest();
    expect((await h.post(url, { notice_id: request.id }, 'accountant')).statusCode).toBe(404);
  });
});

describe('termination notices', () => {
  it('tell a referral partner its cooperation ends; it confirms; no money moves', async () => {
    const ptn03 = await h.idOf('PTN03');
    const url = '/api/partner-payment/referral/create-termination-notice';
    // The demo's termination notice still awaits PTN03: one at a time.
    const open = await h.post(
      url,
      { partner_id: ptn03, end_date: '2099-12-31', reason: 'Hết hợp đồng' },
      'accountant',
    );
    expect(open.json().code).toBe('NOTICE_ALREADY_OPEN');
    const demo = await h.post(
      '/api/partner-payment/referral/list-termination-notice',
      { search_condition: { partner_id: ptn03, status: 'CONFIRMING' }, page_size: 100 },
      'accountant',
    );
    for (const n of demo.json().data) await h.post(`/api/partner-notice/${n.id}/confirm`, {}, 'partner3');

    const res = await h.post(
      url,
      { partner_id: ptn03, end_date: '2099-12-31', reason: 'Hết hợp đồng' },
      'accountant',
    );
    expect(res.statusCode, res.body).toBe(200);
    const notice = res.json().data;
    expect(notice).toMatchObject({
      kind: 'REFERRAL_TERMINATION',
      status: 'CONFIRMING',
      amount: 0,
      end_date: '2099-12-31',
    });
    expect(await booked(notice.id)).toEqual({});
    expect((await h.post(`/api/partner-notice/${notice.id}/confirm`, {}, 'partner1')).statusCode).toBe(404);
    expect(
      (await h.post(`/api/partner-notice/${notice.id}/confirm`, {}, 'partner3')).json().data.status,
    ).toBe('APPLIED');
  });

  it('refuses a partner without a referral programme, a past end, no reason and a partner caller', async () => {
    const url = '/api/partner-payment/referral/create-termination-notice';
    const body = { partner_id: await h.idOf('PTN01'), end_date: '2099-12-31', reason: 'x' };
    expect((await h.post(url, body, 'accountant')).json().code).toBe('PROGRAM_NOT_ACTIVE');
    expect((await h.post(url, { ...body, end_date: '2000-01-01' }, 'accountant')).json().code).toBe(
      'NOTICE_END_BEFORE_START',
    );
    expect(
      (await h.post(url, { partner_id: body.partner_id, end_date: '2099-12-31' }, 'accountant')).statusCode,
    ).toBe(422);
    expect((await h.post(url, { ...body, partner_id: 2147483000 }, 'accountant')).statusCode).toBe(404);
    expect((await h.post(url, body, 'partner3')).statusCode).toBe(403);
  });
});
