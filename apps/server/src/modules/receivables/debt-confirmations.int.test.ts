import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, SAMPLES } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { mailOutbox } from '../../platform/mail/mail.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { createReceivable } from '../transactions/index.ts';
import { users } from '../users/users.tables.ts';
import { createLetter, linkTrading, tradingBuyer } from './fixtures.ts';

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const code of ['SUP01', 'BUY01', 'BUY02', 'IND01']) {
    const [e] = await t.db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.code, code));
    ids[code] = e!.id;
  }
  await linkTrading(t.db, ids.BUY01!, ids.SUP01!);
  await linkTrading(t.db, ids.BUY01!, ids.IND01!);
});
afterAll(async () => {
  await t?.close();
});

async function post(url: string, payload: unknown, user: string) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers: await t.auth(user) });
}
async function get(url: string, user: string) {
  return t.app.inject({ url, headers: await t.auth(user) });
}
const statusOf = (res: { json(): { data: { status: string } } }) => res.json().data.status;

async function signFile(id: number, user = 'supplier1') {
  const { payload, headers } = multipart([
    { name: 'id', value: String(id) },
    { name: 'file', filename: 'thu-xac-nhan-no.pdf', content: SAMPLES.pdf, type: 'application/pdf' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/supplier/debt-confirmations/sign',
    payload,
    headers: { ...headers, ...(await t.auth(user)) },
  });
}

describe('debt-confirmation letters', () => {
  it('goes from the supplier through the system company to the buyer, who confirms it', async () => {
    const ar1 = await createReceivable(t.db, { supId: ids.SUP01!, buyId: ids.BUY01!, ar_amount: 80_000_000 });
    const ar2 = await createReceivable(t.db, { supId: ids.SUP01!, buyId: ids.BUY01!, ar_amount: 20_000_000 });
    const created = await post(
      '/api/supplier/debt-confirmations/form',
      { buy_id: ids.BUY01, ar_ids: [ar1, ar2] },
      'supplier1',
    );
    expect(created.statusCode, created.body).toBe(200);
    const letter = created.json().data;
    expect(letter).toMatchObject({ status: 'CREATED', ar_count: 2, total_ar_amount: 100_000_000 });
    expect(letter.letter_no).toMatch(/^XNCN-\d{4}-\d{6}$/);

    // Not the buyer's to see before the system company has passed it on.
    expect((await get(`/api/buy/notifications/details/${letter.id}`, 'buyer1')).statusCode).toBe(404);
    expect(
      statusOf(await post(`/api/supplier/debt-confirmations/${letter.id}/submit`, {}, 'supplier1')),
    ).toBe('WAITING_E_SIGN');
    // A company signs with its signed file, not a text that is not a PDF.
    const html = multipart([
      { name: 'id', value: String(letter.id) },
      { name: 'file', filename: 'thu.pdf', content: SAMPLES.html, type: 'application/pdf' },
    ]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/supplier/debt-confirmations/sign',
      payload: html.payload,
      headers: { ...html.headers, ...(await t.auth('supplier1')) },
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    const signed = await signFile(letter.id);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data).toMatchObject({ status: 'WAITING_SYSTEM_CONFIRM' });
    expect(signed.json().data.signed_file_id).toBeGreaterThan(0);
    // Only funder credit staff confirm; the buyer cannot yet.
    expect(
      (await post('/api/fun/debt-confirmations/confirm', { id: letter.id }, 'accountant')).statusCode,
    ).toBe(403);
    expect(
      statusOf(await post('/api/fun/debt-confirmations/confirm', { id: letter.id }, 'creditofficer')),
    ).toBe('WAITING_BUYER_CONFIRM');

    const list = (await post('/api/buy/notifications/supplier-confirmed', {}, 'buyer1')).json();
    expect(list.data.map((l: { id: number }) => l.id)).toContain(letter.id);
    const detail = (await get(`/api/buy/notifications/details/${letter.id}`, 'buyer1')).json();
    expect(detail.receivables.map((r: { id: number }) => r.id).sort()).toEqual([ar1, ar2].sort());
    expect(detail.actions).toEqual(expect.arrayContaining(['approve', 'revise', 'reject']));
    const ars = (
      await post('/api/buy/notifications/ar-details', { search_condition: { id: letter.id } }, 'buyer1')
    ).json();
    expect(ars.page_info.total_record).toBe(2);
    // Another buyer sees nothing of it.
    expect((await get(`/api/buy/notifications/details/${letter.id}`, 'buyer2')).statusCode).toBe(404);
    expect(
      (await post('/api/buy/notifications/ar-details', { search_condition: { id: letter.id } }, 'buyer2'))
        .statusCode,
    ).toBe(404);

    const ok = await get(`/api/buy/notifications/confirm/${letter.id}`, 'buyer1');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(statusOf(ok)).toBe('BUYER_APPROVED');
    const again = await get(`/api/buy/notifications/confirm/${letter.id}`, 'buyer1');
    expect(again.json().code).toBe('TRANSITION_NOT_ALLOWED');
    const timeline = (await get(`/api/supplier/debt-confirmations/${letter.id}`, 'supplier1')).json().history;
    expect(timeline.map((h: { action: string }) => h.action)).toEqual([
      'CREATE',
      'SUBMIT',
      'SIGN',
      'CONFIRM',
      'APPROVE',
    ]);
  });

  it('needs a reason to refuse, and a letter sent back can be corrected', async () => {
    const id = await createLetter(t.db, {
      supId: ids.SUP01!,
      buyId: ids.BUY01!,
      status: 'WAITING_BUYER_CONFIRM',
    });
    expect((await post(`/api/buy/notifications/revise/${id}`, {}, 'buyer1')).statusCode).toBe(422);
    const revised = await post(
      `/api/buy/notifications/revise/${id}`,
      { reason: 'Hóa đơn 2 đã trả một phần' },
      'buyer1',
    );
    expect(revised.json().data).toMatchObject({
      status: 'BUYER_REVISED',
      reason: 'Hóa đơn 2 đã trả một phần',
    });
    expect(statusOf(await post('/api/supplier/debt-confirmations/edit', { id }, 'supplier1'))).toBe(
      'CREATED',
    );

    const sys = await createLetter(t.db, {
      supId: ids.SUP01!,
      buyId: ids.BUY01!,
      status: 'WAITING_SYSTEM_CONFIRM',
    });
    expect(
      statusOf(
        await post('/api/fun/debt-confirmations/reject', { id: sys, reason: 'Sai số liệu' }, 'casenior'),
      ),
    ).toBe('SYSTEM_REJECTED');
    const rejected = await createLetter(t.db, {
      supId: ids.SUP01!,
      buyId: ids.BUY01!,
      status: 'WAITING_BUYER_CONFIRM',
    });
    expect(
      statusOf(
        await post(`/api/buy/notifications/reject/${rejected}`, { reason: 'Không có công nợ' }, 'buyer1'),
      ),
    ).toBe('BUYER_REJECTED');
    expect(
      (await post('/api/supplier/debt-confirmations/edit', { id: rejected }, 'supplier1')).json().code,
    ).toBe('TRANSITION_NOT_ALLOWED');
  });

  it('refuses receivables that are not the supplier’s open ones on that buyer', async () => {
    const other = await tradingBuyer(t.db, ids.SUP01!);
    const onOther = await createReceivable(t.db, { supId: ids.SUP01!, buyId: other });
    const financed = await createReceivable(t.db, {
      supId: ids.SUP01!,
      buyId: ids.BUY01!,
      status: 'FIRST_PAID',
    });
    for (const ar_ids of [[onOther], [financed]]) {
      const res = await post(
        '/api/supplier/debt-confirmations/form',
        { buy_id: ids.BUY01, ar_ids },
        'supplier1',
      );
      expect(res.json().code).toBe('DEBT_CONFIRMATION_AR_INVALID');
    }
    expect(
      (await post('/api/supplier/debt-confirmations/form', { buy_id: ids.BUY01, ar_ids: [] }, 'supplier1'))
        .statusCode,
    ).toBe(422);
    // Another supplier's letter is 404.
    const foreign = await createLetter(t.db, { supId: ids.IND01!, buyId: ids.BUY01!, status: 'CREATED' });
    expect((await get(`/api/supplier/debt-confirmations/${foreign}`, 'supplier1')).statusCode).toBe(404);
    expect(
      (await post(`/api/supplier/debt-confirmations/${foreign}/submit`, {}, 'supplier1')).statusCode,
    ).toBe(404);
  });

  it('lets an individual supplier sign with the OTP sent for that letter', async () => {
    const id = await createLetter(t.db, { supId: ids.IND01!, buyId: ids.BUY01!, status: 'WAITING_E_SIGN' });
    // A company cannot take the individual flow, nor an individual the company's.
    expect((await post('/api/supplier/debt-confirmations/otp', { id }, 'supplier1')).statusCode).toBe(403);
    expect((await signFile(id, 'indsupplier1')).statusCode).toBe(403);
    expect((await post('/api/supplier/debt-confirmations/otp', { id }, 'indsupplier1')).statusCode).toBe(200);
    const [me] = await t.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.username, 'indsupplier1'));
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'otp'), eq(mailOutbox.to, me!.email)))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const code = /ARFlow OTP: (\d{6})/.exec(mail!.subject)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await post('/api/supplier/debt-confirmations/ind-sign', { id, otp: wrong }, 'indsupplier1')).json()
        .code,
    ).toBe('OTP_INVALID');
    const signed = await post('/api/supplier/debt-confirmations/ind-sign', { id, otp: code }, 'indsupplier1');
    expect(signed.statusCode, signed.body).toBe(200);
    expect(statusOf(signed)).toBe('WAITING_SYSTEM_CONFIRM');
  });

  it('lists the suppliers on the buyer’s list with their open receivables', async () => {
    const res = await post('/api/buy/notifications/supplier-eligible', {}, 'buyer1');
    expect(res.statusCode, res.body).toBe(200);
    const sup01 = res.json().data.find((s: { sup_id: number }) => s.sup_id === ids.SUP01);
    expect(sup01.open_count).toBeGreaterThan(0);
  });
});
