import { expect, test } from '../support/fixtures.ts';
import { apiClient, apiLogin } from '../support/session.ts';

test.use({ uiLocale: 'en' });

const OLD_PASSWORD = 'Hoa-sen#2026';
const NEW_PASSWORD = 'Sen-hong#2027';

/**
 * A user who forgot their password asks a link on the sign-in page, opens it from the
 * development mailbox, sets a new password and signs in with it. The user is a fresh member
 * (invited by the funder's master, registered through the API), so no demo account's password
 * changes under the other journeys.
 */
test('a user asks a reset link, opens it from the development mailbox, sets a new password and signs in', async ({
  page,
  context,
  baseURL,
  playwright,
}) => {
  const stamp = Date.now().toString(36);
  const email = `quen.${stamp}@vidu.vn`;
  const username = `quen${stamp}`.slice(0, 16);
  const api = await apiClient(playwright, baseURL!);
  const master = await apiLogin(api, 'master');
  const added = await api.post('/api/user/funder/add', {
    headers: { authorization: `Bearer ${master.token}` },
    data: {
      full_name: 'Lê Văn Quên',
      position: 'Chuyên viên',
      email,
      tel_num: '0901234567',
      role_id: 'VIEWER',
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const invites = await (await api.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
  const joinToken = /\/register\/([A-Za-z0-9_-]+)/.exec(invites.data[0].body)![1];
  const registered = await api.post('/api/user/register', {
    data: { token: joinToken, username, password: OLD_PASSWORD, confirm_password: OLD_PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  await api.dispose();

  // Ask the link from the sign-in page; the confirmation is neutral.
  await page.goto('/');
  await page.getByTestId('forgot-password-link').click();
  await expect(page).toHaveURL((url) => url.pathname === '/forgot-password');
  await expect(page.getByTestId('register-layout')).toBeVisible();
  await page.getByTestId('forgot-email').fill(email);
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByTestId('forgot-sent')).toContainText('If an active account uses this address');

  // Open the mail in the development mailbox and follow its link.
  const mailbox = await context.newPage();
  await mailbox.goto('/dev/mailbox');
  await mailbox.getByTestId('dev-mailbox-filter').locator('input').fill(email);
  await expect(mailbox.getByTestId('dev-mail-subject').first()).toContainText('Reset your ARFlow password');
  await mailbox.locator('.ant-table-row-expand-icon').first().click();
  const body = (await mailbox.locator('[data-testid^="dev-mail-body-"]').first().textContent()) ?? '';
  const path = /(\/forgot-password\/[A-Za-z0-9_-]+)/.exec(body)![1]!;
  await mailbox.close();

  await page.goto(path);
  await expect(page.getByTestId('reset-page')).toBeVisible();
  await expect(page.getByTestId('reset-username')).toHaveText(/^q\*+\w$/);
  await expect(page.getByTestId('reset-email')).not.toHaveText(email);
  await expect(page.getByText('@$!%*#?&')).toBeVisible();
  await page.getByTestId('reset-password').fill('abc');
  await page.getByTestId('reset-confirm').fill('abd');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-page').locator('.ant-form-item-explain-error').first()).toBeVisible();

  await page.getByTestId('reset-password').fill(NEW_PASSWORD);
  await page.getByTestId('reset-confirm').fill(NEW_PASSWORD);
  await page.getByTestId('reset-submit').click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByTestId('password-reset-done')).toContainText('Your new password is set');

  // The old password no longer opens the account; the new one does.
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(OLD_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  await page.getByTestId('login-password').fill(NEW_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL((url) => url.pathname !== '/');

  // The used link opens nothing any more.
  await page.goto(path);
  await expect(page.getByTestId('reset-error')).toContainText('not valid or has expired');
});
