import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { signInWithForm } from '../support/login-form.ts';
import { DEMO_PASSWORD } from '../support/users.ts';

/** Sign in with the form, then open the home from the menu's first line. */
async function openHome(page: Page, username: string): Promise<void> {
  await page.goto('/');
  await signInWithForm(page, username, DEMO_PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/fun/'));
  await page.goto('/fun/home');
  await expect(page.getByTestId('home-figures')).toBeVisible();
}

/** The count a home figure shows (antd Statistic's value). */
async function countOf(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).locator('.ant-statistic-content-value').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** The list's total as its paginator writes it ("Tổng số 3 bản ghi"). */
async function listTotal(page: Page): Promise<number> {
  const total = page.getByTestId('paginator-total');
  await expect(total).toBeVisible();
  return Number(((await total.textContent()) ?? '').replace(/\D/g, ''));
}

/**
 * Homes (issue 22): an accountant and a CA manager each sign in and read the figures of their
 * role, then follow one figure to the list behind it, which shows as many rows as the figure says.
 */
test('an accountant and a CA manager read their homes and follow a figure to its list', async ({ page }) => {
  // The accountant: payments only, the early payments to make open the early-payment list.
  await openHome(page, 'accountant');
  await expect(page.getByTestId('home-payments')).toBeVisible();
  await expect(page.getByTestId('home-review')).toHaveCount(0);
  await expect(page.getByTestId('home-early-unpaid-amount')).toHaveText(/^[\d.]+ đ$/);
  const early = await countOf(page, 'home-early-unpaid');
  await page.getByTestId('home-early-unpaid').click();
  await expect(page).toHaveURL((url) => url.pathname === '/fun/early-payment');
  await expect(page.getByTestId('early-payment-list-page')).toBeVisible();
  expect(await listTotal(page)).toBe(early);

  // Sign out, then the CA manager: the review queue; a stage opens its list filtered to it.
  await page.evaluate(() => localStorage.clear());
  await openHome(page, 'camanager');
  await expect(page.getByTestId('home-review')).toBeVisible();
  await expect(page.getByTestId('home-payments')).toHaveCount(0);
  const review = await countOf(page, 'home-stage-CREDIT_REVIEW');
  await page.getByTestId('home-stage-CREDIT_REVIEW').click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/fun/transactions/progress' && url.searchParams.get('state') === 'CREDIT_REVIEW',
  );
  await expect(page.getByTestId('funder-progress-list-page')).toBeVisible();
  expect(await listTotal(page)).toBe(review);
});
