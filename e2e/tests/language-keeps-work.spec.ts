import { expect, test } from '../support/fixtures.ts';
import { fillSampleForm, inputOf } from '../support/sample-form.ts';
import { shot } from '../support/shots.ts';

/**
 * Issue 20 item 13: a language switch re-renders texts only. It used to remount every page (antd's
 * ConfigProvider changed the tree above them), so the request wizard went back to its first step
 * with an empty buyer picker and a form lost what had been typed.
 */
test.describe('switching the language keeps the request wizard’s state', () => {
  test.use({ asUser: 'supplier1' });

  test('the request wizard keeps its buyer, step, filter and selection', async ({ page }) => {
    await page.goto('/sup/new');
    const picker = page.getByTestId('buyer-select');
    await picker.click();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    const buyer = (await option.textContent()) ?? '';
    await option.click();
    await expect(page.getByTestId('synthesis')).toBeVisible();
    const rows = page.getByTestId('ar-table').locator('tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    await rows.nth(0).getByRole('checkbox').check();
    await expect(page.getByTestId('selection-totals')).toBeVisible();
    const advance = (await page.getByTestId('selection-advance').textContent()) ?? '';
    // The amount is kept; its unit and separators follow the language ('80.000.000 đ', 'VND 80,000,000').
    const digits = advance.replace(/\D/g, '');
    const shown = { vi: advance, en: `VND ${Number(digits).toLocaleString('en-US')}` };
    const filter = page.getByTestId('filter-inv_no');
    await filter.fill('AR');

    const current = page.locator('.ant-steps-item-process');
    await expect(current).toContainText('Khoản phải thu');
    for (const [lang, step] of [
      ['en', 'Receivables'],
      ['vi', 'Khoản phải thu'],
    ] as const) {
      await page.getByTestId(`language-${lang}`).click();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(current).toContainText(step);
      await expect(picker).toContainText(buyer);
      await expect(page.getByTestId('synthesis')).toBeVisible();
      await expect(filter).toHaveValue('AR');
      await expect(page.getByTestId('selection-totals')).toBeVisible();
      await expect(page.getByTestId('selection-advance')).toHaveText(shown[lang]);
    }
    await shot(page, 'language-keeps-wizard');
  });
});

test.describe('switching the language keeps a form’s typed input', () => {
  test.use({ asUser: 'master' });

  test('the sample form keeps what was typed, its date shown in the new language’s order', async ({
    page,
  }) => {
    await page.goto('/sample/add');
    await fillSampleForm(page, {
      code: 'KEEP-001',
      name: 'Giữ nguyên',
      amount: '50000000',
      effectiveDate: '17/03/2026',
    });
    const code = await inputOf(page, 'sample-code');
    const name = await inputOf(page, 'sample-name');
    const date = await inputOf(page, 'sample-effective-date');
    const logout = page.getByTestId('logout');
    await expect(logout).toHaveText(/Đăng xuất/);

    await page.getByTestId('language-en').click();
    await expect(logout).toHaveText(/Log out/);
    await expect(code).toHaveValue('KEEP-001');
    await expect(name).toHaveValue('Giữ nguyên');
    await expect(date).toHaveValue('03/17/2026');
    await shot(page, 'language-keeps-form');

    await page.getByTestId('language-vi').click();
    await expect(logout).toHaveText(/Đăng xuất/);
    await expect(code).toHaveValue('KEEP-001');
    await expect(name).toHaveValue('Giữ nguyên');
    await expect(date).toHaveValue('17/03/2026');
  });
});
