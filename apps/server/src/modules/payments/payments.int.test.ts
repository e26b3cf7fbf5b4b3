import { eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formWithFile } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { expectedSettlement } from '../../../test/settlement.ts';
import { TINY_PDF } from '../../platform/files/samples.ts';
import { buyerDebtSettings } from '../credit-buyer/credit-buyer.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { createCompany } from '../enterprises/index.ts';
import { integrationLogs } from '../integration/integration.tables.ts';
import { balances, unbalancedEntries } from '../journal/index.ts';
import { journalEntries } from '../journal/journal.tables.ts';
import { receivables } from '../receivables/receivables.tables.ts';
import { createTransaction } from '../transactions/index.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { batchTexts } from './batch-workbook.ts';
import { firstPayments, settlementPayments } from './payments.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  // Every test leaves the books balanced.
  expect(await unbalancedEntries(t.db)).toEqual([]);
});

const form = (
  fields: Record<string, string | number>,
  file: Buffer | null = TINY_PDF,
  filename = 'unc.pdf',
) => formWithFile(fields, file && { content: file, filename });

async function post(url: string, body: ReturnType<typeof form>, o: { user?: string; key?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: {
      ...(await t.auth(o.user ?? 'accountant')),
      'content-type': body.type,
      ...(o.key ? { 'idempotency-key': o.key } : {}),
    },
  });
}

async function completed(arCount = 2) {
  const supId = await createCompany(t.db, 'SUPPLIER');
  const buyId = await createCompany(t.db, 'BUYER');
  return { supId, buyId, ...(await createTransaction(t.db, { supId, buyId, status: 'COMPLETED', arCount })) };
}

const payFirst = (id: number, o: { key?: string; user?: string } = {}) =>
  post(`/api/transactions/${id}/first-payment/upload`, form({ trans_id: id, payment_date: '2026-11-03' }), o);

async function paid(arCount = 2) {
  const tr = await completed(arCount);
  const res = await payFirst(tr.id);
  expect(res.statusCode, res.body).toBe(200);
  return tr;
}

const cashOut = async (arIds: number[]) => {
  let cash = 0;
  for (const id of arIds) cash += (await balances(t.db, { receivable_id: id })).cash;
  return cash;
};

describe('payment lists', () => {
  it('lists completed transactions as early unpaid, searchable, and paid ones as early paid', async () => {
    const tr = await completed();
    const headers = await t.auth('accountant');
    const list = (path: string, search_condition = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/transactions/${path}`,
        headers,
        payload: { search_condition },
      });
    const unpaid = await list('early-unpaid', { trans_code: tr.trans_code });
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    expect(unpaid.json().data.map((r: { id: number }) => r.id)).toEqual([tr.id]);
    expect(unpaid.json().page_info).toEqual({ total_page: 1, total_record: 1 });
    await payFirst(tr.id);
    expect((await list('early-unpaid', { trans_code: tr.trans_code })).json().data).toEqual([]);
    const early = (await list('early-paid', { trans_code: tr.trans_code })).json().data;
    expect(early[0]).toMatchObject({
      id: tr.id,
      status: 'PAID',
      first_payment_date: '2026-11-03',
      receivable_count: 2,
    });
    expect((await list('settlement', { trans_code: tr.trans_code })).json().data).toHaveLength(1);
    expect((await list('settlement/paid', { trans_code: tr.trans_code })).json().data).toEqual([]);
    const bad = await list('early-unpaid', { nope: 1 });
    expect(bad.statusCode).toBe(422);
  });

  it('exports the chosen completed transactions for the bank as .xlsx', async () => {
    const a = await completed(1);
    const headers = await t.auth('accountant');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/early-unpaid/export?ids=${a.id}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(2).getCell(2).value).toBe(a.trans_code);
    expect(sheet.getRow(1).getCell(2).value).toBe('Mã giao dịch');
    expect(res.headers['content-disposition']).toMatch(/filename="thanh-toan-som-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/transactions/early-unpaid/export?ids=x',
      headers,
    });
    expect(bad.statusCode).toBe(422);
    const bank = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/early-unpaid/export?ids=${a.id}&bank_id=999999`,
      headers,
    });
    expect(bank.statusCode).toBe(422);
  });

  it('writes the bank batch in the language the user chose: headers, total and file name', async () => {
    const a = await completed(1);
    const headers = await t.auth('accountant');
    const exported = async (language: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/transactions/early-unpaid/export?ids=${a.id}`,
        headers: { ...headers, ...language },
      });
      expect(res.statusCode, res.body).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as never);
      const sheet = book.worksheets[0]!;
      return {
        file: res.headers['content-disposition'],
        headers: (sheet.getRow(1).values as unknown[]).slice(1),
        total: sheet.getRow(3).getCell(10).value,
        amount: sheet.getRow(2).getCell(9).value,
      };
    };
    const english = await batchTexts('en');
    // The portal's cookie wins over the browser's header; Accept-Language alone is heard too.
    const asked: Record<string, string>[] = [
      { cookie: 'locale=en', 'accept-language': 'vi' },
      { 'accept-language': 'en-US' },
    ];
    for (const language of asked) {
      const en = await exported(language);
      // The texts list the columns in the sheet's order; the words are pinned by
      // platform/documents/every-document.unit.test.ts.
      expect(en.headers).toEqual(Object.values(english.columns));
      expect(en.total).toBe(english.total);
      expect(en.file).toMatch(/filename="early-payments-\d{4}-\d{2}-\d{2}\.xlsx"/);
      expect(typeof en.amount).toBe('number');
    }
    const vi = await exported({ cookie: 'locale=vn' });
    expect(vi.headers[8]).toBe('Số tiền (VND)');
    expect(vi.total).toBe('Tổng cộng');
  });

  it('refuses callers outside the payment menu', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/early-unpaid',
      headers: await t.auth('crm'),
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('first payment', () => {
  it('pays a completed transaction: PAID, receivables FIRST_PAID, a disbursement each, slip stored', async () => {
    const tr = await completed();
    const res = await payFirst(tr.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      trans_id: tr.id,
      payment_date: '2026-11-03',
      file_name: 'unc.pdf',
    });
    const [row] = await t.db.select().from(transactions).where(eq(transactions.id, tr.id));
    expect(row!.status).toBe('PAID');
    for (const id of tr.arIds) {
      const [r] = await t.db.select().from(receivables).where(eq(receivables.id, id));
      expect(r!.status).toBe('FIRST_PAID');
      expect(r!.advanced_amount).toBe(80_000_000);
    }
    expect(-(await cashOut(tr.arIds))).toBe(row!.total_sale_price);
    // The accounting system is told, once, through the integration outbox.
    const events = await t.db.select().from(integrationLogs).where(eq(integrationLogs.entity_id, tr.id));
    expect(events.filter((e) => e.request_type === 'transaction_first_payment')).toHaveLength(1);

    const headers = await t.auth('acccontroler');
    const general = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${tr.id}/first-payment/general-info`,
      headers,
    });
    expect(general.json()).toMatchObject({
      data: { status: 'PAID' },
      payment: { file_name: 'unc.pdf' },
      actions: [],
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${tr.id}/first-payment`,
      headers,
    });
    expect(detail.json().data).toHaveLength(2);
    expect(detail.json().journal.every((l: { kind: string }) => l.kind === 'disbursement')).toBe(true);
    const bank = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${tr.id}/supplier/bank`,
      headers,
    });
    expect(bank.statusCode).toBe(200);
  });

  it('offers pay_first to the accountant on a completed transaction only', async () => {
    const tr = await completed(1);
    const info = (user: string) =>
      t.auth(user).then((headers) =>
        t.app.inject({
          method: 'GET',
          url: `/api/transactions/${tr.id}/first-payment/general-info`,
          headers,
        }),
      );
    expect((await info('accountant')).json().actions).toEqual(['pay_first']);
    expect((await info('master')).json().actions).toEqual([]);
  });

  it('refuses bad input, a missing slip, a wrong file, another role, an unknown id, and a second payment', async () => {
    const tr = await completed(1);
    const url = `/api/transactions/${tr.id}/first-payment/upload`;
    expect((await post(url, form({ trans_id: tr.id + 1 }))).statusCode).toBe(422);
    expect((await post(url, form({ trans_id: 'x' }))).statusCode).toBe(422);
    expect((await post(url, form({ trans_id: tr.id, payment_date: '2999-01-01' }))).statusCode).toBe(422);
    expect((await post(url, form({ trans_id: tr.id }, null))).statusCode).toBe(422);
    const notPdf = await post(url, form({ trans_id: tr.id }, Buffer.from('MZ not a pdf at all'), 'unc.pdf'));
    expect(notPdf.statusCode).toBe(422);
    expect((await post(url, form({ trans_id: tr.id }), { user: 'master' })).statusCode).toBe(403);
    expect(
      (await post(`/api/transactions/999999999/first-payment/upload`, form({ trans_id: 999999999 })))
        .statusCode,
    ).toBe(404);
    const [before] = await t.db.select().from(transactions).where(eq(transactions.id, tr.id));
    expect(before!.status).toBe('COMPLETED');
    expect(await cashOut(tr.arIds)).toBe(0);

    expect((await payFirst(tr.id)).statusCode).toBe(200);
    const again = await payFirst(tr.id);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('TRANSITION_NOT_ALLOWED');
  });

  it('refuses a transaction not completed', async () => {
    const supId = await createCompany(t.db, 'SUPPLIER');
    const buyId = await createCompany(t.db, 'BUYER');
    const tr = await createTransaction(t.db, { supId, buyId, status: 'WAITING_SUPPLIER_CONFIRM' });
    expect((await payFirst(tr.id)).json().code).toBe('TRANSITION_NOT_ALLOWED');
  });

  it('moves money once for one Idempotency-Key sent 3 times in a row', async () => {
    const tr = await completed();
    const key = `k3-${tr.id}`;
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await payFirst(tr.id, { key }));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const [row] = await t.db.select().from(transactions).where(eq(transactions.id, tr.id));
    expect(-(await cashOut(tr.arIds))).toBe(row!.total_sale_price);
    expect(await t.db.select().from(firstPayments).where(eq(firstPayments.trans_id, tr.id))).toHaveLength(1);
  });

  it('moves money once for one Idempotency-Key sent 10 times at once', async () => {
    const tr = await completed();
    const key = `k10-${tr.id}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => payFirst(tr.id, { key })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const [row] = await t.db.select().from(transactions).where(eq(transactions.id, tr.id));
    expect(-(await cashOut(tr.arIds))).toBe(row!.total_sale_price);
    const entries = await t.db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(sql`${journalEntries.receivable_id} in (${sql.join(tr.arIds, sql`, `)})`);
    expect(entries).toHaveLength(2);
  });

  it('refuses the same key for another payment', async () => {
    const a = await completed(1);
    const b = await completed(1);
    expect((await payFirst(a.id, { key: `reuse-${a.id}` })).statusCode).toBe(200);
    const res = await payFirst(b.id, { key: `reuse-${a.id}` });
    expect(res.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await cashOut(b.arIds)).toBe(0);
  });

  it('pays twice at once without a key: one wins, the other is refused, money moves once', async () => {
    const tr = await completed();
    const answers = await Promise.all([payFirst(tr.id), payFirst(tr.id), payFirst(tr.id)]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const [row] = await t.db.select().from(transactions).where(eq(transactions.id, tr.id));
    expect(-(await cashOut(tr.arIds))).toBe(row!.total_sale_price);
  });

  it('leaves everything as before when a step fails mid-payment', async () => {
    const tr = await completed(2);
    // Injected failure: the second receivable's disbursement lines cannot be written.
    await t.owner.execute(
      sql.raw(`create or replace function pay_fail_${tr.id}() returns trigger language plpgsql as $$
        begin
          if exists (select 1 from journal_entries e where e.id = new.entry_id and e.receivable_id = ${tr.arIds[1]}) then
            raise exception 'injected failure';
          end if;
          return new;
        end $$;
        create trigger pay_fail_${tr.id} before insert on journal_lines for each row execute function pay_fail_${tr.id}();`),
    );
    try {
      const res = await payFirst(tr.id);
      expect(res.statusCode).toBe(500);
    } finally {
      await t.owner.execute(sql.raw(`drop trigger pay_fail_${tr.id} on journal_lines`));
    }
    const [row] = await t.db.select().from(transactions).where(eq(transactions.id, tr.id));
    expect(row!.status).toBe('COMPLETED');
    for (const id of tr.arIds) {
      const [r] = await t.db.select().from(receivables).where(eq(receivables.id, id));
      expect(r!.status).toBe('REVIEW');
    }
    expect(await cashOut(tr.arIds)).toBe(0);
    expect(await t.db.select().from(firstPayments).where(eq(firstPayments.trans_id, tr.id))).toEqual([]);
    // And it can be paid afterwards.
    expect((await payFirst(tr.id)).statusCode).toBe(200);
  });
});

describe('settlement', () => {
  const settleUrl = (id: number) => `/api/payments/${id}/settlement-payment/upload`;
  const settle = (id: number, f: Record<string, string | number>, o: { key?: string } = {}) =>
    post(settleUrl(id), form(f), o);

  it('records the buyer paying in full: SETTLED, the transaction LIQUIDATED once all are, books balanced', async () => {
    const tr = await paid(2);
    for (const [i, arId] of tr.arIds.entries()) {
      const res = await settle(tr.id, {
        ar_id: arId,
        payment_date: '2026-11-20',
        amount: 100_000_000,
        remaining_principal: 0,
        interest_paid: 0,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        settled: true,
        liquidated: i === 1,
        data: { to_funder: 80_000_000, to_supplier: 20_000_000, to_penal: 0 },
      });
      const [r] = await t.db.select().from(receivables).where(eq(receivables.id, arId));
      expect(r!.status).toBe('SETTLED');
      const told = await t.db.select().from(integrationLogs).where(eq(integrationLogs.entity_id, arId));
      expect(told.map((e) => e.request_type).sort()).toEqual(['buy_first_paid', 'settled']);
      const b = await balances(t.db, { receivable_id: arId });
      expect(b.buyer_receivable).toBe(0);
      expect(b.supplier_residual_payable).toBe(0);
    }
    const [row] = await t.db.select().from(transactions).where(eq(transactions.id, tr.id));
    expect(row!.status).toBe('LIQUIDATED');
    const headers = await t.auth('accountant');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${tr.id}/settlement-payment`,
      headers,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(
      detail
        .json()
        .data.every((r: { settled: boolean; actions: string[] }) => r.settled && r.actions.length === 0),
    ).toBe(true);
    const general = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${tr.id}/settlement-payment/general-info`,
      headers,
    });
    expect(general.json().totals).toMatchObject({
      amount_due: 200_000_000,
      collected: 200_000_000,
      unpaid: 0,
    });
    const clearing = await t.app.inject({
      method: 'POST',
      url: '/api/payments/clearing-settlement',
      headers,
      payload: { search_condition: { trans_code: tr.trans_code } },
    });
    expect(clearing.json().data).toHaveLength(2);
    expect(clearing.json().data.every((r: { matched: boolean }) => r.matched)).toBe(true);
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/payments/clearing-early',
      headers,
      payload: { search_condition: { trans_code: tr.trans_code } },
    });
    expect(early.json().data).toMatchObject([{ trans_id: tr.id, matched: true }]);
  });

  it('records partial late payments with penal interest, and the §5 date rules', async () => {
    const tr = await paid(1);
    const arId = tr.arIds[0]!;
    await t.db.update(receivables).set({ maturity_date: '2026-11-10' }).where(eq(receivables.id, arId));
    const first = await expectedSettlement(t.db, arId, tr.buyId, '2026-11-16', 60_000_000);
    const res = await settle(tr.id, {
      ar_id: arId,
      payment_date: '2026-11-16',
      amount: 60_000_000,
      remaining_principal: first.remaining_principal,
      interest_paid: first.interest_paid,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ settled: false, data: { to_funder: 60_000_000, to_supplier: 0 } });

    const base = { ar_id: arId, amount: 1_000_000, remaining_principal: 39_000_000, interest_paid: 0 };
    const taken = await settle(tr.id, { ...base, payment_date: '2026-11-16' });
    expect(taken.json().code).toBe('PAYMENT_DATE_TAKEN');
    const before = await settle(tr.id, { ...base, payment_date: '2026-11-12' });
    expect(before.json().code).toBe('PAYMENT_DATE_BEFORE_LATEST');
    const wrong = await settle(tr.id, { ...base, payment_date: '2026-11-18', remaining_principal: 1 });
    expect(wrong.json().code).toBe('SETTLEMENT_DATA_INVALID');
    expect(wrong.statusCode).toBe(422);
    const over = await settle(tr.id, { ...base, amount: 900_000_000, payment_date: '2026-11-18' });
    expect(over.json().code).toBe('PAYMENT_OVERPAID');

    const prior = [{ date: '2026-11-16', amount: 60_000_000 }];
    const rest = await expectedSettlement(t.db, arId, tr.buyId, '2026-11-20', 1, prior);
    const owed = 40_000_000 + rest.position.penalAccrued;
    const last = await expectedSettlement(t.db, arId, tr.buyId, '2026-11-20', owed, prior);
    expect(last.interest_paid).toBeGreaterThan(0);
    const done = await settle(tr.id, {
      ar_id: arId,
      payment_date: '2026-11-20',
      amount: owed,
      remaining_principal: 0,
      interest_paid: last.interest_paid,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ settled: true, liquidated: true });
    const b = await balances(t.db, { receivable_id: arId });
    expect(b).toMatchObject({ buyer_receivable: 0, penal_receivable: 0, supplier_residual_payable: 0 });
    expect(b.penal_income).toBe(last.interest_paid);
  });

  it("charges the buyer's configured overdue type 1 rate, capped at 150 % of the discount rate", async () => {
    const tr = await paid(2);
    const [a, b] = tr.arIds as [number, number];
    await t.db
      .update(receivables)
      .set({ maturity_date: '2026-11-10' })
      .where(inArray(receivables.id, [a, b]));
    const now = new Date();
    const debt = { grace_days: 0, bad_debt_days: 90, late_payment_rate: 150, overdue_type2_rate: 0.066 };
    await t.db
      .insert(buyerDebtSettings)
      .values({ ...debt, ent_id: tr.buyId, overdue_type1_rate: 0.04, created_at: now, updated_at: now });
    // 100.000.000 unpaid 10 days at the configured 0,04 %/day: 400.000 (the derived 18 %/year
    // would be 493.151).
    const onA = { ar_id: a, payment_date: '2026-11-20', amount: 100_400_000, remaining_principal: 0 };
    const resA = await settle(tr.id, { ...onA, interest_paid: 400_000 });
    expect(resA.statusCode, resA.body).toBe(200);
    expect(resA.json()).toMatchObject({ settled: true, data: { to_penal: 400_000 } });
    // 0,3 %/day is 109,5 %/year: the receivable's 12 % allows at most 18 %, 100.000.000 × 18 % ×
    // 10 / 365 = 493.150,68 → 493.151, not 3.000.000.
    await t.db
      .update(buyerDebtSettings)
      .set({ overdue_type1_rate: 0.3 })
      .where(eq(buyerDebtSettings.ent_id, tr.buyId));
    const onB = { ar_id: b, payment_date: '2026-11-20', remaining_principal: 0 };
    const over = await settle(tr.id, { ...onB, amount: 103_000_000, interest_paid: 3_000_000 });
    expect(over.json().code).toBe('PAYMENT_OVERPAID');
    const resB = await settle(tr.id, { ...onB, amount: 100_493_151, interest_paid: 493_151 });
    expect(resB.statusCode, resB.body).toBe(200);
    expect(resB.json()).toMatchObject({ settled: true, data: { to_penal: 493_151 } });
  });

  it('refuses a receivable of another transaction, an unpaid transaction and bad input; changes nothing', async () => {
    const a = await paid(1);
    const b = await paid(1);
    const f = { payment_date: '2026-11-20', amount: 100_000_000, remaining_principal: 0, interest_paid: 0 };
    expect((await settle(a.id, { ...f, ar_id: b.arIds[0]! })).statusCode).toBe(422);
    const c = await completed(1);
    expect((await settle(c.id, { ...f, ar_id: c.arIds[0]! })).json().code).toBe('TRANSITION_NOT_ALLOWED');
    expect((await settle(a.id, { ...f, ar_id: a.arIds[0]!, amount: '1.5' })).statusCode).toBe(422);
    expect((await settle(a.id, { ...f, ar_id: a.arIds[0]!, amount: 0 })).json().code).toBe(
      'SETTLEMENT_DATA_INVALID',
    );
    expect((await settle(a.id, { ...f, ar_id: a.arIds[0]!, payment_date: '2026-02-30' })).statusCode).toBe(
      422,
    );
    expect((await settle(999_999_999, { ...f, ar_id: a.arIds[0]! })).statusCode).toBe(404);
    expect(await t.db.select().from(settlementPayments).where(eq(settlementPayments.trans_id, a.id))).toEqual(
      [],
    );
  });

  it('moves money once for one key, 3 times in a row and 10 times at once', async () => {
    const tr = await paid(2);
    const f = (arId: number) => ({
      ar_id: arId,
      payment_date: '2026-11-20',
      amount: 100_000_000,
      remaining_principal: 0,
      interest_paid: 0,
    });
    const seq = [];
    for (let i = 0; i < 3; i += 1) seq.push(await settle(tr.id, f(tr.arIds[0]!), { key: `s3-${tr.id}` }));
    expect(seq.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const par = await Promise.all(
      Array.from({ length: 10 }, () => settle(tr.id, f(tr.arIds[1]!), { key: `s10-${tr.id}` })),
    );
    expect(par.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(
      await t.db.select().from(settlementPayments).where(eq(settlementPayments.trans_id, tr.id)),
    ).toHaveLength(2);
    for (const id of tr.arIds) {
      const b = await balances(t.db, { receivable_id: id });
      expect(b.buyer_receivable).toBe(0);
    }
  });

  it('keeps company users out of the funder payment calls, and readers from recording', async () => {
    const tr = await paid(1);
    const supplier = await t.auth('supplier1');
    for (const url of [
      `/api/transactions/${tr.id}/first-payment/general-info`,
      `/api/payments/${tr.id}/settlement-payment`,
      `/api/payments/${tr.id}/supplier/bank`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: supplier })).statusCode, url).toBe(403);
    }
    const f = {
      ar_id: tr.arIds[0]!,
      payment_date: '2026-11-20',
      amount: 100_000_000,
      remaining_principal: 0,
      interest_paid: 0,
    };
    expect((await post(settleUrl(tr.id), form(f), { user: 'master' })).statusCode).toBe(403);
    expect((await post(settleUrl(tr.id), form(f), { user: 'supplier1' })).statusCode).toBe(403);
    expect(
      await t.db.select().from(settlementPayments).where(eq(settlementPayments.trans_id, tr.id)),
    ).toEqual([]);
  });

  it('shows the supplier bank and the receiving bank; 404 for an unknown transaction', async () => {
    const tr = await paid(1);
    const headers = await t.auth('accountant');
    for (const p of ['supplier/bank', 'supplier/receive-bank']) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/payments/${tr.id}/${p}`, headers })).statusCode,
      ).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/payments/999999999/${p}`, headers })).statusCode,
      ).toBe(404);
    }
  });
});

describe('supplier announcements', () => {
  it('shows a supplier its own early payments, settlements and overdue receivables only', async () => {
    const [sup] = await t.db
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(eq(enterprises.code, 'SUP01'));
    const buyId = await createCompany(t.db, 'BUYER');
    const own = await createTransaction(t.db, { supId: sup!.id, buyId, status: 'COMPLETED', arCount: 2 });
    expect((await payFirst(own.id)).statusCode).toBe(200);
    const other = await paid(1);
    await post(
      `/api/payments/${own.id}/settlement-payment/upload`,
      form({
        ar_id: own.arIds[0]!,
        payment_date: '2026-11-20',
        amount: 100_000_000,
        remaining_principal: 0,
        interest_paid: 0,
      }),
    );
    await t.db.update(receivables).set({ status: 'OVERDUE' }).where(eq(receivables.id, own.arIds[1]!));

    const headers = await t.auth('supplier1');
    const list = (what: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/supplier-manage-announcement/${what}/announcement`,
        headers,
        payload: {},
      });
    const early = (await list('clearing-early')).json().data as { trans_id: number }[];
    expect(early.map((r) => r.trans_id)).toContain(own.id);
    expect(early.map((r) => r.trans_id)).not.toContain(other.id);
    const settled = (await list('clearing-settlement')).json().data as {
      ar_id: number;
      to_supplier: number;
    }[];
    expect(settled.find((r) => r.ar_id === own.arIds[0])).toMatchObject({ to_supplier: 20_000_000 });
    const overdue = await list('debt-overdue');
    expect(overdue.statusCode, overdue.body).toBe(200);
    expect(overdue.json().data.map((r: { id: number }) => r.id)).toContain(own.arIds[1]);
    const funder = await t.app.inject({
      method: 'POST',
      url: '/api/supplier-manage-announcement/debt-overdue/announcement',
      headers: await t.auth('accountant'),
      payload: {},
    });
    expect(funder.statusCode).toBe(403);
  });
});
