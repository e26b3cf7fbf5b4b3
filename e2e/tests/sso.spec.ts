import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { LOCALE_COOKIE, SESSION_KEY, storedSession } from '../support/session.ts';
import { DEMO_PASSWORD } from '../support/users.ts';

/**
 * Single sign-on in the browser with the embedded provider. The suite's server signs in with the
 * password form (AUTH_MODE=password), so this journey starts a server of its own in OIDC mode,
 * beside it (port E2E_PORT+1, its own database), with access tokens living 12 seconds so the
 * silent renew happens within the test.
 */
const port = Number(process.env.E2E_PORT ?? 3210) + 1;
const origin = `http://localhost:${port}`;
const TOKEN_SECONDS = 12;
let server: ChildProcess | undefined;

test.use({ baseURL: origin, locale: 'en-US' });
test.describe.configure({ timeout: 540_000 });

test.beforeAll(async () => {
  test.setTimeout(540_000);
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  server = spawn(process.execPath, [join(root, 'scripts/e2e-server.mjs')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_PG_PORT: String(Number(process.env.E2E_PG_PORT ?? 5497) + 1),
      AUTH_MODE: 'oidc',
      OIDC_ACCESS_TOKEN_TTL: `${TOKEN_SECONDS}s`,
    },
  });
  await expect
    .poll(async () => (await fetch(`${origin}/api/ready`).catch(() => undefined))?.status, {
      timeout: 480_000,
      intervals: [1000],
    })
    .toBe(200);
});

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
});

const tokenOf = async (page: Page) =>
  (JSON.parse((await storedSession(page)) ?? 'null') as { token: string } | null)?.token ?? null;

test('signs in through the provider on the portal’s form, renews silently, and signs out every tab', async ({
  context,
  page,
}) => {
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'en', url: origin }]);
  // The sign-in page starts the code flow; the provider's sign-in step is the portal's own form.
  await page.goto('/');
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.has('interaction'));
  await expect(page.getByTestId('login-page')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByTestId('login-username').fill('buyer1');
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();

  // Back through /signin-callback to the buyer's home, holding the provider's access token.
  await expect(page).toHaveURL((url) => url.pathname === '/buy/home');
  await expect(page.getByTestId('user-full-name')).toBeVisible();
  const first = await tokenOf(page);
  expect(first?.split('.')).toHaveLength(3);
  expect(JSON.parse(Buffer.from(first!.split('.')[0]!, 'base64url').toString()).alg).toBe('RS256');

  // A second tab of the same browser shares the session.
  const other = await context.newPage();
  await other.goto('/buy/home');
  await expect(other.getByTestId('user-full-name')).toBeVisible();

  // Silent renew: before the first token ends a hidden frame brings a new one, and the user is
  // still signed in (and the API still answers) after the first token's life.
  await expect.poll(() => tokenOf(page), { timeout: TOKEN_SECONDS * 1000 }).not.toBe(first);
  await page.waitForTimeout(TOKEN_SECONDS * 1000);
  const renewed = await tokenOf(page);
  expect(renewed).not.toBeNull();
  expect(renewed).not.toBe(first);
  const expired = await page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${first}` } });
  expect(expired.status()).toBe(401);
  await page.reload();
  await expect(page).toHaveURL((url) => url.pathname === '/buy/home');
  await expect(page.getByTestId('user-full-name')).toBeVisible();
  const current = (await tokenOf(page))!;
  const me = await page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${current}` } });
  expect(me.status()).toBe(200);

  // Logout in one tab: the provider asks in the visitor's language, ends its session and comes
  // back to /signout-callback; the other tab is signed out too, and the token is worthless.
  // The token signed out is the one the API holds at that moment: a renewal may have replaced
  // `current` since (every 6 s here), so it is read from the logout call itself.
  const logout = page.waitForRequest((req) => req.url().endsWith('/api/auth/logout'));
  await page.getByTestId('logout').click();
  const signedOut = (await logout).headers().authorization;
  expect(signedOut).toMatch(/^Bearer /);
  await expect(page.getByRole('heading', { name: 'Sign out' })).toBeVisible();
  await page.getByTestId('oidc-logout-yes').click();
  await expect(page).toHaveURL((url) => url.pathname === '/signout-callback');
  await expect(page.getByTestId('signout-callback')).toContainText('You have signed out.');
  expect(await storedSession(page)).toBeNull();

  await expect(other.getByTestId('login-page')).toBeVisible({ timeout: 15_000 });
  await expect(other.getByTestId('user-full-name')).toHaveCount(0);
  expect(await other.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  const reused = await page.request.get('/api/auth/user', { headers: { authorization: signedOut! } });
  expect(reused.status()).toBe(401);

  // The provider's session is over: signing in again asks for the password.
  await page.goto('/');
  await expect(page).toHaveURL((url) => url.searchParams.has('interaction'));
  await expect(page.getByTestId('login-page')).toBeVisible();
});

test('an invited supplier user registers from the mailbox link and signs in through the code flow', async ({
  context,
  page,
}) => {
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'en', url: origin }]);
  // The supplier's administrator invites a colleague (the API, as its members screen does).
  const admin = await page.request.post('/api/auth/login', {
    data: { username: 'supplier1', password: DEMO_PASSWORD },
  });
  expect(admin.status()).toBe(200);
  const stamp = Date.now().toString(36);
  const email = `moi.${stamp}@minhphat.vn`;
  const added = await page.request.post('/api/user/supplier/add', {
    headers: { authorization: `Bearer ${(await admin.json()).token}` },
    data: {
      full_name: 'Trần Văn Mời',
      position: 'Kế toán viên',
      email,
      tel_num: '0901234567',
      role_id: 'INPUTTER',
    },
  });
  expect(added.status(), await added.text()).toBe(200);

  // The link from the development mailbox opens the registration page.
  await page.goto('/dev/mailbox');
  await page.getByTestId('dev-mailbox-filter').locator('input').fill(email);
  await expect(page.getByTestId('dev-mail-subject')).toHaveCount(1);
  await page.locator('.ant-table-row-expand-icon').first().click();
  const body = (await page.locator('[data-testid^="dev-mail-body-"]').first().textContent()) ?? '';
  await page.goto(/(\/register\/[A-Za-z0-9_-]+)/.exec(body)![1]!);
  await expect(page.getByTestId('join-email')).toHaveText(email);
  const username = `moi${stamp}`.slice(0, 16);
  await page.getByTestId('join-username').fill(username);
  await page.getByTestId('join-password').fill('Hoa-sen#2026');
  await page.getByTestId('join-confirm').fill('Hoa-sen#2026');
  await page.getByTestId('join-submit').click();
  await expect(page.getByTestId('dialog-success')).toContainText(
    'Sign in with your new username and password',
  );
  expect(await storedSession(page)).toBeNull();
  await page.getByRole('button', { name: 'OK' }).click();

  // With single sign-on the new member signs in at the provider (the portal's form), then lands home.
  await expect(page).toHaveURL((url) => url.searchParams.has('interaction'));
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill('Hoa-sen#2026');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL((url) => url.pathname === '/sup/home');
  await expect(page.getByTestId('user-full-name')).toContainText('Trần Văn Mời');
  const token = (await tokenOf(page))!;
  expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).alg).toBe('RS256');
});
