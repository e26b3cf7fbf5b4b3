import { type MenuItem, menuFor } from '@arflow/domain/menus';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

// Every menu entry leads to a screen that renders (its page or the being-built page), never the
// not-found or error page. menuFor only lists the entries here; which entries each role must see
// is asserted against spec §6 in menus.spec.ts.
const WALKERS = ['master', 'buyer1', 'supplier1', 'indsupplier1', 'partner1'] as const;

/** Letters only Vietnamese uses: an English screen whose interface shows one has an untranslated text. */
const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;

/**
 * The interface's own texts: menu, breadcrumb, headings, buttons, column headers, labels,
 * placeholders and empty states. Table cells and form values are data (Vietnamese names stay
 * Vietnamese in English) and are left out.
 */
async function interfaceTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      '.ant-menu-title-content',
      '[data-testid=breadcrumb]',
      'h1, h2, h3, h4, h5',
      'button:not(.ant-picker-cell *)',
      'th',
      'label',
      '.ant-empty-description',
      '.ant-result-title, .ant-result-subtitle',
      '.ant-select-selection-placeholder',
    ].join(',');
    const texts = Array.from(document.querySelectorAll<HTMLElement>(selector)).map((e) =>
      (e.textContent ?? '').trim(),
    );
    const placeholders = [
      ...Array.from(document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]')),
    ].map((e) => e.placeholder);
    return [...texts, ...placeholders, document.title].filter((t) => t.length > 0);
  });
}

/**
 * Open a path as a menu click does, inside the running portal (React Router follows popstate):
 * a full page load per entry spent most of the walk re-starting the app.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

function leaves(items: readonly MenuItem[]): string[] {
  return items.flatMap((i) => (i.children ? leaves(i.children) : i.path ? [i.path] : []));
}

for (const username of WALKERS) {
  test.describe(`${username} walks its whole menu in English`, () => {
    test.use({ asUser: username, uiLocale: 'en' });

    test('every entry opens its screen, with no Vietnamese interface text', async ({ page, login }) => {
      const paths = leaves(menuFor(login.user));
      expect(paths.length).toBeGreaterThan(3);
      // The walk grows with the menus: a budget per entry, not one figure for the whole walk.
      test.setTimeout(60_000 + paths.length * 6_000);
      await page.goto(paths[0]!);
      for (const path of paths) {
        await navigateInApp(page, path);
        await expect(page, path).toHaveURL((url) => url.pathname === path);
        await expect(page.getByTestId('breadcrumb'), path).toBeVisible();
        await expect(page.getByTestId('not-found'), path).toHaveCount(0);
        await expect(page.getByTestId('error-page'), path).toHaveCount(0);
        await expect(page.locator('.ant-menu-item-selected'), path).toHaveCount(1);
        // The portal followed the navigation: the selected entry is this path's.
        await expect(page.locator('.ant-menu-item-selected a'), path).toHaveAttribute('href', path);
        await expect(page.locator('html'), path).toHaveAttribute('lang', 'en');
        const untranslated = (await interfaceTexts(page)).filter((t) => VIETNAMESE.test(t));
        expect(untranslated, path).toEqual([]);
      }
    });
  });
}

test.describe('the 403 page in English', () => {
  // A funder viewer may not open the category-business screens (spec §6).
  test.use({ asUser: 'viewer', uiLocale: 'en' });

  test('says the action is not allowed in English', async ({ page }) => {
    await page.goto('/fun/category-business/indexm');
    await expect(page.getByTestId('forbidden')).toContainText('Action not allowed');
    const untranslated = (await interfaceTexts(page)).filter((t) => VIETNAMESE.test(t));
    expect(untranslated).toEqual([]);
  });
});
