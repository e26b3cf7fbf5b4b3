import { expect, test } from '../support/fixtures.ts';
import { figureLink, listTotal } from '../support/homes.ts';
import { signInToHome } from '../support/login-form.ts';
import { shot } from '../support/shots.ts';

/**
 * The supplier's home (issue 22): supplier1 signs in, lands on its home, reads a figure and
 * follows it to the list behind it, which shows the same count with the figure's filter applied.
 */
test.describe('supplier home', () => {
  test('a figure links to its list, which counts the same', async ({ page }) => {
    await signInToHome(page, 'supplier1', '/sup/home');
    await expect(page.getByTestId('supplier-home-page')).toBeVisible();
    // Every amount carries its unit.
    await expect(page.getByTestId('supplier-home-money-received')).toContainText('đ');
    // The charts draw (Chart.js is loaded with the page, not before).
    await expect(page.getByTestId('supplier-home-status-chart').locator('canvas')).toBeVisible();
    await shot(page, 'supplier-home-vi');

    // Receivables by status: the first status the supplier has, and its count.
    const figure = page.getByTestId('supplier-home-status').getByRole('link').first();
    const count = Number(await figure.getAttribute('data-count'));
    expect(count).toBeGreaterThan(0);
    await figure.click();

    await expect(page).toHaveURL(/\/sup\/trading\?status=[A-Z_]+$/);
    await expect(page.getByTestId('receivables-list-page').getByTestId('paginator-total')).toHaveText(
      `Tổng số ${count} bản ghi`,
    );

    // The maturity buckets link with the open filter, which the list shows as its own filter.
    await page.goBack();
    const bucket = page.getByTestId('supplier-home-maturity').getByRole('link').first();
    const inBucket = Number(await bucket.getAttribute('data-count'));
    await bucket.click();
    await expect(page).toHaveURL(/\/sup\/trading\?open=true/);
    if (inBucket > 0)
      await expect(page.getByTestId('receivables-list-page').getByTestId('paginator-total')).toHaveText(
        `Tổng số ${inBucket} bản ghi`,
      );
  });

  test.describe('individual supplier, in English', () => {
    test.use({ uiLocale: 'en' });

    test('signs in to its home; a figure opens its list, which counts the same', async ({ page }) => {
      await signInToHome(page, 'indsupplier1', '/indsup/home');
      await expect(page.getByTestId('supplier-home-page')).toBeVisible();
      // Amounts in English carry the unit before the number.
      await expect(page.getByTestId('supplier-home-money-received')).toContainText('VND');
      await expect(page.getByTestId('supplier-home-maturity')).toContainText(/VND [\d,]+/);
      await shot(page, 'indsupplier-home-en');

      const status = await figureLink(page.getByTestId('supplier-home-status'));
      expect(status.count).toBeGreaterThan(0);
      await status.link.click();
      // The individual supplier's own area, not the company supplier's.
      await expect(page).toHaveURL(/\/indsup\/trading\?status=[A-Z_]+$/);
      expect(await listTotal(page.getByTestId('receivables-list-page'))).toBe(status.count);

      await page.goBack();
      const bucket = await figureLink(page.getByTestId('supplier-home-maturity'));
      await bucket.link.click();
      await expect(page).toHaveURL(/\/indsup\/trading\?open=true/);
      expect(await listTotal(page.getByTestId('receivables-list-page'))).toBe(bucket.count);
    });
  });
});
