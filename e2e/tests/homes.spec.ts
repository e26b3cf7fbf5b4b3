import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { figureLink, listTotal, statisticCount } from '../support/homes.ts';
import { signInWithForm } from '../support/login-form.ts';
import { pageAs } from '../support/session.ts';
import { DEMO_PASSWORD } from '../support/users.ts';

/** Sign in with the form, then open the home from the menu's first line. */
async function openHome(page: Page, username: string): Promise<void> {
  await page.goto('/');
  await signInWithForm(page, username, DEMO_PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/fun/'));
  await page.goto('/fun/home');
  await expect(page.getByTestId('home-figures')).toBeVisible();
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
  const early = await statisticCount(page, 'home-early-unpaid');
  await page.getByTestId('home-early-unpaid').click();
  await expect(page).toHaveURL((url) => url.pathname === '/fun/early-payment');
  await expect(page.getByTestId('early-payment-list-page')).toBeVisible();
  expect(await listTotal(page)).toBe(early);

  // Sign out, then the CA manager: the review queue; a stage opens its list filtered to it.
  await page.evaluate(() => localStorage.clear());
  await openHome(page, 'camanager');
  await expect(page.getByTestId('home-review')).toBeVisible();
  await expect(page.getByTestId('home-payments')).toHaveCount(0);
  const review = await statisticCount(page, 'home-stage-CREDIT_REVIEW');
  await page.getByTestId('home-stage-CREDIT_REVIEW').click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/fun/transactions/progress' && url.searchParams.get('state') === 'CREDIT_REVIEW',
  );
  await expect(page.getByTestId('funder-progress-list-page')).toBeVisible();
  expect(await listTotal(page)).toBe(review);
});

/**
 * The other funder roles' homes (issue 22): collection reads overdue debt by days late, relationship
 * staff the buyers and their limits, management every section; each follows a figure to its list,
 * which counts the same.
 */
test('collection, relationship staff and management follow their home figures to the same counts', async ({
  browser,
  baseURL,
  playwright,
}) => {
  // The collector: overdue and bad debt only; a bucket of days late opens the collection list
  // on those due dates.
  const collector = await pageAs(browser, baseURL!, playwright, 'collector');
  await collector.goto('/fun/home');
  await expect(collector.getByTestId('home-collection')).toBeVisible();
  await expect(collector.getByTestId('home-review')).toHaveCount(0);
  await expect(collector.getByTestId('home-pipeline')).toHaveCount(0);
  const overdue = await figureLink(collector.getByTestId('home-overdue'));
  await expect(overdue.link).toContainText('đ');
  await overdue.link.click();
  await expect(collector).toHaveURL((url) => url.pathname === '/fun/debt-collection');
  const collection = collector.getByTestId('debt-collection-list-page');
  await expect(collection).toBeVisible();
  expect(await listTotal(collection)).toBe(overdue.count);
  await collector.context().close();

  // Relationship staff: the joined buyers open the buyer list's tab; the buyers with a programme
  // in force open the credit list filtered to them (not every buyer).
  const crm = await pageAs(browser, baseURL!, playwright, 'crm');
  await crm.goto('/fun/home');
  await expect(crm.getByTestId('home-pipeline')).toBeVisible();
  await expect(crm.getByTestId('home-collection')).toHaveCount(0);
  const joined = await statisticCount(crm, 'home-group-gianhap');
  await crm.getByTestId('home-group-gianhap').click();
  await expect(crm).toHaveURL((url) => url.searchParams.get('group') === 'gianhap');
  expect(await listTotal(crm.getByTestId('buyer-list-page'))).toBe(joined);
  await crm.goBack();
  const limits = crm.getByTestId('home-limits');
  const inForce = Number(await limits.getAttribute('data-count'));
  await expect(limits).toContainText(`${inForce}`);
  await limits.click();
  await expect(crm).toHaveURL(
    (url) => url.pathname === '/fun/buyer/credit' && url.searchParams.get('in_force') === 'true',
  );
  expect(await listTotal(crm.getByTestId('credit-buyer-list-page'))).toBe(inForce);
  await crm.context().close();

  // Management: every section; the settlements due by today open the settlement list up to today.
  const master = await pageAs(browser, baseURL!, playwright, 'master');
  await master.goto('/fun/home');
  for (const section of ['home-review', 'home-payments', 'home-collection', 'home-pipeline'])
    await expect(master.getByTestId(section)).toBeVisible();
  const due = await statisticCount(master, 'home-settlement-due');
  await master.getByTestId('home-settlement-due').click();
  await expect(master).toHaveURL(
    (url) => url.pathname === '/fun/settlement-payment' && url.searchParams.has('due_to'),
  );
  expect(await listTotal(master.getByTestId('settlement-payment-list-page'))).toBe(due);
  await master.context().close();
});
