import type { Page } from '@playwright/test';
import { PDF } from '../support/files.ts';
import { expect, test } from '../support/fixtures.ts';
import { auth, XLSX } from '../support/receivables.ts';
import { dialog, inputOf } from '../support/sample-form.ts';
import { apiLogin, sessionEntry } from '../support/session.ts';
import { shot } from '../support/shots.ts';
import { filledTemplate, templateFromDialog } from '../support/workbook.ts';

async function pickOption(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text })
    .first()
    .click();
}

async function typeDate(page: Page, testId: string, value: string) {
  const input = await inputOf(page, testId);
  await input.click();
  await input.fill(value);
  await input.press('Tab');
}

test.describe('receivables', () => {
  test.use({ asUser: 'supplier1' });

  test('the supplier imports a file and enters one receivable; the buyer confirms a debt-confirmation letter', async ({
    page,
    request,
    login,
    browser,
  }) => {
    const run = `${Date.now()}`.slice(-7);
    const buyers = (await (
      await request.get('/api/supplier/ar/buyers', { headers: auth(login.token) })
    ).json()) as {
      data: { id: number; name: string; mst: string | null }[];
    };
    const buyer = buyers.data.find((b) => b.mst)!;
    const rows = [1, 2, 3].map((i) => ({
      buy_mst: buyer.mst!,
      inv_no: `E2E-${run}-${i}`,
      inv_date: '02/11/2026',
      invoice_amount: 110_000_000 * i,
      ar_amount: 100_000_000 * i,
      maturity_date: '01/02/2027',
      due_payment: 100_000_000 * i,
    }));

    // Import: the template from the dialog (the receivables' own, for the supplier, with the
    // receivables' limits), filled in; the upload's progress, then the count imported.
    await page.goto('/sup/trading');
    await page.getByTestId('receivables-import-open').click();
    const upload = page.getByTestId('receivables-import-upload');
    await expect(upload).toContainText('Một tệp Excel (.xlsx) tối đa 8 MiB và 10.000 dòng.');
    const template = await templateFromDialog(page, 'receivables');
    expect(template.name).toBe('mau-khoan-phai-thu.xlsx');
    const file = await filledTemplate(template.bytes, rows);
    await upload
      .locator('input[type=file]')
      .setInputFiles({ name: 'khoan-phai-thu.xlsx', mimeType: XLSX, buffer: file });
    await expect(page.getByTestId('receivables-import-done')).toContainText('3');
    await shot(page, 'receivables-import-done');
    await page.keyboard.press('Escape');

    // Entry: one receivable typed in; a §5 rule refused first on its field.
    await page.getByTestId('receivables-add').click();
    await pickOption(page, 'receivable-buy-id', buyer.name);
    await (await inputOf(page, 'receivable-inv-no')).fill(`E2E-${run}-TAY`);
    await typeDate(page, 'receivable-inv-date', '03/11/2026');
    await (await inputOf(page, 'receivable-invoice-amount')).fill('50000000');
    await (await inputOf(page, 'receivable-ar-amount')).fill('60000000');
    await typeDate(page, 'receivable-maturity-date', '02/02/2027');
    await (await inputOf(page, 'receivable-due-payment')).fill('45000000');
    await page.getByTestId('receivable-save').click();
    const refused = dialog(page, 'Error!');
    await expect(refused).toContainText('Giá trị khoản phải thu không được lớn hơn giá trị hóa đơn');
    await refused.getByRole('button').click();
    await (await inputOf(page, 'receivable-ar-amount')).fill('45000000');
    await page.getByTestId('receivable-save').click();
    await dialog(page, 'Success!').getByRole('button').click();

    await page.goto(`/sup/trading?keyword=E2E-${run}`);
    await expect(page.getByTestId('receivables-row-link')).toHaveCount(4);
    await shot(page, 'receivables-trading-vi');
    await page
      .getByTestId('receivables-row-link')
      .filter({ hasText: `E2E-${run}-TAY` })
      .click();
    await expect(page.getByTestId('receivable-detail')).toContainText('45.000.000');
    await expect(page.getByTestId('receivable-history')).toBeVisible();

    // A letter on the imported receivables: created, submitted and signed by the supplier, checked by the system company.
    const list = (await (
      await request.get(`/api/receivables?keyword=E2E-${run}-&page_size=10`, { headers: auth(login.token) })
    ).json()) as { data: { id: number; inv_no: string }[] };
    const arIds = list.data.filter((r) => !r.inv_no.endsWith('TAY')).map((r) => r.id);
    const created = await request.post('/api/supplier/debt-confirmations/form', {
      headers: auth(login.token),
      data: { buy_id: buyer.id, ar_ids: arIds },
    });
    expect(created.status(), await created.text()).toBe(200);
    const letter = ((await created.json()) as { data: { id: number; letter_no: string } }).data;
    expect(
      (
        await request.post(`/api/supplier/debt-confirmations/${letter.id}/submit`, {
          headers: auth(login.token),
        })
      ).status(),
    ).toBe(200);
    const signed = await request.post('/api/supplier/debt-confirmations/sign', {
      headers: auth(login.token),
      multipart: {
        id: String(letter.id),
        file: { name: 'thu-xac-nhan.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    });
    expect(signed.status(), await signed.text()).toBe(200);
    const officer = await apiLogin(request, 'creditofficer');
    expect(
      (
        await request.post('/api/fun/debt-confirmations/confirm', {
          headers: auth(officer.token),
          data: { id: letter.id },
        })
      ).status(),
    ).toBe(200);

    // The buyer opens its supplier notifications and confirms the debt.
    const buyerLogin = await apiLogin(request, 'buyer1');
    const context = await browser.newContext({
      storageState: {
        cookies: [],
        origins: [
          {
            origin: new URL(page.url()).origin,
            localStorage: [sessionEntry(buyerLogin)],
          },
        ],
      },
    });
    const buyerPage = await context.newPage();
    await buyerPage.goto('/buy/supplier-notification');
    await buyerPage.getByTestId('notifications-open').filter({ hasText: letter.letter_no }).click();
    await expect(buyerPage.getByTestId('letter-detail')).toContainText(letter.letter_no);
    await expect(buyerPage.getByTestId('letter-receivables')).toContainText(`E2E-${run}-1`);
    await buyerPage.getByTestId('letter-approve').click();
    await dialog(buyerPage, /Xác nhận công nợ/)
      .getByRole('button', { name: 'Có' })
      .click();
    await dialog(buyerPage, 'Success!').getByRole('button').click();
    await expect(buyerPage.getByTestId('letter-detail')).toContainText('Bên mua đã xác nhận');
    await shot(buyerPage, 'receivables-letter-approved');
    await context.close();
  });
});
