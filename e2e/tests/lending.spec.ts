import type { Page } from '@playwright/test';
import { PDF } from '../support/files.ts';
import { expect, test } from '../support/fixtures.ts';
import { mailedOtp } from '../support/mailbox.ts';
import { closeSuccessDialog, inputOf } from '../support/sample-form.ts';
import { apiClient, apiLogin } from '../support/session.ts';
import { shot } from '../support/shots.ts';

test.use({ asUser: 'partner4', uiLocale: 'en' });

async function typeDate(page: Page, testId: string, value: string) {
  const date = await inputOf(page, testId);
  await date.click();
  await date.fill(value);
  // Leaving the field commits the typed date; Enter would also submit the form.
  await date.press('Tab');
  await expect(date).toHaveValue(value);
}

/**
 * The lending partner (PTN04) asks to lend 500.000.000 for 3 months and sees its schedule; once
 * the funder has confirmed it, the partner signs with an e-mailed OTP and uploads the transfer
 * slip: the loan is paid, waiting the funder's confirmation of the disbursement.
 */
test('a lending partner adds a loan and uploads its slip', async ({ page, baseURL, playwright }) => {
  await page.goto('/partner/lending-service/lending-management');
  await expect(page.getByTestId('lending-list-page')).toBeVisible();
  await page.getByTestId('lending-add').click();
  await expect(page.getByTestId('lending-add-page')).toBeVisible();
  await (await inputOf(page, 'lending-amount')).fill('500000000');
  await (await inputOf(page, 'lending-rate-per-year')).fill('9.5');
  await (await inputOf(page, 'lending-term')).fill('3');
  await typeDate(page, 'lending-disbursement-date', '03/02/2027');
  await typeDate(page, 'lending-maturity-date', '06/02/2027');
  await page.getByTestId('lending-save').click();
  await closeSuccessDialog(page);

  const detail = page.getByTestId('lending-detail');
  await expect(detail).toContainText('Requested');
  await expect(detail).toContainText('VND 500,000,000');
  await expect(page.getByTestId('lending-schedule-table').locator('tbody tr.ant-table-row')).toHaveCount(3);
  const id = /lending-management\/(\d+)$/.exec(page.url())![1]!;

  // The funder confirms the loan (its confirmation notice).
  const api = await apiClient(playwright, baseURL!);
  const master = await apiLogin(api, 'master');
  const approved = await api.post(`/api/partner/lending/${id}/adjust`, {
    data: { action: 'approve' },
    headers: { Authorization: `Bearer ${master.token}` },
  });
  expect(approved.status()).toBe(200);

  await page.reload();
  await page.getByTestId('lending-action-sign').click();
  await page.getByRole('button', { name: 'Send the OTP' }).click();
  await (await inputOf(page, 'lending-otp')).fill(await mailedOtp(page, 'partner4@thinhanfund.vn'));
  await page.getByTestId('lending-action-ok').click();
  await closeSuccessDialog(page);
  await expect(detail).toContainText('Waiting disbursement');

  await page.getByTestId('lending-action-upload_payment_slip').click();
  await page
    .getByRole('dialog')
    .locator('input[type=file]')
    .setInputFiles({ name: 'uy-nhiem-chi.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByTestId('lending-action-ok').click();
  await closeSuccessDialog(page);
  await expect(page.getByTestId('lending-slips')).toContainText('uy-nhiem-chi.pdf');
  await expect(detail).toContainText('Paid');
  // The timeline names the step (the partner has no button left at this status).
  await expect(detail).toContainText('Upload disbursement slip');
});

/**
 * The lending partner reads its transaction history (decision 0098): only the loans whose money
 * went out; its settled demo loan opens with each period's interest accrued and paid, equal to
 * the period's interest once settled, then the partner switches to Vietnamese and the money keeps
 * its unit.
 */
test('a lending partner reads its transaction history with the interest paid per period', async ({
  page,
}) => {
  await page.goto('/partner/lending-service/transaction-history');
  const list = page.getByTestId('lending-history-list-page');
  await expect(list).toBeVisible();
  await expect(list).not.toContainText('Requested');
  await page.goto('/partner/lending-service/transaction-history?status=7');
  await expect(list.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(list).toContainText('Settled');
  await list.getByTestId('lending-history-row-link').first().click();
  await expect(page).toHaveURL(/\/transaction-history\/\d+$/);

  const detail = page.getByTestId('lending-detail');
  await expect(detail).toContainText('Settled');
  const periods = page.getByTestId('lending-periods-table').locator('tbody tr.ant-table-row');
  await expect(periods.first()).toBeVisible();
  const headers = await page.getByTestId('lending-periods-table').locator('thead th').allTextContents();
  const at = (label: string) => headers.findIndex((h) => h.trim() === label);
  for (const row of await periods.all()) {
    const cells = await row.locator('td').allTextContents();
    expect(cells[at('Interest paid')]).toMatch(/^VND [\d,]+$/);
    expect(cells[at('Interest paid')]).toBe(cells[at('Interest')]);
    expect(cells[at('Interest accrued')]).toBe(cells[at('Interest')]);
  }
  // The loan's timeline ends with the partner's confirmation of the settlement.
  await expect(detail).toContainText('Confirm settlement');
  await shot(page, 'lending-history-en');
  await page.getByTestId('language-vi').click();
  await expect(page.getByTestId('lending-interest')).toContainText('Lãi đã trả');
  await expect(page.getByTestId('lending-periods-table')).toContainText(/[\d.]+ đ/);
});

test.describe('the funder extends a loan', () => {
  test.use({ asUser: 'master' });

  /**
   * The funder opens a disbursed loan on the extension screen, picks a later maturity, reads the
   * extra interest the domain's extension rule computes, sends the request, and finds the loan
   * among those with an extension asked for.
   */
  test('a loan extension is previewed, requested and listed', async ({ page }) => {
    await page.goto('/fun/partner-payment/lending/LendingExtentioinEdit');
    await expect(page.getByTestId('lending-extend-list-page')).toBeVisible();
    await page.getByTestId('lending-extend-row-link').first().click();
    const drawer = page.getByTestId('lending-extension-drawer');
    await expect(drawer.getByRole('heading', { name: 'Edit a loan extension' })).toBeVisible();
    await expect(page.getByTestId('lending-extension-submit')).toBeDisabled();
    const current = await drawer
      .getByText(/^\d{2}\/\d{2}\/\d{4}$/)
      .first()
      .textContent();
    const [month, day, year] = current!.split('/').map(Number);
    const later = `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${year! + 1}`;
    await typeDate(page, 'lending-extension-date', later);
    await expect(page.getByTestId('lending-extension-extra')).toContainText(/VND [\d,]+/);
    await expect(page.getByTestId('lending-extension-schedule-table')).toContainText(later);
    await page.getByTestId('lending-extension-submit').click();
    await closeSuccessDialog(page);
    await expect(page).toHaveURL(/LendingExtentionEditView\?lending=\d+$/);
    await expect(
      page.getByTestId('lending-extended-list-page').locator('tbody tr.ant-table-row'),
    ).not.toHaveCount(0);
  });
});
