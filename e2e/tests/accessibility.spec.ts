import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { sideMenu } from '../support/menu.ts';
import { shot } from '../support/shots.ts';

/** The WCAG 2.x A and AA rules; best-practice rules are advice, not a gate. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** Runs axe on what the page shows now and fails on a serious or critical violation. */
async function expectNoSeriousViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
}

test.describe('accessibility (axe, WCAG 2 A/AA)', () => {
  test.describe('login page in Vietnamese', () => {
    test('has no serious violations', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('login-page')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
      await expect(page).toHaveTitle('Đăng nhập · ARFlow');
      await expectNoSeriousViolations(page);
    });
  });

  test.describe('login page in English', () => {
    test.use({ uiLocale: 'en' });

    test('has no serious violations', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('login-page')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page).toHaveTitle('Sign in · ARFlow');
      await expectNoSeriousViolations(page);
    });
  });

  test('the not-found page has no serious violations', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page).toHaveTitle('Không tìm thấy trang · ARFlow');
    await expectNoSeriousViolations(page);
  });

  test.describe('signed in as master', () => {
    test.use({ asUser: 'master' });

    test('a funder page with the side menu has no serious violations', async ({ page }) => {
      await page.goto('/fun/transactions/progress');
      await expect(sideMenu(page)).toBeVisible();
      // The funder's review list, loaded: a real list page with filters and a table.
      await expect(page.locator('main .ant-table-row').first()).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test.describe('on a phone-sized screen', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test('the folded menu opens from a keyboard-reachable button', async ({ page }) => {
        await page.goto('/fun/transactions/progress');
        const toggle = page.getByTestId('menu-toggle');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        const menuWidth = async () => (await page.locator('#side-menu').boundingBox())?.width ?? 0;
        // Folded: only the sider's 1px border is left, and its links are out of the tab order.
        await expect.poll(menuWidth).toBeLessThan(2);
        await expect(page.locator('#side-menu')).toHaveAttribute('inert');
        await toggle.focus();
        await page.keyboard.press('Enter');
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect.poll(menuWidth).toBeGreaterThan(200);
        await expect(page.locator('#side-menu')).not.toHaveAttribute('inert');
        await expect(sideMenu(page)).toBeInViewport();
        await shot(page, 'a11y-phone-menu-open');
        await expectNoSeriousViolations(page);
      });
    });

    test('the sample list has no serious violations', async ({ page }) => {
      await page.goto('/sample');
      await expect(page.getByTestId('sample-list-page')).toBeVisible();
      await expect(page.getByTestId('sample-row-link').first()).toBeVisible();
      await expect(page).toHaveTitle('Danh sách mẫu · ARFlow');
      await expectNoSeriousViolations(page);
    });

    test('the sample add form with its validation errors has no serious violations', async ({ page }) => {
      await page.goto('/sample/add');
      await page.getByTestId('sample-save').click();
      await expect(
        page.getByTestId('sample-form').locator('.ant-form-item-explain-error').first(),
      ).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
});
