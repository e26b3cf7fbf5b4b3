import { addDays } from '@arflow/domain/dates';
import { earlyPaymentQuote } from '@arflow/domain/pricing';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { type Part, pdfOfSize, SAMPLES } from '../../../test/files.ts';
import { mailOutbox } from '../../platform/mail/mail.tables.ts';
import { buyerCreditSetups } from '../credit-buyer/credit-buyer.tables.ts';
import { supplierCredits } from '../credit-supplier/credit-supplier.tables.ts';
import { loadHolidays } from '../holidays/holidays.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { createTransaction } from '../transactions/index.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { requestWorld } from './request-transaction.fixture.ts';
import { openDraft, P } from './request-transaction.testing.ts';

const api = useApiHarness();
const { post, get } = api;
const en = { 'accept-language': 'en' };

const send = (url: string, parts: Part[], user: string) => api.send(url, parts, user);
const pdf = (name = 'hop-dong.pdf'): Part => ({ name: 'file', filename: name, content: SAMPLES.pdf });

async function statuses(ids: number[]) {
  const rows = await api.t.db
    .select({ id: receivables.id, status: receivables.status })
    .from(receivables)
    .where(inArray(receivables.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.status]));
}

/** A world whose supplier has a draft with its receivables selected, documents uploaded and contracts confirmed. */
async function contractsConfirmed(o: Parameters<typeof requestWorld>[1] = {}) {
  const w = await requestWorld(api.t.db, o);
  const date = addDays(w.today, 1);
  const { id } = await openDraft(api, w, date);
  const sel = await post(
    `${P}/ar-selection-confirm`,
    w.arIds.map((ar_id) => ({ ar_id, payment_ratio: 80, requested_date: date })),
    w.user,
  );
  expect(sel.statusCode, sel.body).toBe(200);
  const up = await send(`${P}/upload-docs/${id}`, [{ name: 'signed_date', value: w.today }, pdf()], w.user);
  expect(up.statusCode, up.body).toBe(200);
  const docIds = (up.json().data as { id: number }[]).map((d) => d.id);
  expect((await post(`${P}/upload-docs/confirm/${id}`, docIds, w.user)).statusCode).toBe(200);
  const conf = await post(`${P}/confirm/${id}`, {}, w.user);
  expect(conf.statusCode, conf.body).toBe(200);
  expect(conf.json().data.status).toBe('CONTRACTS_CONFIRMED');
  return { ...w, id, date };
}

describe('supplier request flow', () => {
  it('walks buyer, synthesis, AR selection, draft, documents, contracts and signature', async () => {
    const w = await requestWorld(api.t.db, { arCount: 3 });
    const buyers = await get(`${P}/buyer-list`, w.user);
    expect(buyers.statusCode, buyers.body).toBe(200);
    expect(buyers.json().data).toEqual([
      expect.objectContaining({ buy_id: w.buyId, total_limit: 500_000_000, available_limit: 500_000_000 }),
    ]);
    const syn = await get(`${P}/synthesize/${w.buyId}`, w.user);
    expect(syn.json().data).toMatchObject({
      available_limit: 500_000_000,
      discount_rate: 12,
      max_payment_ratio: 80,
      open_ar_count: 3,
      open_ar_amount: 600_000_000,
      draft_id: null,
    });

    // The AR selection: every receivable priced by the engine, then narrowed by the §3 filters.
    const date = addDays(w.today, 1);
    const all = await post(
      `${P}/ar-selection`,
      { search_condition: { buy_id: w.buyId, requested_date: date, payment_ratio: 80 } },
      w.user,
    );
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().page_info.total_record).toBe(3);
    const first = all.json().data.find((a: { ar_id: number }) => a.ar_id === w.arIds[0]);
    const q = earlyPaymentQuote(
      {
        arAmount: 100_000_000,
        paymentRatio: 80,
        discountRate: 12,
        platformRate: 1.2,
        paymentDate: date,
        maturityDate: addDays(w.today, 90),
      },
      await loadHolidays(api.t.db),
    );
    expect(first).toMatchObject({
      payment_request_amount: q.advance,
      total_discount_amount: q.discount,
      platform_fee: q.platformFee,
      ar_sale_price: q.salePrice,
      residual: q.residual,
    });
    for (const [filter, n] of [
      [{ ar_amount_from: 150_000_000 }, 2],
      [{ ar_amount_to: 150_000_000 }, 1],
      [{ payment_request_amount_from: 200_000_000 }, 1],
      [{ ar_sale_price_to: 100_000_000 }, 1],
      [{ discount_rate_from: 13 }, 0],
      [{ discount_rate_to: 12 }, 3],
      [{ first_payment_from: 1 }, 0],
      [{ total_discount_amount_from: q.discount + 1 }, 2],
      [{ due_date_from: addDays(w.today, 91) }, 0],
      [{ due_date_to: addDays(w.today, 90) }, 3],
    ] as const) {
      const r = await post(
        `${P}/ar-selection`,
        { search_condition: { buy_id: w.buyId, requested_date: date, ...filter } },
        w.user,
      );
      expect(r.json().page_info.total_record, JSON.stringify(filter)).toBe(n);
    }
    const inv = await post(
      `${P}/ars`,
      { search_condition: { buy_id: w.buyId, inv_no: first.inv_no } },
      w.user,
    );
    expect(inv.json().data).toHaveLength(1);

    // Selection set with a what-if for another payout date.
    const items = w.arIds.slice(0, 2).map((ar_id) => ({ ar_id, payment_ratio: 80, requested_date: date }));
    const set = await post(
      `${P}/ar-recalculate`,
      { buy_id: w.buyId, items, what_if_date: addDays(w.today, 30) },
      w.user,
    );
    expect(set.statusCode, set.body).toBe(200);
    const result = set.json().data;
    expect(result.totals.total_advance).toBe(240_000_000);
    expect(result.what_if.totals.total_discount).toBeLessThan(result.totals.total_discount);

    // Draft: one at a time.
    const { res: draft, id } = await openDraft(api, w, date);
    expect(draft.json().data).toMatchObject({
      status: 'DRAFT',
      actions: expect.arrayContaining(['delete_draft']),
    });
    const second = await post(
      `${P}/draft-transaction`,
      { buy_id: w.buyId, sup_id: w.supId, transaction_date: date },
      w.user,
      en,
    );
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({
      code: 'SUPPLIER_HAS_DRAFT',
      messages: ['The supplier has an unfinished draft transaction'],
    });

    const confirm = await post(`${P}/ar-selection-confirm`, items, w.user);
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().data).toMatchObject({ total_ar_amount: 300_000_000, total_advance: 240_000_000 });
    expect(await statuses(w.arIds)).toEqual({
      [w.arIds[0]!]: 'REVIEW',
      [w.arIds[1]!]: 'REVIEW',
      [w.arIds[2]!]: 'AVAILABLE',
    });
    const got = await get(`${P}/${w.supId}/draft-transaction/${w.buyId}`, w.user);
    expect(got.json().data.id).toBe(id);

    // Contract confirmation before any document is an illegal transition.
    const early = await post(`${P}/confirm/${id}`, {}, w.user);
    expect(early.json().code).toBe('TRANSITION_NOT_ALLOWED');

    // Documents: the signed date is required, the bytes decide the type.
    const noDate = await send(`${P}/upload-docs/${id}`, [pdf()], w.user);
    expect(noDate.statusCode).toBe(422);
    const dated = (...files: Part[]) =>
      send(`${P}/upload-docs/${id}`, [{ name: 'signed_date', value: w.today }, ...files], w.user);
    const fake = await dated({ name: 'file', filename: 'x.pdf', content: SAMPLES.exe });
    expect(fake.statusCode).toBe(422);
    const badExt = await dated({ name: 'file', filename: 'x.html', content: SAMPLES.html });
    expect(badExt.statusCode).toBe(422);
    const up = await dated(pdf(), { name: 'file', filename: 'hoa-don.png', content: SAMPLES.png });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data).toHaveLength(2);
    const docs = await get(`${P}/upload-docs/${id}`, w.user);
    expect(docs.json().data.map((d: { signed_date: string }) => d.signed_date)).toEqual([w.today, w.today]);
    const docIds = (docs.json().data as { id: number }[]).map((d) => d.id);
    expect((await post(`${P}/upload-docs/confirm/${id}`, docIds, w.user)).statusCode).toBe(200);
    const contracts = await post(`${P}/confirm/${id}`, {}, w.user);
    expect(contracts.json().data).toMatchObject({
      status: 'CONTRACTS_CONFIRMED',
      actions: expect.arrayContaining(['sign', 'reject_transaction']),
    });
    const waiting = await post(`${P}/confirm-transactions`, {}, w.user);
    expect(waiting.json().data.map((t: { id: number }) => t.id)).toEqual([id]);

    const signed = await send(
      `${P}/confirm-transactions/sign`,
      [{ name: 'id', value: String(id) }, pdf('da-ky.pdf')],
      w.user,
    );
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data).toMatchObject({
      status: 'CREDIT_REVIEW',
      buyer_status: -1,
      limit_drawn: 240_000_000,
    });
    const [credit] = await api.t.db
      .select({ used: supplierCredits.used_limit })
      .from(supplierCredits)
      .where(eq(supplierCredits.ent_id, w.supId));
    expect(credit!.used).toBe(240_000_000);
    // Signed twice: the engine refuses, nothing more drawn.
    const again = await send(
      `${P}/confirm-transactions/sign`,
      [{ name: 'id', value: String(id) }, pdf()],
      w.user,
    );
    expect(again.json().code).toBe('TRANSITION_NOT_ALLOWED');

    const list = await post(`${P}/transactions`, { search_condition: { status: 'CREDIT_REVIEW' } }, w.user);
    expect(list.json().data.map((t: { id: number }) => t.id)).toEqual([id]);
    const his = await post('/api/supplier/statistic/list-trans-his', {}, w.user);
    expect(his.json().page_info.total_record).toBe(1);
    const sum = await post('/api/supplier/statistic/summary-trans-his', {}, w.user);
    expect(sum.json().data).toMatchObject({ total_count: 1, total_advance: 240_000_000 });
    const detail = await get(`${P}/transaction/${id}`, w.user);
    expect(detail.json().data.receivables).toHaveLength(2);
  });

  it('answers 404 for another company’s transaction, draft and receivables', async () => {
    const a = await contractsConfirmed();
    const b = await requestWorld(api.t.db, { buyId: a.buyId });
    expect((await get(`${P}/transaction/${a.id}`, b.user)).statusCode).toBe(404);
    expect((await get(`${P}/upload-docs/${a.id}`, b.user)).statusCode).toBe(404);
    expect((await post(`${P}/confirm/${a.id}`, {}, b.user)).statusCode).toBe(404);
    expect((await get(`${P}/${a.supId}/draft-transaction/${a.buyId}`, b.user)).statusCode).toBe(404);
    const sign = await send(
      `${P}/confirm-transactions/sign`,
      [{ name: 'id', value: String(a.id) }, pdf()],
      b.user,
    );
    expect(sign.statusCode).toBe(404);
    const reject = await post(`${P}/confirm-transactions/reject`, { id: a.id, reason: 'x' }, b.user);
    expect(reject.statusCode).toBe(404);
    const del = await api.t.app.inject({
      method: 'DELETE',
      url: `${P}/draft-transaction?id=${a.id}`,
      headers: await api.t.auth(b.user),
    });
    expect(del.statusCode).toBe(404);
    // b's selection naming a's receivable.
    const set = await post(
      `${P}/ar-selection-set`,
      { buy_id: a.buyId, items: [{ ar_id: a.arIds[0], payment_ratio: 50, requested_date: a.date }] },
      b.user,
    );
    expect(set.statusCode).toBe(404);
  });

  it('refuses with the §8 errors', async () => {
    const stranger = await requestWorld(api.t.db, { credit: null });
    expect((await get(`${P}/synthesize/${stranger.buyId}`, stranger.user)).statusCode).toBe(404);
    const none = await requestWorld(api.t.db, { credit: { status: 'ASSESSING' } });
    const ne = await post(
      `${P}/draft-transaction`,
      { buy_id: none.buyId, sup_id: none.supId, transaction_date: none.today },
      none.user,
      en,
    );
    expect(ne.json()).toMatchObject({ status: 422, code: 'SUPPLIER_NOT_ELIGIBLE' });
    expect((await get(`${P}/synthesize/${none.buyId}`, none.user)).json().code).toBe('SUPPLIER_NOT_ELIGIBLE');

    const noRate = await requestWorld(api.t.db, { credit: { discount_rate: null } });
    const nr = await get(`${P}/synthesize/${noRate.buyId}`, noRate.user);
    expect(nr.json().code).toBe('DISCOUNT_AGREEMENT_INCOMPLETE');

    const w = await requestWorld(api.t.db, { supplierLimit: 100_000_000, arCount: 2 });
    const item = (ar_id: number, payment_ratio = 80) => ({ ar_id, payment_ratio, requested_date: w.today });
    const ratio = await post(
      `${P}/ar-selection-set`,
      { buy_id: w.buyId, items: [item(w.arIds[0]!, 85)] },
      w.user,
    );
    expect(ratio.json().code).toBe('OVER_LIMIT');
    // 80 % of 100 + 200 million = 240 million against a 100 million limit.
    const over = await post(
      `${P}/ar-submission`,
      { buy_id: w.buyId, items: w.arIds.map((id) => item(id)) },
      w.user,
    );
    expect(over.json().code).toBe('OVER_LIMIT');
    await post(
      `${P}/draft-transaction`,
      { buy_id: w.buyId, sup_id: w.supId, transaction_date: w.today },
      w.user,
    );
    const overConfirm = await post(
      `${P}/ar-selection-confirm`,
      w.arIds.map((id) => item(id)),
      w.user,
    );
    expect(overConfirm.json().code).toBe('OVER_LIMIT');
    expect(await statuses(w.arIds)).toEqual({ [w.arIds[0]!]: 'AVAILABLE', [w.arIds[1]!]: 'AVAILABLE' });

    await api.t.db.update(receivables).set({ status: 'FIRST_PAID' }).where(eq(receivables.id, w.arIds[0]!));
    const paid = await post(`${P}/ar-selection-confirm`, [item(w.arIds[0]!)], w.user);
    expect(paid.json().code).toBe('AR_ALREADY_FIRST_PAID');
    await api.t.db.update(receivables).set({ status: 'REVIEW' }).where(eq(receivables.id, w.arIds[1]!));
    const taken = await post(`${P}/ar-selection-confirm`, [item(w.arIds[1]!)], w.user);
    expect(taken.json()).toMatchObject({ status: 409, code: 'AR_INFO_CHANGED' });
  });

  it('refuses the signature when a receivable changed since it was priced, or the limit is gone', async () => {
    const a = await contractsConfirmed();
    await api.t.db.update(receivables).set({ ar_amount: 90_000_000 }).where(eq(receivables.id, a.arIds[0]!));
    const changed = await send(
      `${P}/confirm-transactions/sign`,
      [{ name: 'id', value: String(a.id) }, pdf()],
      a.user,
    );
    expect(changed.json().code).toBe('AR_INFO_CHANGED');

    const b = await contractsConfirmed({ arCount: 1 });
    await api.t.db
      .update(buyerCreditSetups)
      .set({ early_payment_used: sql`early_payment_limit - 1` })
      .where(eq(buyerCreditSetups.ent_id, b.buyId));
    const over = await send(
      `${P}/confirm-transactions/sign`,
      [{ name: 'id', value: String(b.id) }, pdf()],
      b.user,
    );
    expect(over.json().code).toBe('OVER_LIMIT');
    const [t] = await api.t.db.select().from(transactions).where(eq(transactions.id, b.id));
    expect(t).toMatchObject({ status: 'CONTRACTS_CONFIRMED', limit_drawn: 0, buyer_status: null });
  });

  it('deletes a draft and rejects a transaction, releasing its receivables', async () => {
    const a = await contractsConfirmed({ arCount: 2 });
    const bad = await post(`${P}/confirm-transactions/reject`, { id: a.id, reason: '' }, a.user);
    expect(bad.statusCode).toBe(422);
    const rej = await post(`${P}/confirm-transactions/reject`, { id: a.id, reason: 'Đổi ý' }, a.user);
    expect(rej.json().data).toMatchObject({ status: 'REJECTED', reason: 'Đổi ý' });
    expect(Object.values(await statuses(a.arIds))).toEqual(['AVAILABLE', 'AVAILABLE']);

    const d = await post(
      `${P}/draft-transaction`,
      { buy_id: a.buyId, sup_id: a.supId, transaction_date: a.date },
      a.user,
    );
    const id = d.json().data.id as number;
    await post(
      `${P}/ar-selection-confirm`,
      [{ ar_id: a.arIds[0], payment_ratio: 70, requested_date: a.date }],
      a.user,
    );
    const del = await api.t.app.inject({
      method: 'DELETE',
      url: `${P}/draft-transaction?id=${id}`,
      headers: await api.t.auth(a.user),
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().data.status).toBe('DELETED');
    expect(Object.values(await statuses(a.arIds))).toEqual(['AVAILABLE', 'AVAILABLE']);
    // A deleted draft cannot be deleted again.
    const again = await api.t.app.inject({
      method: 'DELETE',
      url: `${P}/draft-transaction?id=${id}`,
      headers: await api.t.auth(a.user),
    });
    expect(again.json().code).toBe('TRANSITION_NOT_ALLOWED');
  });

  it('lets an individual supplier sign with the OTP sent by e-mail', async () => {
    const a = await contractsConfirmed({ kind: 'INDSUPPLIER', arCount: 1 });
    const companySign = await send(
      `${P}/confirm-transactions/sign`,
      [{ name: 'id', value: String(a.id) }, pdf()],
      a.user,
    );
    expect(companySign.statusCode).toBe(403);
    const issued = await post(`${P}/confirm-transactions/ind-sign`, { id: a.id }, a.user);
    expect(issued.statusCode, issued.body).toBe(200);
    const [mail] = await api.t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    const code = /(\d{6})/.exec(mail!.subject)![1]!;
    const wrong = await post(
      `${P}/confirm-transactions/confirm-otp`,
      { id: a.id, otp: code === '000000' ? '111111' : '000000' },
      a.user,
    );
    expect(wrong.json().code).toBe('OTP_INVALID');
    const ok = await post(`${P}/confirm-transactions/confirm-otp`, { id: a.id, otp: code }, a.user);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'CREDIT_REVIEW', buyer_status: -1 });
  });

  it('answers an add-document request with documents, or refuses it', async () => {
    const w = await requestWorld(api.t.db, { arCount: 0 });
    const held = await createTransaction(api.t.db, { supId: w.supId, buyId: w.buyId, status: 'HOLDING' });
    const list = await post(`${P}/add-doc-transactions`, {}, w.user);
    expect(list.json().data.map((t: { id: number }) => t.id)).toEqual([held.id]);
    const ok = await send(
      `${P}/add-doc-transactions/${held.id}/approve`,
      [{ name: 'signed_date', value: w.today }, pdf()],
      w.user,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.status).toBe('CREDIT_REVIEW');
    const held2 = await createTransaction(api.t.db, { supId: w.supId, buyId: w.buyId, status: 'HOLDING' });
    const no = await post(
      `${P}/add-doc-transactions/reject`,
      { id: held2.id, reason: 'Không có hồ sơ' },
      w.user,
    );
    expect(no.json().data.status).toBe('REJECTED');
    expect(Object.values(await statuses(held2.arIds))).toEqual(['AVAILABLE']);
    // Not holding any more: refused by the workflow.
    const late = await send(
      `${P}/add-doc-transactions/${held.id}/approve`,
      [{ name: 'signed_date', value: w.today }, pdf()],
      w.user,
    );
    expect(late.json().code).toBe('TRANSITION_NOT_ALLOWED');
  });

  it('keeps one draft when two are asked for at once', async () => {
    const w = await requestWorld(api.t.db, { arCount: 0 });
    const body = { buy_id: w.buyId, sup_id: w.supId, transaction_date: w.today };
    const both = await Promise.all([1, 2, 3].map(() => post(`${P}/draft-transaction`, body, w.user)));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
    expect(
      both.filter((r) => r.statusCode === 422).every((r) => r.json().code === 'SUPPLIER_HAS_DRAFT'),
    ).toBe(true);
    // Another supplier's id in the body is not the caller's to use.
    const other = await requestWorld(api.t.db, { buyId: w.buyId, arCount: 0 });
    expect((await post(`${P}/draft-transaction`, { ...body, sup_id: other.supId }, w.user)).statusCode).toBe(
      404,
    );
  });

  it('refuses a list of documents over 10 MB together', async () => {
    const w = await requestWorld(api.t.db, { arCount: 0 });
    const d = await post(
      `${P}/draft-transaction`,
      { buy_id: w.buyId, sup_id: w.supId, transaction_date: w.today },
      w.user,
    );
    const id = d.json().data.id as number;
    const big = (name: string): Part => ({
      name: 'file',
      filename: name,
      content: pdfOfSize(6 * 1024 * 1024),
    });
    const res = await send(
      `${P}/upload-docs/${id}`,
      [{ name: 'signed_date', value: w.today }, big('a.pdf'), big('b.pdf')],
      w.user,
    );
    expect(res.json()).toMatchObject({ status: 413, code: 'FILE_LIST_TOO_LARGE' });
    expect((await get(`${P}/upload-docs/${id}`, w.user)).json().data).toEqual([]);
  });

  it('never overspends one buyer limit with 50 concurrent signatures', async () => {
    // 50 suppliers, each with one 100 million receivable at 80 %: 80 million each, 10 fit in 800 million.
    const first = await requestWorld(api.t.db, { buyerLimit: 800_000_000, arCount: 0 });
    const signers: { user: string; id: number }[] = [];
    for (let i = 0; i < 50; i += 1) {
      const w = await requestWorld(api.t.db, { buyId: first.buyId, arCount: 0 });
      const t = await createTransaction(api.t.db, {
        supId: w.supId,
        buyId: first.buyId,
        status: 'CONTRACTS_CONFIRMED',
      });
      signers.push({ user: w.user, id: t.id });
    }
    const results = await Promise.all(
      signers.map((s) =>
        send(`${P}/confirm-transactions/sign`, [{ name: 'id', value: String(s.id) }, pdf()], s.user),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.json().code === 'OVER_LIMIT')).toBe(
      true,
    );
    const [setup] = await api.t.db
      .select({ used: buyerCreditSetups.early_payment_used })
      .from(buyerCreditSetups)
      .where(and(eq(buyerCreditSetups.ent_id, first.buyId)));
    expect(setup!.used).toBe(800_000_000);
  }, 120_000);
  it('signs the debt sale the funder confirmed with the same call: completed, limits not drawn again', async () => {
    const w = await contractsConfirmed();
    const sign = (id: number, user: string) =>
      send(
        `${P}/confirm-transactions/sign`,
        [{ name: 'id', value: String(id) }, pdf('mua-ban-no.pdf')],
        user,
      );
    const used = async () =>
      (
        await api.t.db
          .select({ used: supplierCredits.used_limit })
          .from(supplierCredits)
          .where(eq(supplierCredits.ent_id, w.supId))
      )[0]!.used;
    const signed = await sign(w.id, w.user);
    expect(signed.statusCode).toBe(200);
    const drawn = signed.json().data.limit_drawn as number;
    expect(await used()).toBe(drawn);
    // The review is not the supplier's: its second signature waits for the funder's confirmation.
    expect((await sign(w.id, w.user)).json().code).toBe('TRANSITION_NOT_ALLOWED');
    await api.t.db
      .update(transactions)
      .set({ status: 'WAITING_SUPPLIER_CONFIRM' })
      .where(eq(transactions.id, w.id));
    const other = await requestWorld(api.t.db, { buyId: w.buyId });
    expect((await sign(w.id, other.user)).statusCode).toBe(404);

    const done = await sign(w.id, w.user);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'COMPLETED', actions: [] });
    expect(done.json().data.documents.map((d: { doc_name: string }) => d.doc_name)).toContain(
      'mua-ban-no.pdf',
    );
    const [row] = await api.t.db
      .select({ completed: transactions.completed_at })
      .from(transactions)
      .where(eq(transactions.id, w.id));
    expect(row!.completed).not.toBeNull();
    expect(await used()).toBe(drawn);
    expect((await sign(w.id, w.user)).json().code).toBe('TRANSITION_NOT_ALLOWED');
  });
});
