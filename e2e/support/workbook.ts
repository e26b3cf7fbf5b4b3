import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import ExcelJS from 'exceljs';

/**
 * An import template as the server gives it (`url`), with `rows` added on its first sheet under
 * the header's keys (the `(key)` at the end of each header cell): the file a user fills in.
 */
export async function templateWorkbook(
  api: APIRequestContext,
  token: string,
  url: string,
  rows: readonly Record<string, string | number>[],
): Promise<Buffer> {
  const res = await api.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), 'template download').toBe(200);
  return filledTemplate(await res.body(), rows);
}

/** A template's bytes (downloaded by the API or from the portal's dialog) with `rows` added. */
export async function filledTemplate(
  template: Buffer,
  rows: readonly Record<string, string | number>[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const keys = (sheet.getRow(1).values as unknown[]).map(
    (v) => /\(([a-z0-9_]+)\)\s*$/.exec(String(v ?? ''))?.[1],
  );
  for (const row of rows) sheet.addRow(keys.slice(1).map((k) => (k ? (row[k] ?? null) : null)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The template an import dialog's button downloads (`<testId>-import-template`), as the browser
 * saved it: its suggested file name and its bytes.
 */
export async function templateFromDialog(
  page: Page,
  testId: string,
): Promise<{ name: string; bytes: Buffer }> {
  const downloading = page.waitForEvent('download');
  await page.getByTestId(`${testId}-import-template`).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

/** The first sheet of a downloaded workbook: its header and its data rows' count. */
export async function sheetOf(download: Download) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  return { header, rows: sheet.actualRowCount - 1, sheet };
}

/** Click a list's or report's export button (`<testId>-export`) and wait for its file. */
export async function exportFrom(page: Page, testId: string): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(`${testId}-export`).click(),
  ]);
  return download;
}
