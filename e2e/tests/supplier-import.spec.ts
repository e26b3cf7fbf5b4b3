import ExcelJS from 'exceljs';
import { expect, test } from '../support/fixtures.ts';
import { auth, XLSX } from '../support/receivables.ts';
import { shot } from '../support/shots.ts';
import { filledTemplate, templateFromDialog } from '../support/workbook.ts';

/**
 * Issue 20 item 12 and issue 22 part 4: the supplier's receivable import from its own screen, in
 * English. The dialog's template button used to call the buyer-management template route
 * ("Thao tác không được phép", no file), stated the companies' limits (5 MB, 5.000 rows) instead
 * of the receivables' own, and every template label stayed Vietnamese. (The Vietnamese dialog is
 * in receivables.spec.ts.)
 */
test.describe('supplier receivable import from the dialog, in English', () => {
  test.use({ asUser: 'supplier1' });

  test('supplier1 downloads the English template from the dialog, fills it and imports it', async ({
    page,
    request,
    login,
  }) => {
    const run = `${Date.now()}`.slice(-7);
    const buyers = (await (
      await request.get('/api/supplier/ar/buyers', { headers: auth(login.token) })
    ).json()) as { data: { mst: string | null }[] };
    const mst = buyers.data.find((b) => b.mst)!.mst!;

    await page.goto('/sup/trading');
    await page.getByTestId('language-en').click();
    await page.getByTestId('receivables-import-open').click();
    const upload = page.getByTestId('receivables-import-upload');
    // The receivables import's real limits: 10,000 rows and 8 MiB, of an .xlsx.
    await expect(upload).toContainText('One Excel file (.xlsx) of at most 8 MiB and 10,000 rows.');

    const { name, bytes: template } = await templateFromDialog(page, 'receivables');
    expect(name).toBe('receivables-template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Receivables', 'Example']);
    expect(workbook.worksheets[0]!.getCell('A1').value).toBe('Buyer tax code * (buy_mst)');

    const file = await filledTemplate(
      template,
      [1, 2].map((i) => ({
        buy_mst: mst,
        inv_no: `DLG-${run}-${i}`,
        inv_date: '02/11/2026',
        invoice_amount: 110_000_000 * i,
        ar_amount: 100_000_000 * i,
        maturity_date: '01/02/2027',
        due_payment: 100_000_000 * i,
      })),
    );
    await upload
      .locator('input[type=file]')
      .setInputFiles({ name: 'receivables-template.xlsx', mimeType: XLSX, buffer: file });
    await expect(page.getByTestId('receivables-import-done')).toContainText('2');
    await shot(page, 'supplier-import-from-dialog');
    await page.keyboard.press('Escape');

    await page.goto(`/sup/trading?keyword=DLG-${run}`);
    await expect(page.getByText(`DLG-${run}-1`)).toBeVisible();
    await expect(page.getByText(`DLG-${run}-2`)).toBeVisible();

    // A file that is not a workbook is refused naming the type the import takes.
    await page.getByTestId('receivables-import-open').click();
    await page
      .getByTestId('receivables-import-upload')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'invoice.xlsx',
        mimeType: XLSX,
        buffer: Buffer.from('%PDF-1.4 not a workbook'),
      });
    await expect(
      page.getByText('only .xlsx files whose content matches their type are accepted'),
    ).toBeVisible();
  });
});
