import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The digits of a text as a number: '1.234.567 đ', 'VND 1,234,567', 'Tổng số 12 bản ghi' alike. */
export const digitsOf = (text: string | null): number => Number((text ?? '').replace(/\D/g, ''));

/** The count an antd Statistic figure of a home shows. */
export async function statisticCount(page: Page, testId: string): Promise<number> {
  return digitsOf(await page.getByTestId(testId).locator('.ant-statistic-content-value').textContent());
}

/** The total a list's paginator writes ("Tổng số 3 bản ghi", "Total 3 records") once it shows. */
export async function listTotal(scope: Page | Locator): Promise<number> {
  const total = scope.getByTestId('paginator-total');
  await expect(total).toBeVisible();
  return digitsOf(await total.textContent());
}

/**
 * The first of a home's figure links (`data-count`) under `scope` that counts something, else
 * the first: a journey follows a figure that says something when the data allows it.
 */
export async function figureLink(scope: Locator): Promise<{ link: Locator; count: number }> {
  const links = scope.locator('a[data-count]');
  await expect(links.first()).toBeVisible();
  const counts = await links.evaluateAll((all) => all.map((a) => Number(a.getAttribute('data-count'))));
  const i = Math.max(
    0,
    counts.findIndex((n) => n > 0),
  );
  return { link: links.nth(i), count: counts[i]! };
}
