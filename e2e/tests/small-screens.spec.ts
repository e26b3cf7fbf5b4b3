import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { shot } from '../support/shots.ts';

const box = async (l: Locator) => {
  const b = await l.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
};

/**
 * A phone-wide screen (issue 21 item 2): the side menu opens over the page as a drawer instead
 * of squeezing the page beside it, and a detail table stacks each label above its value.
 */
test.describe('on a 390 px wide screen', () => {
  test.use({ asUser: 'supplier1', viewport: { width: 390, height: 844 } });

  test('the side menu opens over the list, which keeps its width', async ({ page }) => {
    await page.goto('/sup/transeachtime');
    const list = page.getByTestId('transactions-list-page');
    await expect(
      page.getByTestId('transactions-table').locator('tbody tr.ant-table-row').first(),
    ).toBeVisible();
    const before = await box(list);
    // Nothing runs past the screen's edge (the date range's two pickers once did by 40 px).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'small-list-menu-closed');

    await page.getByTestId('menu-toggle').click();
    const menu = page.locator('#side-menu');
    await expect(menu.getByRole('menuitem').first()).toBeInViewport();
    const after = await box(list);
    // The page has not moved nor shrunk: the menu lies over it.
    expect(after.x).toBe(before.x);
    expect(after.width).toBe(before.width);
    // The drawer grows to its width in an animation: wait for it rather than read it mid-way.
    await expect.poll(async () => (await box(menu)).width).toBeGreaterThan(200);
    await shot(page, 'small-list-menu-open');

    // The shade beside the menu closes it, as does choosing a page.
    await page.getByTestId('menu-mask').click({ position: { x: 370, y: 400 } });
    await expect(page.getByTestId('menu-toggle')).toHaveAttribute('aria-expanded', 'false');
    await page.getByTestId('menu-toggle').click();
    await menu.getByRole('menuitem', { name: 'Trang chủ' }).click();
    await expect(page).toHaveURL(/\/sup\/home$/);
    await expect(page.getByTestId('menu-toggle')).toHaveAttribute('aria-expanded', 'false');
  });

  test('a transaction’s details put each label above its value', async ({ page }) => {
    await page.goto('/sup/transeachtime');
    await page.getByTestId('transactions-table').locator('tbody tr.ant-table-row').first().click();
    const code = page.getByTestId('transaction-drawer').getByTestId('trans-code');
    await expect(code).toBeVisible();
    const cell = page.getByTestId('transaction-drawer').locator('.ant-descriptions-item-content').first();
    const label = page.getByTestId('transaction-drawer').locator('.ant-descriptions-item-label').first();
    const [l, c] = [await box(label), await box(cell)];
    expect(l.y + l.height).toBeLessThanOrEqual(c.y + 1);
    // The value has the drawer's width, not a sliver beside its label.
    expect(c.width).toBeGreaterThan(250);
    await shot(page, 'small-transaction-detail');

    await page.goto('/sup/setup/company-info');
    const info = page.getByTestId('company-info-page');
    const infoLabel = info.locator('.ant-descriptions-item-label').first();
    const infoValue = info.locator('.ant-descriptions-item-content').first();
    await expect(infoValue).toBeVisible();
    const [il, iv] = [await box(infoLabel), await box(infoValue)];
    expect(il.y + il.height).toBeLessThanOrEqual(iv.y + 1);
    await shot(page, 'small-company-info');
  });
});
