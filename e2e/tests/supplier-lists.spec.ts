import { expect, test } from '../support/fixtures.ts';

/**
 * The supplier's transaction lists are the shared list (issue 21 item 2): a sortable column
 * header, the spec's filters, the page size and the paginator, all kept in the URL.
 */
test.describe('supplier transaction lists', () => {
  test.use({ asUser: 'supplier1' });

  test('sort, filter and page size live in the URL and reach the API', async ({ page }) => {
    await page.goto('/sup/transeachtime');
    const table = page.getByTestId('transactions-table');
    await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expect(page.getByTestId('paginator')).toBeVisible();
    await expect(page.getByTestId('page-size-select')).toBeVisible();

    const sorted = page.waitForRequest(
      (r) =>
        r.url().endsWith('/request-transaction/transactions') && r.postDataJSON()?.sort_column === 'buy_name',
    );
    await table.locator('th', { hasText: 'Bên mua' }).click();
    await sorted;
    await expect(page).toHaveURL(/sort=buy_name&dir=ASC/);

    await page.getByTestId('transactions-filter-trans-code').fill('GD-DEMO');
    await page.getByTestId('transactions-filter-search').click();
    await expect(page).toHaveURL(/trans_code=GD-DEMO/);
    await expect(table.locator('tbody tr.ant-table-row').first()).toContainText('GD-DEMO');

    // The history of /sup/summary/trans is the same list.
    await page.goto('/sup/summary/trans?sort=total_advance&dir=DESC');
    await expect(page.getByTestId('summary-history-table').locator('th[aria-sort="descending"]')).toHaveCount(
      1,
    );
  });
});
