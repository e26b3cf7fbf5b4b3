import { expect, test } from '../support/fixtures.ts';
import { openBuyerWaiting as openWaiting } from '../support/review.ts';
import { closeSuccess, dialog } from '../support/sample-form.ts';
import { LOCALE_COOKIE } from '../support/session.ts';
import { shot } from '../support/shots.ts';

/**
 * Buyer confirmation (issue 10 part 3): buyer1 (BUY01) finds the demo transaction SUP01 signed
 * in its waiting list, looks at its receivables and documents, goes through the documents and
 * confirms it; it rejects another one, a reason being required.
 */
test.describe('buyer transactions', () => {
  test.use({ asUser: 'buyer1' });

  test('a demo buyer confirms a waiting transaction', async ({ page }) => {
    await openWaiting(page, 'GD-DEMO-B01');
    await expect(page.getByTestId('buyer-transaction-receivables')).toContainText('HD-DEMO-');
    await shot(page, 'buyer-transeachtime-popup');
    await page.getByRole('tab', { name: 'Hồ sơ giao dịch' }).click();
    await expect(page).toHaveURL(/#view-file-docs$/);
    await page.getByRole('tab', { name: 'Thông tin giao dịch' }).click();

    await page.getByTestId('buyer-confirm').click();
    const sign = dialog(page, 'Ký xác nhận hồ sơ');
    await expect(sign.getByTestId('buyer-confirm-submit')).toBeDisabled();
    await sign.getByTestId('buyer-confirm-checked').check();
    await sign.getByTestId('buyer-confirm-submit').click();
    await closeSuccess(page);
    await expect(page.getByTestId('buyer-transaction-summary')).toContainText('Đã xác nhận');
    // Only the actions allowed now: none once confirmed.
    await expect(page.getByTestId('buyer-confirm')).toHaveCount(0);

    await page.goto('/buy/transeachtime#transeachtime-confirm');
    await expect(
      page.getByTestId('buyer-transeachtime-row-link').filter({ hasText: 'GD-DEMO-B01' }),
    ).toBeVisible();
    await shot(page, 'buyer-transeachtime-confirmed');
  });

  test('a rejection needs a reason', async ({ page }) => {
    await openWaiting(page, 'GD-DEMO-B04');
    await page.getByTestId('buyer-reject').click();
    await page.getByTestId('buyer-reject-submit').click();
    await expect(page.getByText('Vui lòng nhập lý do')).toBeVisible();
    await page.getByTestId('buyer-reject-reason').fill('Số tiền không khớp với hóa đơn đã nhận');
    await page.getByTestId('buyer-reject-submit').click();
    await closeSuccess(page);
    await expect(page.getByTestId('buyer-transaction-summary')).toContainText(
      'Số tiền không khớp với hóa đơn đã nhận',
    );
    await page.goto('/buy/trans-his');
    await expect(
      page.getByTestId('buyer-trans-his-row-link').filter({ hasText: 'GD-DEMO-B04' }),
    ).toBeVisible();
  });

  test('the buyer’s home shows its statistics: receivables, due dates, settlements, debt sold and its files', async ({
    page,
  }) => {
    await page.goto('/buy/home');
    await expect(
      page.getByTestId('buyer-home-summary').locator('tbody tr.ant-table-row').first(),
    ).toBeVisible();
    const maturity = page.getByTestId('buyer-home-maturity').locator('tbody tr.ant-table-row');
    await expect(maturity.first()).toBeVisible();
    // A due date opens its receivables (list-summary-maturity-ar-details).
    await maturity.first().locator('.ant-table-row-expand-icon').click();
    await expect(
      page.locator('[data-testid^="buyer-home-maturity-2"] tbody tr.ant-table-row').first(),
    ).toBeVisible();
    const sold = page.getByTestId('buyer-home-debt-sale').locator('tbody tr.ant-table-row');
    const paid = sold.filter({ hasText: 'GD-DEMO-B05' });
    await expect(paid).toBeVisible();
    await paid.getByRole('button', { name: 'Hồ sơ' }).click();
    await expect(page.getByRole('dialog', { name: 'Hồ sơ giao dịch GD-DEMO-B05' })).toBeVisible();
    await shot(page, 'buyer-home-vi');
    await page.keyboard.press('Escape');
    await page.context().addCookies([{ name: LOCALE_COOKIE, value: 'en', url: page.url() }]);
    await page.reload();
    await expect(page.getByText('Debt sold to the funder')).toBeVisible();
    await shot(page, 'buyer-home-en');
  });
});
