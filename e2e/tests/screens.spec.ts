import { type MenuItem, menuFor } from '@arflow/domain/menus';
import { expect, test } from '../support/fixtures.ts';

// Every menu entry leads to a screen that renders (its page or the being-built page), never the
// not-found or error page. menuFor only lists the entries here; which entries each role must see
// is asserted against spec §6 in menus.spec.ts.
const WALKERS = ['master', 'buyer1', 'supplier1', 'indsupplier1', 'partner1'] as const;

function leaves(items: readonly MenuItem[]): string[] {
  return items.flatMap((i) => (i.children ? leaves(i.children) : i.path ? [i.path] : []));
}

for (const username of WALKERS) {
  test.describe(`${username} walks its whole menu`, () => {
    test.use({ asUser: username });

    test('every entry opens its screen', async ({ page, login }) => {
      test.setTimeout(180_000);
      const paths = leaves(menuFor(login.user));
      expect(paths.length).toBeGreaterThan(3);
      for (const path of paths) {
        await page.goto(path);
        await expect(page, path).toHaveURL((url) => url.pathname === path);
        await expect(page.getByTestId('breadcrumb'), path).toBeVisible();
        await expect(page.getByTestId('not-found'), path).toHaveCount(0);
        await expect(page.getByTestId('error-page'), path).toHaveCount(0);
        await expect(page.locator('.ant-menu-item-selected'), path).toHaveCount(1);
      }
    });
  });
}
