import { expect, test } from '../support/fixtures.ts';
import { digitsOf, figureLink, listTotal } from '../support/homes.ts';
import { signInToHome } from '../support/login-form.ts';
import { shot } from '../support/shots.ts';

/**
 * The partner's home (spec §2 /partner/home, issue 22): partner1 signs in, in English, and reads
 * its funding and guarantee limits, what is unpaid this week and this month, and the calendar of
 * expected payments, whose days add up to those figures; the week and month views move through
 * time. Each unpaid figure opens the partner's funded receivables due in its range and not yet
 * paid (decision 0098), as many as the figure counts.
 */
test.use({ uiLocale: 'en' });

test('a partner reads its limits, unpaid amounts and the calendar of expected payments', async ({ page }) => {
  await signInToHome(page, 'partner1', '/partner/home');
  await expect(page.getByTestId('partner-home')).toBeVisible();

  // Limits, available and total, with their unit.
  for (const limit of ['partner-funding', 'partner-guarantee']) {
    await expect(page.getByTestId(limit)).toContainText('Available');
    await expect(page.getByTestId(limit)).toContainText(/Total limit: VND [\d,]+/);
  }
  await expect(page.getByTestId('partner-unpaid-week')).toContainText(/VND [\d,]+/);
  await shot(page, 'partner-home-en');

  // This week: the calendar's unpaid amounts add up to the week's figure; a week without any says so.
  const unpaidOf = async () =>
    (await page.getByTestId('partner-calendar').locator('[data-testid^="partner-day-"]').allTextContents())
      .map((day) => /Unpaid: VND ([\d,]+)/.exec(day)?.[1] ?? '0')
      .reduce((sum, amount) => sum + digitsOf(amount), 0);
  const week = digitsOf(
    await page.getByTestId('partner-unpaid-week').locator('.ant-statistic-content-value').textContent(),
  );
  expect(await unpaidOf()).toBe(week);
  if (week === 0) await expect(page.getByTestId('partner-schedule-empty')).toBeVisible();
  const thisWeek = await page.getByTestId('partner-range').textContent();
  await expect(page.getByTestId('partner-calendar').getByText('Mon', { exact: true })).toBeVisible();

  // The month view: the whole month, whose unpaid days add up to the month's figure.
  await page.getByTestId('partner-view').getByText('Month').click();
  await expect(page).toHaveURL((url) => url.searchParams.get('view') === 'month');
  const month = await page.getByTestId('partner-range').textContent();
  expect(month).toMatch(/^(\d{2})\/01\/(\d{4}) – \1\/(28|29|30|31)\/\2$/);
  const unpaidMonth = digitsOf(
    await page.getByTestId('partner-unpaid-month').locator('.ant-statistic-content-value').textContent(),
  );
  expect(await unpaidOf()).toBe(unpaidMonth);

  // Next month, then back: the range moves and the address keeps the date shown.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('partner-range')).not.toHaveText(month!);
  await expect(page).toHaveURL((url) => url.searchParams.has('date'));
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByTestId('partner-range')).toHaveText(month!);
  await page.getByTestId('partner-view').getByText('Week').click();
  await expect(page.getByTestId('partner-range')).not.toHaveText(month!);
  expect(thisWeek).toMatch(/^\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/);

  // An unpaid figure opens the list of what it counts, with as many rows.
  const { link, count } = await figureLink(page.getByTestId('partner-home'));
  await link.click();
  await expect(page.getByTestId('funding-history-page')).toBeVisible();
  await expect(page.getByTestId('funded-ars-range')).toContainText('not yet paid');
  // The payments tab is drawn only once opened: the one paginator is this list's.
  expect(await listTotal(page.getByTestId('funding-history-page'))).toBe(count);
  await shot(page, 'partner-home-funded-ars-en');
});
