import { expect, test } from '../support/fixtures.ts';
import { signInWithForm } from '../support/login-form.ts';
import { shot } from '../support/shots.ts';
import { DEMO_PASSWORD } from '../support/users.ts';

/**
 * The supplier's home (issue 22): supplier1 signs in, lands on its home, reads a figure and
 * follows it to the list behind it, which shows the same count with the figure's filter applied.
 */
test.describe('supplier home', () => {
  test('a figure links to its list, which counts the same', async ({ page }) => {
    await page.goto('/');
    await signInWithForm(page, 'supplier1', DEMO_PASSWORD);
    await expect(page).toHaveURL((url) => url.pathname === '/sup/home');
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
});
