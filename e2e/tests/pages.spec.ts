import { expect, test } from '../support/fixtures.ts';
import { shot } from '../support/shots.ts';

test.describe('not-found page', () => {
  test('an unknown route shows the spec text and links home (signed out)', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    const notFound = page.getByTestId('not-found');
    await expect(notFound).toContainText('This page could not be found');
    await shot(page, 'not-found');
    await page.getByTestId('not-found-home').click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByTestId('login-page')).toBeVisible();
  });

  test.describe('signed in', () => {
    test.use({ asUser: 'accountant' });

    test('an unknown funder route shows the spec text; the link goes to the home page', async ({ page }) => {
      await page.goto('/fun/no-such-screen');
      await expect(page.getByTestId('not-found')).toContainText('This page could not be found');
      await page.getByTestId('not-found-home').click();
      await expect(page).toHaveURL((url) => url.pathname === '/fun/transactions/progress');
    });
  });
});

test.describe('being-built screen', () => {
  test.use({ asUser: 'master' });

  // Savings source transfers: a funder screen with no server call yet (decision 0113).
  test('a placeholder funder screen says it is being built', async ({ page }) => {
    await page.goto('/fun/tichluy/SourceTranfer');
    const built = page.getByTestId('being-built');
    await expect(built).toBeVisible();
    await expect(page.getByTestId('being-built-title')).toHaveText('Chuyển nguồn tích lũy');
    await expect(built).toContainText('Màn hình đang được xây dựng');
    await expect(page.locator('[data-menu-key="fun.savings.source-transfer"]')).toHaveClass(
      /ant-menu-item-selected/,
    );
    await shot(page, 'being-built');
  });
});
