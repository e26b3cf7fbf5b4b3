/// <reference types="vite/client" />

import type { ListColumn } from '@arflow/domain/api/paging';
import { TRANSACTION_STAGE_LABELS } from '@arflow/domain/statuses/transaction';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';
import { callList, type ExportCase, urlOf } from '../../../test/export-case.ts';
import { labelOf } from './texts.ts';

const api = useApiHarness();

/**
 * Every list export of the API, each module's in its `<module>.export-cases.ts` (a user who may
 * read the list, the filters and sort to export it under). A list that declares `config.list`
 * and has no case fails the last test.
 */
const EXPORTS: ExportCase[] = Object.values(
  import.meta.glob<{ EXPORT_CASES: ExportCase[] }>('../../modules/*/*.export-cases.ts', { eager: true }),
).flatMap((m) => m.EXPORT_CASES);

/** The list's input with its company filters filled in (a POST's search_condition, a GET's query). */
async function inputOf(c: ExportCase): Promise<Record<string, unknown>> {
  if (!c.filterCompanies) return c.input;
  const ids: Record<string, number> = {};
  for (const [name, code] of Object.entries(c.filterCompanies)) ids[name] = await api.idOf(code);
  if (c.method === 'GET') return { ...c.input, ...ids };
  const condition = (c.input.search_condition ?? {}) as Record<string, unknown>;
  return { ...c.input, search_condition: { ...condition, ...ids } };
}

/** Every row of a list, paged as the portal pages it (the largest page the API takes). */
async function allRows(c: ExportCase) {
  const url = await urlOf(api, c);
  const input = await inputOf(c);
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const paging = c.whole ? {} : { page_number: page, page_size: 2000 };
    const res = await callList(api, c.method, url, { ...input, ...paging }, c.user);
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
    const body = res.json();
    rows.push(...body.data);
    // A list answered whole (a year's months) has no paging.
    if (!body.page_info) return { rows, total: rows.length };
    if (page >= body.page_info.total_page) return { rows, total: body.page_info.total_record as number };
  }
}

/** What the file writes for a code: its name in the language, or the code itself when it has none. */
async function wordOf(col: ListColumn, value: unknown, locale: 'vi' | 'en') {
  const name = col.names?.[String(value)];
  return name === undefined ? (value ?? null) : labelOf(name, locale);
}

async function exported(c: ExportCase, o: { user?: string; lang?: string; input?: object } = {}) {
  const headers = { 'accept-language': o.lang ?? 'vi' };
  const input = { ...(await inputOf(c)), ...o.input };
  const url = await urlOf(api, c);
  return callList(api, c.method, `${url}/export`, input, o.user ?? c.user, headers);
}

async function sheetOf(res: LightMyRequestResponse) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows = (sheet.getSheetValues().slice(1) as unknown[][]).map((r) => (r ?? []).slice(1));
  const [header = [], ...body] = rows;
  return { header, body, sheet };
}

describe('list exports: the file holds what the list shows', () => {
  it.each(EXPORTS.map((c) => [`${c.method} ${c.url}`, c] as const))(
    '%s: every row under the filters and sort, headers in Vietnamese and English',
    async (_name, c) => {
      const list = await allRows(c);
      const res = await exported(c);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.xlsx"$/,
      );
      const vi = await sheetOf(res);
      expect(vi.header).toEqual(await Promise.all(c.columns.map((col) => labelOf(col.label, 'vi'))));
      expect(vi.body).toHaveLength(list.total);
      const at = c.columns.findIndex((col) => col.key === c.key);
      expect(vi.body.map((r) => r[at] ?? null)).toEqual(list.rows.map((r) => r[c.key] ?? null));
      const en = await sheetOf(await exported(c, { lang: 'en' }));
      expect(en.header).toEqual(await Promise.all(c.columns.map((col) => labelOf(col.label, 'en'))));
      // Codes that are no status (a role, a legal form, a province…) leave as words in each language.
      for (const [i, col] of c.columns.entries()) {
        if (!col.names) continue;
        for (const [locale, sheet] of [
          ['vi', vi],
          ['en', en],
        ] as const)
          expect(
            sheet.body.map((r) => r[i] ?? null),
            `${col.key} (${locale})`,
          ).toEqual(await Promise.all(list.rows.map((r) => wordOf(col, r[col.key], locale))));
      }
    },
  );

  it("writes a supplier's legal form and province, a member's role and a report's kinds in words", async () => {
    const cell = async (url: string, key: string, lang: 'vi' | 'en') => {
      const c = EXPORTS.find((x) => x.url === url)!;
      const { body } = await sheetOf(await exported(c, { lang }));
      return new Set(body.map((r) => r[c.columns.findIndex((col) => col.key === key)]));
    };
    expect(await cell('/api/supplier/list', 'ent_type', 'vi')).toContain('Công ty TNHH');
    expect(await cell('/api/supplier/list', 'ent_type', 'en')).toContain('Limited liability company');
    expect(await cell('/api/supplier/list', 'locality', 'en')).not.toContain('01');
    expect(await cell('/api/user/funders', 'role_id', 'vi')).toContain('Quản trị chính');
    expect(await cell('/api/user/funders', 'role_id', 'en')).toContain('Master');
    expect(await cell('/api/buyer/list-signer', 'role_id', 'en')).not.toContain('BUYER');
    expect(await cell('/api/report-management/client-partner', 'type', 'en')).toContain('Buyer');
  });

  it('writes money as numbers carrying the unit, dates as dates, statuses by their labels', async () => {
    const c = EXPORTS.find((x) => x.url.endsWith('/request-transaction/transactions'))!;
    const list = await allRows(c);
    const { sheet } = await sheetOf(await exported(c));
    const col = (key: string) => c.columns.findIndex((x) => x.key === key) + 1;
    const first = list.rows[0]!;
    expect(sheet.getRow(2).getCell(col('total_ar_amount')).value).toBe(first.total_ar_amount);
    expect(sheet.getRow(2).getCell(col('total_ar_amount')).numFmt).toBe('#,##0 "đ"');
    expect(sheet.getRow(2).getCell(col('transaction_date')).value).toEqual(
      new Date(`${first.transaction_date}T00:00:00Z`),
    );
    expect(sheet.getRow(2).getCell(col('status')).value).toBe(
      TRANSACTION_STAGE_LABELS[first.status as keyof typeof TRANSACTION_STAGE_LABELS].label.vi,
    );
    const en = await sheetOf(await exported(c, { lang: 'en' }));
    expect(en.sheet.getRow(2).getCell(col('total_ar_amount')).numFmt).toBe('"VND" #,##0');
  });

  it("never writes another company's rows: a company's file holds its own, another's parent is 404", async () => {
    const names = async (url: string, key: string, user?: string) => {
      const c = EXPORTS.find((x) => x.url === url && (user === undefined || x.user === user))!;
      const { body } = await sheetOf(await exported(c));
      return new Set(body.map((r) => r[c.columns.findIndex((col) => col.key === key)]));
    };
    // BUY01's receivables behind its home, SUP01's credit history: one company each.
    expect(await names('/api/buyer/statistic/summary-ar-details', 'buy_name')).toHaveProperty('size', 1);
    expect(
      await names('/api/credit-supplier/credit-buyer/histories', 'sup_name', 'supplier1'),
    ).toHaveProperty('size', 1);
    // BUY02's user asks for BUY01's letter, signers and contracts.
    for (const url of ['/api/buy/notifications/ar-details', '/api/buyer/list-signer']) {
      const c = EXPORTS.find((x) => x.url === url)!;
      expect((await exported(c, { user: 'buyer2' })).statusCode, url).toBe(404);
    }
  });

  it('is refused to a user who cannot read the list, and validates its input like the list', async () => {
    const c = EXPORTS.find((x) => x.url.endsWith('/request-transaction/transactions'))!;
    expect((await exported(c, { user: 'buyer1' })).statusCode).toBe(403);
    const bad = await exported(c, { input: { sort_column: 'password' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBeDefined();
  });

  it('has a case above for every export the API serves', () => {
    const served = api.t.app.registeredRoutes
      .filter((r) => r.url.endsWith('/export') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url.replace(/\/export$/, '')}`);
    // Exports that are not list exports (the early-payment bank batch) are named apart.
    const others = ['GET /api/transactions/early-unpaid/export'];
    // A route with parameters (`/fun/transaction/:status`) is covered by a case that names one.
    const covers = (route: string) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`);
    const covered = (s: string) => EXPORTS.some((c) => covers(s).test(`${c.method} ${c.url}`));
    expect(served.filter((s) => !covered(s) && !others.includes(`${s}/export`))).toEqual([]);
  });
});
