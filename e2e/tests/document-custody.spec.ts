import { expect, test } from '../support/fixtures.ts';
import { auth, XLSX } from '../support/receivables.ts';
import { inputOf } from '../support/sample-form.ts';
import { exportFrom, sheetOf, templateWorkbook } from '../support/workbook.ts';

/**
 * Issue 24 part 1: a funder staff member checks documents into storage from the template, hands
 * one to a holder until a return date already past on the business clock, marks it returned (late)
 * and exports the list as it shows it.
 */
test.describe('document custody', () => {
  test.use({ asUser: 'crm', uiLocale: 'en' });

  test('imports documents, assigns a holder, marks one returned late and exports the list', async ({
    page,
    request,
    login,
  }) => {
    const run = `${Date.now()}`.slice(-7);
    const demo = (await (
      await request.get('/api/document-storage?page_size=1', { headers: auth(login.token) })
    ).json()) as { data: { trans_code: string }[] };
    const transCode = demo.data[0]!.trans_code;
    const file = await templateWorkbook(
      request,
      login.token,
      '/api/download/template?type=custody',
      [1, 2].map((i) => ({
        trans_code: transCode,
        doc_type: 'INVOICE',
        doc_name: `Invoice ${run}-${i}`,
        unit_code: `E2E-${run}-${i}`,
        return_date: '',
        note: '',
      })),
    );

    await page.goto('/fun/document-storage');
    await page.getByTestId('custody-delivered-import-open').click();
    await page
      .getByTestId('custody-delivered-import-upload')
      .locator('input[type=file]')
      .setInputFiles({ name: 'document-storage-template.xlsx', mimeType: XLSX, buffer: file });
    await expect(page.getByTestId('custody-delivered-import-done')).toContainText('2');
    await page.keyboard.press('Escape');

    // The new documents, in the vault with no holder: the AssignHolder view.
    await (await inputOf(page, 'custody-filter-keyword')).fill(`E2E-${run}`);
    await page.getByTestId('custody-filter-search').click();
    await page.getByTestId('custody-tab-no_holder').click();
    await expect(page.getByTestId('custody-row-link')).toHaveCount(2);
    await page.getByTestId('custody-row-link').first().click();

    await expect(page.getByTestId('custody-detail-page')).toBeVisible();
    await page.getByTestId('custody-assign-holder').click();
    await page.getByTestId('custody-holder-holder-id').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Hoàng Văn Dũng' })
      .first()
      .click();
    const date = await inputOf(page, 'custody-holder-return-date');
    await date.click();
    // Friday 2 January 2026, long before the business date: the return comes late.
    await date.fill('01/02/2026');
    await date.press('Tab');
    await page.getByTestId('custody-holder-save').click();
    await page.getByRole('dialog', { name: 'Success!' }).getByRole('button', { name: 'OK' }).click();
    await page.getByTestId('custody-tab-facts').click();
    await expect(page.getByTestId('custody-facts')).toContainText('Hoàng Văn Dũng');

    await page.getByTestId('custody-return').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('dialog', { name: 'Success!' }).getByRole('button', { name: 'OK' }).click();
    await page.getByTestId('custody-tab-facts').click();
    await expect(page.getByTestId('custody-return-timing')).toContainText('Late');
    await expect(page.getByTestId('custody-facts')).not.toContainText('Hoàng Văn Dũng');

    // The list, filtered on late returns, exported with the same filters.
    await page.goto(`/fun/document-storage?keyword=E2E-${run}&return_timing=LATE`);
    await expect(page.getByTestId('custody-row-link')).toHaveCount(1);
    const download = await exportFrom(page, 'custody');
    const sheet = await sheetOf(download);
    expect(sheet.rows).toBe(1);
    expect(sheet.header).toContain('Return timing');
  });
});
