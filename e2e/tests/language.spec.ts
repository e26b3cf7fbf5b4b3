import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { inputOf } from '../support/sample-form.ts';
import { createSample, uniqueCode } from '../support/samples.ts';
import { LOCALE_COOKIE } from '../support/session.ts';
import { shot } from '../support/shots.ts';

async function localeCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === LOCALE_COOKIE)?.value;
}

test.describe('language switch', () => {
  test('the login screen is Vietnamese by default and switches to English, surviving a reload', async ({
    page,
  }) => {
    await page.goto('/');
    const heading = page.getByTestId('login-page').getByRole('heading');
    await expect(heading).toHaveText('Đăng nhập');
    await expect(page.getByTestId('login-submit')).toHaveText(/Đăng nhập/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

    await page.getByTestId('language-en').click();
    await expect(heading).toHaveText('Sign in');
    await expect(page.getByText('Username or e-mail')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await localeCookie(page)).toBe('en');
    await shot(page, 'login-en');

    await page.reload();
    await expect(heading).toHaveText('Sign in');

    await page.getByTestId('language-vi').click();
    await expect(heading).toHaveText('Đăng nhập');
    expect(await localeCookie(page)).toBe('vn');
  });

  test.describe('signed in', () => {
    test.use({ asUser: 'master' });

    test('the header switch changes texts and date formats, surviving a reload', async ({
      page,
      request,
      login,
    }) => {
      const code = uniqueCode('LANG');
      // A Tuesday whose day is above 12, so dd/mm and mm/dd cannot be confused.
      const id = await createSample(request, login.token, {
        code,
        name: 'Hàng mẫu ngôn ngữ',
        email: 'lang@example.vn',
        phone: '0909123456',
        amount: 125_000_000,
        rate: 8,
        effective_date: '2026-03-17',
      });

      await page.goto(`/sample?keyword=${code}`);
      const row = page.locator(`tr[data-row-id="${id}"]`);
      await expect(row).toContainText('17/03/2026');
      await expect(page.getByTestId('logout')).toHaveText(/Đăng xuất/);
      await expect(page.getByRole('columnheader', { name: 'Ngày hiệu lực' })).toBeVisible();

      await page.getByTestId('language-en').click();
      await expect(page.getByTestId('logout')).toHaveText(/Log out/);
      await expect(row).toContainText('03/17/2026');
      await expect(row).not.toContainText('17/03/2026');
      await expect(page.getByRole('columnheader', { name: 'Effective date' })).toBeVisible();
      expect(await localeCookie(page)).toBe('en');
      await shot(page, 'sample-list-en');

      await page.reload();
      await expect(page.getByTestId('logout')).toHaveText(/Log out/);
      await expect(row).toContainText('03/17/2026');

      // The detail page's date picker follows the language too.
      await page.goto(`/sample/${id}`);
      const date = await inputOf(page, 'sample-effective-date');
      await expect(date).toHaveValue('03/17/2026');
      await page.getByTestId('language-vi').click();
      await expect(date).toHaveValue('17/03/2026');
      await expect(page.getByTestId('logout')).toHaveText(/Đăng xuất/);
    });
  });
});
