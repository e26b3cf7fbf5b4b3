import { expect, test } from '../support/fixtures.ts';
import { apiClient, apiLogin } from '../support/session.ts';

/**
 * The invitation link's screen (/register/{token}). The suite's server keeps its database to
 * itself (e2e-server.mjs exposes no DATABASE_URL) and only the SHA-256 of a token is stored, so
 * the real token of an e-mail cannot be had here: the accept-and-sign-in path against the real
 * server is covered by the API tests (modules/join/join.int.test.ts). Here: the real server's
 * answer to a dead link, and the screen's own journey with the two join calls answered in the
 * browser.
 */
test.describe('an invited member opening their link', () => {
  test('with a link the server does not know sees why and the way to sign in', async ({
    page,
    baseURL,
    playwright,
  }) => {
    // A real invitation exists (added by a funder master), yet a guessed token finds nothing.
    const api = await apiClient(playwright, baseURL!);
    const master = await apiLogin(api, 'master');
    const email = `moi.${Date.now()}@vidu.vn`;
    const added = await api.post('/api/user/funder/add', {
      headers: { authorization: `Bearer ${master.token}` },
      data: {
        full_name: 'Trần Văn Mời',
        position: 'Chuyên viên',
        email,
        tel_num: '0901234567',
        role_id: 'VIEWER',
      },
    });
    expect(added.status(), await added.text()).toBe(200);
    expect((await added.json()).data.status).toBe('INVITED');
    await api.dispose();

    await page.goto(`/register/${'A'.repeat(43)}`);
    await expect(page.getByTestId('register-layout')).toBeVisible();
    await expect(page.getByTestId('join-error')).toContainText('Liên kết mời không hợp lệ');
    await expect(page.getByTestId('join-page')).toHaveCount(0);
    await page.getByTestId('join-to-login').click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('sees the invitation, is held to the password rules and lands home signed in', async ({
    page,
    baseURL,
    playwright,
  }) => {
    const api = await apiClient(playwright, baseURL!);
    const signedIn = await apiLogin(api, 'supplier1');
    await api.dispose();
    let registered: Record<string, unknown> | null = null;
    await page.route('**/api/auth/check-join/**', (route) =>
      route.fulfill({
        json: {
          data: {
            email: 'moi@minhphat.vn',
            full_name: 'Trần Văn Mời',
            company_name: 'Công ty TNHH Minh Phát',
            username: 'moi',
            expires_at: new Date(Date.now() + 3600_000).toISOString(),
          },
        },
      }),
    );
    await page.route('**/api/user/register', (route) => {
      registered = route.request().postDataJSON();
      return route.fulfill({ json: signedIn });
    });

    await page.goto('/register/tokenfromtheemail0123456789');
    await expect(page.getByTestId('join-company')).toHaveText('Công ty TNHH Minh Phát');
    await expect(page.getByTestId('join-email')).toHaveText('moi@minhphat.vn');
    await expect(page.getByTestId('join-username')).toHaveValue('moi');
    await expect(page.getByText('@$!%*#?&')).toBeVisible();

    await page.getByTestId('join-password').fill('abc');
    await page.getByTestId('join-confirm').fill('abd');
    await page.getByTestId('join-submit').click();
    await expect(page.getByText('Xác nhận mật khẩu mới không khớp')).toBeVisible();
    expect(registered).toBeNull();

    await page.getByTestId('join-password').fill('Hoa-sen#2026');
    await page.getByTestId('join-confirm').fill('Hoa-sen#2026');
    await page.getByTestId('join-submit').click();
    await expect(page.getByTestId('dialog-success')).toContainText('Tài khoản của bạn đã được kích hoạt');
    expect(registered).toEqual({
      token: 'tokenfromtheemail0123456789',
      username: 'moi',
      password: 'Hoa-sen#2026',
      confirm_password: 'Hoa-sen#2026',
    });
    await page.getByRole('button', { name: 'Đồng ý' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/sup/home');
  });
});

test.describe('funder staff invited by the master', () => {
  test.use({ uiLocale: 'en' });

  test('open the funder registration link from the mailbox, register and land on the funder home', async ({
    page,
    baseURL,
    playwright,
  }) => {
    const api = await apiClient(playwright, baseURL!);
    const master = await apiLogin(api, 'master');
    const stamp = Date.now().toString(36);
    const email = `nhanvien.${stamp}@arflow.vn`;
    const added = await api.post('/api/user/funder/add', {
      headers: { authorization: `Bearer ${master.token}` },
      data: {
        full_name: 'Đỗ Thị Mới',
        position: 'Chuyên viên',
        email,
        tel_num: '0901234567',
        role_id: 'VIEWER',
      },
    });
    expect(added.status(), await added.text()).toBe(200);
    const mails = await (await api.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
    await api.dispose();
    const path = /(\/fun\/register\/[A-Za-z0-9_-]+)/.exec(mails.data[0].body)![1]!;

    await page.goto(path);
    await expect(page.getByTestId('register-layout')).toBeVisible();
    await expect(page.getByTestId('join-email')).toHaveText(email);
    await page.getByTestId('join-username').fill(`nv${stamp}`.slice(0, 16));
    await page.getByTestId('join-password').fill('Hoa-sen#2026');
    await page.getByTestId('join-confirm').fill('Hoa-sen#2026');
    await page.getByTestId('join-submit').click();
    await expect(page.getByTestId('dialog-success')).toContainText('Your account is activated');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/fun/'));
    await expect(page.getByTestId('user-full-name')).toHaveText('Đỗ Thị Mới');
  });
});
