import { expect, test } from '../support/fixtures.ts';
import { exportFrom, sheetOf } from '../support/workbook.ts';

/**
 * Issue 22's exports as users meet them: a supplier downloads its receivables as the list shows
 * them (same filter, every row, its language), an accountant downloads a business report.
 */
test.describe('exports', () => {
  test.describe('supplier', () => {
    test.use({ asUser: 'supplier1' });

    test('exports the receivables list under its filter, every row, in Vietnamese', async ({ page }) => {
      await page.goto('/sup/trading?open=true');
      const list = page.getByTestId('receivables-list-page');
      const total = Number(
        /\d[\d.]*/
          .exec((await list.getByTestId('paginator-total').textContent()) ?? '')![0]
          .replace(/\./g, ''),
      );
      expect(total).toBeGreaterThan(0);
      const download = await exportFrom(page, 'receivables');
      expect(download.suggestedFilename()).toMatch(/^khoan-phai-thu-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const file = await sheetOf(download);
      expect(file.rows).toBe(total);
      expect(file.header).toContain('Số hóa đơn');
    });
  });

  test.describe('accountant', () => {
    test.use({ asUser: 'accountant', uiLocale: 'en' });

    test('opens the business report, reads its chart and downloads it in English', async ({ page }) => {
      await page.goto('/fun/report-management/bussiness-report');
      await expect(page.getByTestId('report-monthly-report-chart').locator('canvas')).toBeVisible();
      const download = await exportFrom(page, 'report-monthly-report');
      const file = await sheetOf(download);
      expect(file.rows).toBe(12);
      expect(file.header[0]).toBe('Month');
    });
  });
});
