import { expect, test } from '../support/fixtures.ts';

test.describe('area guards', () => {
  test.describe('a supplier', () => {
    test.use({ asUser: 'supplier1' });

    test('opening a funder page is sent to its own home', async ({ page }) => {
      await page.goto('/fun/buyer/list');
      await expect(page).toHaveURL((url) => url.pathname === '/sup/home');
      await expect(page.getByTestId('side-menu')).toBeVisible();
    });

    test('opening a buyer page is sent to its own home', async ({ page }) => {
      await page.goto('/buy/program-config');
      await expect(page).toHaveURL((url) => url.pathname === '/sup/home');
    });
  });

  test.describe('a buyer', () => {
    test.use({ asUser: 'buyer1' });

    test('opening a funder page is sent to its own home', async ({ page }) => {
      await page.goto('/fun/transactions/progress');
      await expect(page).toHaveURL((url) => url.pathname === '/buy/home');
    });
  });

  test('a signed-out user opening a private page is sent to the login page', async ({ page }) => {
    await page.goto('/sup/home');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByTestId('login-page')).toBeVisible();
    await expect(page.getByTestId('side-menu')).toHaveCount(0);
  });
});
