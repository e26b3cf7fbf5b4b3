import { referralCommissionOf } from '@arflow/domain/commission';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { refAppendices, refAppendixPartners } from '../appendices/appendices.tables.ts';
import { unique } from '../enterprises/index.ts';
import { payFirst } from '../reports/fixtures.ts';
import { createTransaction } from '../transactions/index.ts';
import { transactions } from '../transactions/transactions.tables.ts';

const h = useApiHarness();

/** A complete appendix of PTN03 with its commission active, referring SUP01, on `basis`. */
async function activeAppendix(basis: 'PER_YEAR_ON_FUNDED' | 'SHARE_OF_DISCOUNT', rate: number) {
  const now = new Date();
  const code = unique().code;
  const [a] = await h.t.db
    .insert(refAppendices)
    .values({
      ent_id: await h.idOf('PTN03'),
      number: `PL-${code}`,
      type: 'BUYER',
      name: 'Giới thiệu nhà cung cấp',
      code,
      commission_rate: rate,
      payment_type: 1,
      commission_basis: basis,
      status: 6,
      commission_status: 3,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: refAppendices.id });
  await h.t.db
    .insert(refAppendixPartners)
    .values({ appendix_id: a!.id, enterprise_id: await h.idOf('SUP01') });
  return a!.id;
}

/** A transaction of SUP01 the funder paid early on 2026-11-02. */
async function paidTransaction() {
  const t = await createTransaction(h.t.db, {
    supId: await h.idOf('SUP01'),
    buyId: await h.idOf('BUY01'),
    status: 'PAID',
  });
  const [master] = (
    await h.t.db.execute<{ id: number; ent: number }>(
      sql`SELECT id, enterprise_id AS ent FROM users WHERE username = 'master'`,
    )
  ).rows;
  await payFirst(h.t.db, t.id, '2026-11-02', { id: master!.id, enterpriseId: master!.ent });
  const [row] = await h.t.db.select().from(transactions).where(eq(transactions.id, t.id));
  return row!;
}

/** What the journal holds for a commission, per account. */
async function booked(commissionId: number) {
  const res = await h.t.db.execute<{ account: string; net: number }>(sql`
    SELECT l.account, sum(l.debit - l.credit)::float8 AS net
    FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
    WHERE e.idempotency_key LIKE ${`referral-commission/${commissionId}/%`}
    GROUP BY l.account ORDER BY l.account`);
  return Object.fromEntries(res.rows.map((r) => [r.account, Number(r.net)]));
}

const compute = (user: string, body: Record<string, unknown> = {}) =>
  h.post('/api/partner-payment/referral/compute-commission', body, user);
const pay = (id: number, amount: unknown, key?: string, user = 'accountant') =>
  h.post(
    `/api/partner-payment/referral/commission/${id}/pay`,
    { amount },
    user,
    key ? { 'idempotency-key': key } : {},
  );

describe('referral commissions', () => {
  it('are computed from the appendices, by days on the funded amount or as a share of the discount, once', async () => {
    const yearly = await activeAppendix('PER_YEAR_ON_FUNDED', 0.5);
    const share = await activeAppendix('SHARE_OF_DISCOUNT', 10);
    const t = await paidTransaction();
    const res = await compute('accountant', { partner_id: await h.idOf('PTN03') });
    expect(res.statusCode, res.body).toBe(200);
    // The demo's complete appendix refers BUY01 too: only this test's two appendices are counted.
    const mine = res
      .json()
      .data.filter(
        (c: { trans_code: string; appendix_id: number }) =>
          c.trans_code === t.trans_code && [yearly, share].includes(c.appendix_id),
      );
    expect(mine).toHaveLength(2);
    const byYear = mine.find((c: { appendix_id: number }) => c.appendix_id === yearly);
    const byShare = mine.find((c: { appendix_id: number }) => c.appendix_id === share);
    expect(byYear).toMatchObject({
      status: 'UNSETTLED',
      funded_amount: t.total_advance,
      from_date: '2026-11-02',
    });
    expect(byYear.to_date > byYear.from_date).toBe(true);
    const expectedYearly = referralCommissionOf({
      rate: 0.5,
      fundedAmount: t.total_advance,
      discount: t.total_discount,
      from: byYear.from_date,
      to: byYear.to_date,
    });
    expect(expectedYearly).toBeGreaterThan(0);
    expect(byYear.amount).toBe(expectedYearly);
    expect(byShare.amount).toBe(Math.round((t.total_discount * 10) / 100));
    // Its accrual is booked: an expense and a payable.
    expect(await booked(byYear.id)).toEqual({
      commission_expense: byYear.amount,
      commission_payable: -byYear.amount,
    });
    // Computed once: a second run makes nothing new for it.
    const again = (await compute('master')).json().data;
    expect(again.filter((c: { trans_code: string }) => c.trans_code === t.trans_code)).toEqual([]);
  });

  it('are paid once under a replayed Idempotency-Key: first paid, then settled, then refused', async () => {
    const appendix = await activeAppendix('PER_YEAR_ON_FUNDED', 1.25);
    const t = await paidTransaction();
    const c = (await compute('accountant'))
      .json()
      .data.find(
        (x: { trans_code: string; appendix_id: number }) =>
          x.trans_code === t.trans_code && x.appendix_id === appendix,
      );
    const part = Math.floor(c.amount / 3);
    const key = `hoa-hong-${c.id}-1`;
    const first = await pay(c.id, part, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'FIRST_PAID', paid_amount: part });
    expect(first.json().notice).toMatchObject({
      kind: 'REFERRAL_PAYMENT',
      amount: part,
      status: 'CONFIRMING',
    });
    // The same key again (a retry, a double click): the first answer, the money moved once.
    const replay = await pay(c.id, part, key);
    expect(replay.json()).toEqual(first.json());
    expect(await booked(c.id)).toEqual({
      cash: -part,
      commission_expense: c.amount,
      commission_payable: part - c.amount,
    });
    const notices = await h.post(
      '/api/partner-payment/referral/list-trans-payment-notice',
      { search_condition: { keyword: t.trans_code }, page_size: 100 },
      'accountant',
    );
    expect(notices.json().page_info.total_record).toBe(1);
    // The same key for another payment is refused; a bad key too.
    expect((await pay(c.id, part + 1, key)).json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await pay(c.id, part, 'bad key!')).json().code).toBe('IDEMPOTENCY_KEY_INVALID');
    // More than is left is refused; what is left settles it.
    const over = await pay(c.id, c.amount, `hoa-hong-${c.id}-over`);
    expect(over.json()).toMatchObject({ code: 'COMMISSION_OVERPAID' });
    expect(Object.keys(over.json().fields)).toEqual(['amount']);
    const rest = await pay(c.id, c.amount - part, `hoa-hong-${c.id}-2`);
    expect(rest.json().data).toMatchObject({ status: 'SETTLED', paid_amount: c.amount });
    expect(await booked(c.id)).toEqual({
      cash: -c.amount,
      commission_expense: c.amount,
      commission_payable: 0,
    });
    // Settled: its table refuses another payment.
    expect((await pay(c.id, 1, `hoa-hong-${c.id}-3`)).json().code).toBe('TRANSITION_NOT_ALLOWED');
    const history = await h.t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM status_history WHERE entity = 'commission_payment' AND entity_id = ${String(c.id)}`,
    );
    expect(history.rows[0]!.n).toBe(3);

    // The partner sees its commission and the payment notice; another partner sees neither.
    const own = await h.post(
      '/api/referral-coordination/commission/list',
      { search_condition: { keyword: t.trans_code }, page_size: 100 },
      'partner3',
    );
    // The earlier test's appendices refer SUP01 too: each earns its own commission on the transaction.
    expect(own.json().data.map((x: { id: number }) => x.id)).toContain(c.id);
    for (const x of own.json().data) expect(x.partner_id).toBe(await h.idOf('PTN03'));
    const foreign = await h.post(
      '/api/referral-coordination/commission/list',
      { search_condition: { partner_id: await h.idOf('PTN03') }, page_size: 100 },
      'partner1',
    );
    expect(foreign.json().page_info.total_record).toBe(0);
    expect((await h.get(`/api/partner-notice/${first.json().notice.id}`, 'partner3')).statusCode).toBe(200);
    expect((await h.get(`/api/partner-notice/${first.json().notice.id}`, 'partner1')).statusCode).toBe(404);
    const funder = await h.post(
      '/api/partner-payment/referral/list-commission',
      {
        search_condition: { status: 'SETTLED' },
        sort_column: 'amount',
        sort_direction: 'DESC',
        page_size: 100,
      },
      'accountant',
    );
    expect(funder.json().data.map((x: { id: number }) => x.id)).toContain(c.id);
  });

  it('refuses bad input, partners, the viewer and unknown commissions', async () => {
    expect((await compute('partner3')).statusCode).toBe(403);
    expect((await compute('viewer')).statusCode).toBe(403);
    expect((await compute('accountant', { partner_id: 'x' })).statusCode).toBe(422);
    expect((await compute('accountant', { other: 1 })).statusCode).toBe(422);
    for (const amount of [0, -1, 1.5, '100', null]) expect((await pay(1, amount)).statusCode).toBe(422);
    expect((await pay(2147483000, 1)).statusCode).toBe(404);
    expect((await pay(1, 1, undefined, 'partner3')).statusCode).toBe(403);
    expect(
      (await h.post('/api/partner-payment/referral/commission/abc/pay', { amount: 1 }, 'accountant'))
        .statusCode,
    ).toBe(422);
    expect((await h.post('/api/partner-payment/referral/list-commission', {}, 'partner3')).statusCode).toBe(
      403,
    );
    const badSort = await h.post(
      '/api/partner-payment/referral/list-commission',
      { sort_column: 'amount; drop' },
      'accountant',
    );
    expect(badSort.statusCode).toBe(422);
  });
});
