import { expect, test } from '../support/fixtures.ts';
import { inputOf } from '../support/sample-form.ts';
import { pageAs } from '../support/session.ts';

/** The business month (Vietnam's), as the KPI screens write months: yyyy-mm. */
function monthIn(offset: number): string {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const i = y * 12 + (m - 1) + offset;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

const NAME = 'KPI CRM cấp cao e2e';

/**
 * Issue 24 part 3: a KPI manager sets a KPI for the CRM seniors from this month, which applies at
 * once; a CRM senior then follows it month by month under effective management.
 */
test.describe
  .serial('KPI', () => {
    test.describe('the manager', () => {
      test.use({ asUser: 'master', uiLocale: 'en' });

      test('sets a KPI with its target proportions, refused first for a month already past', async ({
        page,
      }) => {
        test.setTimeout(120_000);
        await page.goto('/fun/internal/kpi');
        await page.getByTestId('kpi-add').click();
        await expect(page.getByTestId('kpi-form-add-page')).toBeVisible();
        await (await inputOf(page, 'kpi-form-name')).fill(NAME);
        await page.getByTestId('kpi-form-level').click();
        await page
          .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'CRM Senior' })
          .click();
        await (await inputOf(page, 'kpi-form-start-month')).fill(monthIn(-1));
        await (await inputOf(page, 'kpi-form-close-month')).fill(monthIn(2));
        await (await inputOf(page, 'kpi-form-target')).fill('200000000');
        await page.getByTestId('kpi-form-save').click();
        await expect(
          page.getByText('The start month must not be before the current month').first(),
        ).toBeVisible();
        await page.getByRole('button', { name: 'OK' }).click();
        await expect(page.getByRole('button', { name: 'OK' })).toHaveCount(0);

        await (await inputOf(page, 'kpi-form-start-month')).fill(monthIn(0));
        await page.getByTestId('kpi-form-save').click();
        await expect(page.getByText('Saved successfully.')).toBeVisible();
        // Saved, the form goes back to the list.
        await page.getByRole('dialog', { name: 'Success!' }).getByRole('button').last().click();
        await expect(page).toHaveURL(/\/fun\/internal\/kpi$/);
        const row = page.getByRole('row', { name: new RegExp(NAME) });
        await expect(row).toContainText('Applied');
        await expect(row).toContainText('CRM Senior');
      });

      test('follows an appraiser’s months, and the appraiser reads their KPI history', async ({
        page,
        browser,
        baseURL,
        playwright,
      }) => {
        test.setTimeout(120_000);
        // The demo CA manager (camanager) is held to the demo appraisal KPI since two months ago.
        await page.goto('/fun/effective-management/expertise');
        await page
          .getByRole('row', { name: /Hoàng Văn Dũng/ })
          .getByRole('link')
          .first()
          .click();
        await expect(page).toHaveURL(/\/fun\/effective-management\/expertise\/\d+$/);
        const months = page.getByTestId('staff-months-table');
        await expect(months).toContainText('KPI quản lý thẩm định');
        await expect(months).toContainText(monthIn(-1));
        await expect(months).toContainText(/100[.,]000[.,]000/);

        const appraiser = await pageAs(browser, baseURL!, playwright, 'camanager');
        await appraiser.goto('/fun/profile/historykpi');
        const history = appraiser.getByTestId('history-kpi-table');
        await expect(history).toContainText('KPI quản lý thẩm định', { timeout: 30_000 });
        await expect(history.getByRole('row', { name: new RegExp(monthIn(-1)) })).toContainText(
          /100[.,]000[.,]000/,
        );
        await appraiser.context().close();
      });
    });

    test.describe('the CRM senior', () => {
      test.use({ asUser: 'crmsenior', uiLocale: 'en' });

      test('follows the KPI in force month by month', async ({ page }) => {
        await page.goto('/fun/effective-management/follow-kpi');
        await expect(page.getByTestId('follow-kpi-kpi')).toContainText(NAME);
        await expect(page.getByTestId('follow-kpi-chart')).toBeVisible();
        const table = page.getByTestId('follow-kpi-table');
        await expect(table).toContainText(monthIn(0));
        await expect(table).toContainText(/200[.,]000[.,]000/);
      });
    });
  });
