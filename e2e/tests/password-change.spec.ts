import { expect, test } from '../support/fixtures.ts';

test.describe('a user signed in with a one-time password', () => {
  test.use({ asUser: 'viewer' });

  test('is kept on the change-password screen, with the reason, whatever page they open', async ({
    page,
  }) => {
    // The server flags such a user (the first MASTER of a real deployment); the demo has none,
    // so the session answer of this demo user is flagged on its way to the portal.
    await page.route('**/api/auth/user', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { user: Record<string, unknown> };
      await route.fulfill({ response, json: { user: { ...body.user, must_change_password: true } } });
    });
    for (const path of ['/fun/transactions/progress', '/fun/profile/account-info', '/fun/buyer/list']) {
      await page.goto(path);
      await expect(page, path).toHaveURL((url) => url.pathname === '/fun/profile/change-password');
    }
    await expect(page.getByTestId('password-must-change')).toContainText(
      'Mật khẩu hiện tại chỉ dùng cho lần đăng nhập đầu tiên',
    );
    await expect(page.getByTestId('change-password-page')).toBeVisible();
  });
});
