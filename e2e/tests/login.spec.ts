import { expect, test } from '../support/fixtures.ts';
import { signInWithForm } from '../support/login-form.ts';
import { sideMenu } from '../support/menu.ts';
import { storedSession } from '../support/session.ts';
import { shot } from '../support/shots.ts';
import { DEMO_PASSWORD } from '../support/users.ts';

test.describe('login form', () => {
  test('a funder signs in through the form, lands on its home and logs out', async ({ page }) => {
    await page.goto('/');
    await shot(page, 'login-vi');
    await signInWithForm(page, 'master', DEMO_PASSWORD);

    await expect(page).toHaveURL((url) => url.pathname === '/fun/transactions/progress');
    await expect(sideMenu(page)).toBeVisible();
    await expect(page.getByTestId('user-full-name')).toHaveText('Phạm Quốc Bảo');
    await expect(page.getByTestId('user-position')).toHaveText('Tổng Giám đốc');
    expect(await storedSession(page)).not.toBeNull();

    // A reload keeps the session.
    await page.reload();
    await expect(page.getByTestId('user-full-name')).toHaveText('Phạm Quốc Bảo');

    const { token } = JSON.parse((await storedSession(page)) ?? '{}') as { token: string };
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByTestId('login-page')).toBeVisible();
    expect(await storedSession(page)).toBeNull();
    // The portal signed out on the server too: a copy of the token is worthless now.
    const reused = await page.request.get('/api/auth/user', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reused.status()).toBe(401);

    // Signed out, a private page sends back to the login page.
    await page.goto('/fun/transactions/progress');
    await expect(page.getByTestId('login-page')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('a wrong password shows the spec message and stays on the login page', async ({ page }) => {
    await page.goto('/');
    await signInWithForm(page, 'master', 'Wrong@12345');

    await expect(page.getByTestId('login-error')).toContainText('Tên đăng nhập hoặc mật khẩu không đúng!');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByTestId('login-page')).toBeVisible();
    await expect(sideMenu(page)).toHaveCount(0);
    expect(await storedSession(page)).toBeNull();
    await shot(page, 'login-wrong-password');
  });

  test('after signing in the user goes back to the private page they opened', async ({ page }) => {
    await page.goto('/fun/buyer/list');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/' && url.searchParams.get('redirect') === '/fun/buyer/list',
    );
    await signInWithForm(page, 'master', DEMO_PASSWORD);
    await expect(page).toHaveURL((url) => url.pathname === '/fun/buyer/list');
    await expect(page.locator('[data-menu-key="fun.client.buyer"]')).toHaveClass(/ant-menu-item-selected/);
  });
});
