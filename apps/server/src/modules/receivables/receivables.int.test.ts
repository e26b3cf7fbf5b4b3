import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { createCompany, multipart, xlsx } from '../enterprises/index.ts';
import { createReceivable } from '../transactions/index.ts';
import { arFormFixture, tradingBuyer } from './fixtures.ts';
import { AR_COLUMNS } from './import-receivables.ts';
import { receivables } from './receivables.tables.ts';

let t: TestApp;
let supId: number;
let buyId: number;
let buyMst: string;
beforeAll(async () => {
  t = await createTestApp();
  const [sup] = await t.db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(eq(enterprises.code, 'SUP01'));
  supId = sup!.id;
  buyId = await tradingBuyer(t.db, supId);
  const [b] = await t.db.select({ mst: enterprises.mst }).from(enterprises).where(eq(enterprises.id, buyId));
  buyMst = b!.mst!;
});
afterAll(async () => {
  await t?.close();
});

async function post(url: string, payload: unknown, user = 'supplier1', locale = 'vi') {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...(await t.auth(user)), 'accept-language': locale },
  });
}
async function get(url: string, user = 'supplier1') {
  return t.app.inject({ url, headers: await t.auth(user) });
}

describe('receivable entry', () => {
  it('records a receivable, lists it, shows its timeline and lets the supplier correct it', async () => {
    const form = arFormFixture(buyId);
    const res = await post('/api/supplier/ar/form', form);
    expect(res.statusCode, res.body).toBe(200);
    const ar = res.json().data;
    expect(ar).toMatchObject({
      ent_id: supId,
      buy_id: buyId,
      status: 'AVAILABLE',
      source: 'ENTRY',
      ar_amount: 100_000_000,
    });

    const list = (await get(`/api/receivables?keyword=${form.inv_no}`)).json();
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([ar.id]);

    const edit = await post(`/api/supplier/ar/form/${ar.id}`, {
      ...form,
      ar_amount: 90_000_000,
      due_payment: 90_000_000,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const detail = (await get(`/api/receivable/${ar.id}`)).json();
    expect(detail.data.ar_amount).toBe(90_000_000);
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['CREATE', 'UPDATE']);
    expect(detail.history[1].changes.ar_amount).toEqual({ from: 100_000_000, to: 90_000_000, kind: 'money' });
    expect(detail.actions).toEqual(expect.arrayContaining(['update', 'delete']));
  });

  it('refuses each §5 rule with its message, on its field, and writes nothing', async () => {
    const before = (await t.db.select().from(receivables)).length;
    const cases = [
      [
        { ar_amount: 120_000_000, due_payment: 100_000_000 },
        'ar_amount',
        'Giá trị khoản phải thu không được lớn hơn giá trị hóa đơn',
      ],
      [
        { buyer_first_payment: 100_000_000, buyer_first_payment_date: '2026-10-05' },
        'buyer_first_payment',
        'Số tiền bên mua thanh toán lần đầu phải nhỏ hơn giá trị khoản phải thu',
      ],
      [
        { due_payment: 100_000_001 },
        'due_payment',
        'Số tiền thanh toán khi đến hạn không được lớn hơn giá trị khoản phải thu',
      ],
      [{ maturity_date: '2026-09-01' }, 'maturity_date', 'Ngày đáo hạn không được trước ngày hóa đơn'],
      [
        {
          buyer_first_payment: 10_000_000,
          buyer_first_payment_date: '2026-12-01',
          due_payment_date: '2026-12-01',
        },
        'buyer_first_payment_date',
        'Ngày bên mua thanh toán lần đầu phải trước ngày thanh toán khi đến hạn',
      ],
    ] as const;
    for (const [over, field, message] of cases) {
      const res = await post('/api/supplier/ar/form', arFormFixture(buyId, over));
      expect(res.statusCode, field).toBe(422);
      expect(res.json().fields[field]).toEqual([message]);
    }
    const en = await post(
      '/api/supplier/ar/form',
      arFormFixture(buyId, { ar_amount: 120_000_000 }),
      'supplier1',
      'en',
    );
    expect(en.json().fields.ar_amount).toEqual(['The AR amount must not be greater than the invoice amount']);
    // A buyer the supplier does not trade with.
    const stranger = await createCompany(t.db, 'BUYER');
    const res = await post('/api/supplier/ar/form', arFormFixture(stranger));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('AR_BUYER_NOT_TRADING');
    // Negative or fractional amounts are refused by the schema.
    expect((await post('/api/supplier/ar/form', arFormFixture(buyId, { ar_amount: -1 }))).statusCode).toBe(
      422,
    );
    expect(
      (await post('/api/supplier/ar/form', { ...arFormFixture(buyId), ar_amount: 1.5 })).statusCode,
    ).toBe(422);
    expect((await t.db.select().from(receivables)).length).toBe(before);
  });

  it('refuses a second receivable on the same invoice', async () => {
    const form = arFormFixture(buyId);
    expect((await post('/api/supplier/ar/form', form)).statusCode).toBe(200);
    const again = await post('/api/supplier/ar/form', { ...form, inv_no: form.inv_no.toLowerCase() });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('AR_INVOICE_TAKEN');
  });

  it('answers 404 for another company’s receivable, and the funder sees every company’s', async () => {
    const otherSup = await createCompany(t.db, 'SUPPLIER');
    const otherBuy = await tradingBuyer(t.db, otherSup);
    const foreign = await createReceivable(t.db, { supId: otherSup, buyId: otherBuy });
    expect((await get(`/api/receivable/${foreign}`)).statusCode).toBe(404);
    expect((await post(`/api/supplier/ar/form/${foreign}`, arFormFixture(buyId))).statusCode).toBe(404);
    expect((await post(`/api/receivable/${foreign}/delete`, { reason: 'x' })).statusCode).toBe(404);
    expect((await get(`/api/receivable/${foreign}`, 'viewer')).statusCode).toBe(200);
    const ledger = (await get(`/api/receivables?sup_id=${otherSup}`, 'accountant')).json();
    expect(ledger.data.map((r: { id: number }) => r.id)).toEqual([foreign]);
    // The buyer does not use the supplier's list.
    expect((await get('/api/receivables', 'buyer1')).statusCode).toBe(403);
  });

  it('deletes through the workflow with a reason, and refuses illegal transitions', async () => {
    const id = await createReceivable(t.db, { supId, buyId });
    expect((await post(`/api/receivable/${id}/delete`, {})).statusCode).toBe(422);
    const del = await post(`/api/receivable/${id}/delete`, { reason: 'Hóa đơn đã hủy' });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().data.status).toBe('DELETED');
    const detail = (await get(`/api/receivable/${id}`)).json();
    expect(detail.history.at(-1)).toMatchObject({
      action: 'DELETE',
      reason: 'Hóa đơn đã hủy',
      to_status: 'DELETED',
    });
    expect(detail.actions).toEqual([]);
    const again = await post(`/api/receivable/${id}/delete`, { reason: 'lần hai' });
    expect(again.json().code).toBe('TRANSITION_NOT_ALLOWED');
    // Financed: neither edited nor deleted.
    const financed = await createReceivable(t.db, { supId, buyId, status: 'FIRST_PAID' });
    expect((await post(`/api/supplier/ar/form/${financed}`, arFormFixture(buyId))).json().code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );
    expect((await post(`/api/receivable/${financed}/delete`, { reason: 'x' })).json().code).toBe(
      'TRANSITION_NOT_ALLOWED',
    );
  });

  it('shows the short status forms and the supplier statistics', async () => {
    const buyId = await tradingBuyer(t.db, supId);
    const settle = await createReceivable(t.db, {
      supId,
      buyId,
      status: 'SETTLEMENT',
      maturity_date: '2099-01-05',
    });
    const late = await createReceivable(t.db, {
      supId,
      buyId,
      status: 'OVERDUE',
      maturity_date: '2020-01-06',
    });
    const s = (await get(`/api/receivable/${settle}`)).json().data;
    expect(s.status_short).toMatch(/^D-\d+$/);
    expect((await get(`/api/receivable/${late}`)).json().data.status_short).toBe('O');

    const body = { search_condition: { buy_id: buyId } };
    const summary = (await post('/api/supplier/statistic/summary-ar-his', body)).json().data;
    expect(summary.find((r: { status: string }) => r.status === 'OVERDUE').count).toBe(1);
    expect(summary.some((r: { status: string }) => r.status === 'AVAILABLE')).toBe(false);
    const his = (await post('/api/supplier/statistic/list-ars-his', body)).json();
    expect(his.data.map((r: { id: number }) => r.id).sort()).toEqual([settle, late].sort());
    const mat = (await post('/api/supplier/statistic/list-summary-maturity-ars', body)).json();
    expect(mat.data).toEqual([expect.objectContaining({ maturity_date: '2099-01-05', count: 1 })]);
    const matDetails = (
      await post('/api/supplier/statistic/list-summary-maturity-ars-details', {
        search_condition: { buy_id: buyId, maturity_date: '2099-01-05' },
      })
    ).json();
    expect(matDetails.data.map((r: { id: number }) => r.id)).toEqual([settle]);
    const over = (await post('/api/supplier/statistic/list-summary-overdue-ars', body)).json();
    expect(over.data).toEqual([expect.objectContaining({ buy_id: buyId, count: 1 })]);
    expect(over.data[0].max_days).toBeGreaterThan(1000);
    const overDetails = (await post('/api/supplier/statistic/list-summary-overdue-ars-details', body)).json();
    expect(overDetails.data.map((r: { id: number }) => r.id)).toEqual([late]);
    const review = (await get('/api/supplier/ar-review')).json().data;
    expect(review.find((r: { status: string }) => r.status === 'OVERDUE').count).toBeGreaterThanOrEqual(1);
    expect(
      (await post('/api/supplier/statistic/list-ars-his', { search_condition: { nope: 1 } })).statusCode,
    ).toBe(422);
  });
});

describe('receivable import', () => {
  const row = (n: number, over: Record<string, unknown> = {}) => ({
    buy_mst: buyMst,
    inv_no: `IMP-${process.pid}-${n}`,
    inv_date: '01/10/2026',
    invoice_amount: 110_000_000,
    ar_amount: 100_000_000,
    maturity_date: '29/01/2027',
    due_payment: 100_000_000,
    ...over,
  });
  const upload = async (file: Buffer, path = '/api/supplier/ar/import', locale = 'vi') => {
    const { payload, headers } = multipart(file);
    return t.app.inject({
      method: 'POST',
      url: path,
      payload,
      headers: { ...headers, ...(await t.auth('supplier1')), 'accept-language': locale },
    });
  };

  it('downloads a template whose header the import reads', async () => {
    const res = await get('/api/supplier/ar/template');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.readUInt32BE(0)).toBe(0x504b0304);
  });

  it('reports every bad line and imports nothing from a file with one', async () => {
    const file = await xlsx(AR_COLUMNS, [
      row(1),
      row(2, { ar_amount: 120_000_000 }),
      row(3, { buy_mst: '0000000000' }),
      row(1),
      row(5, { inv_date: 'hôm qua' }),
    ]);
    const check = await upload(file, '/api/supplier/ar/import/check');
    expect(check.statusCode, check.body).toBe(200);
    const report = check.json().data;
    expect(report).toMatchObject({ total_rows: 5, valid_rows: 1, imported: 0 });
    expect(report.errors.map((e: { line: number; column: string }) => `${e.line}:${e.column}`)).toEqual([
      '3:ar_amount',
      '4:buy_mst',
      '5:inv_no',
      '6:inv_date',
    ]);
    expect(report.errors[0].messages[0]).toBe(
      'Dòng 3, Giá trị khoản phải thu: Giá trị khoản phải thu không được lớn hơn giá trị hóa đơn',
    );
    const res = await upload(file);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('IMPORT_FILE_ERROR');
    expect(Object.keys(res.json().fields)).toContain('rows.3.ar_amount');
    const en = await upload(file, '/api/supplier/ar/import', 'en');
    expect(en.json().fields['rows.3.ar_amount'][0]).toBe(
      'Line 3, AR amount: The AR amount must not be greater than the invoice amount',
    );
    const imported = await t.db
      .select()
      .from(receivables)
      .where(eq(receivables.inv_no, `IMP-${process.pid}-1`));
    expect(imported).toHaveLength(0);
  });

  it('refuses a file that is not an xlsx by its bytes', async () => {
    const res = await upload(Buffer.from('%PDF-1.4 not a spreadsheet'));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('FILE_TYPE_NOT_ALLOWED');
  });

  it('imports 10,000 lines in one go, each with its timeline', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => row(100_000 + i));
    const started = Date.now();
    const res = await upload(await xlsx(AR_COLUMNS, rows));
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(res.json().data).toMatchObject({ total_rows: 10_000, imported: 10_000 });
    expect(Date.now() - started).toBeLessThan(60_000);
    const list = (await get(`/api/receivables?keyword=IMP-${process.pid}-1000&page_size=1`)).json();
    expect(list.page_info.total_record).toBeGreaterThanOrEqual(1);
    const detail = (await get(`/api/receivable/${list.data[0].id}`)).json();
    expect(detail.data.source).toBe('IMPORT');
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['IMPORT']);
    // The same file again: every invoice is already recorded.
    const again = await upload(await xlsx(AR_COLUMNS, rows.slice(0, 3)));
    expect(again.json().code).toBe('IMPORT_FILE_ERROR');
  }, 120_000);
});
