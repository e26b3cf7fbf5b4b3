import { expect, test } from '../support/fixtures.ts';
import { inputOf } from '../support/sample-form.ts';
import { shot } from '../support/shots.ts';
import { exportFrom, sheetOf } from '../support/workbook.ts';

/**
 * Report management (spec §2, issue 22): the managing director, in English, filters the funding
 * sources report by year and the client-partner report by period, sees each chart, and downloads
 * each as it stands, with English headers (and names, not codes) and the filter applied.
 */
test.use({ asUser: 'master', uiLocale: 'en' });

test('funding sources and client-partner reports: filter, chart, Excel in English', async ({ page }) => {
  // Funding sources: the year before this one, month by month.
  await page.goto('/fun/report-management/resource-money');
  await expect(page.getByTestId('report-resource-money-chart').locator('canvas')).toBeVisible();
  const year = await inputOf(page, 'report-year');
  const last = String(new Date().getFullYear() - 1);
  await year.fill(last);
  await year.press('Tab');
  const months = page.getByTestId('report-resource-money-table').locator('tbody tr.ant-table-row');
  await expect(months).toHaveCount(12);
  await expect(months.first()).toContainText(/VND [\d,]+/);
  await shot(page, 'report-resource-money-en');
  const money = await sheetOf(await exportFrom(page, 'report-resource-money'));
  expect(money.header).toEqual(['Month', 'Own funds', 'Funding partners', 'Total disbursed']);
  expect(money.rows).toBe(12);
  expect(money.sheet.getRow(2).getCell(2).numFmt).toBe('"VND" #,##0');

  // Client-partner: companies that joined by the end of 1999 (none), by kind.
  await page.goto('/fun/report-management/client-partner');
  await expect(page.getByTestId('client-partner-chart').locator('canvas')).toBeVisible();
  const kinds = page.getByTestId('client-partner-table').locator('tbody tr.ant-table-row');
  await expect(kinds.first()).toBeVisible();
  const count = await kinds.count();
  const to = await inputOf(page, 'report-to_date');
  await to.click();
  await to.fill('12/31/1999');
  await to.press('Enter');
  await expect(kinds.first().locator('td').last()).toHaveText('0');
  await expect(page.getByTestId('client-partner-chart').locator('canvas')).toBeVisible();
  await shot(page, 'report-client-partner-en');
  const clients = await sheetOf(await exportFrom(page, 'report-client-partner'));
  expect(clients.header).toEqual(['Kind', 'Total', 'Active', 'New in period']);
  expect(clients.rows).toBe(count);
  const rows = Array.from({ length: count }, (_, i) => clients.sheet.getRow(i + 2).values as unknown[]);
  expect(rows.map((r) => r[1])).toContain('Buyer');
  // The period rode along: nobody joined by then.
  expect(rows.map((r) => r[4])).toEqual(rows.map(() => 0));
});
