import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { DEMO_PASSWORD } from './users.ts';

/** Fills and submits the login form (the page must show it). */
export async function signInWithForm(page: Page, username: string, password: string): Promise<void> {
  await expect(page.getByTestId('login-page')).toBeVisible();
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Open the portal, sign a demo user in with the form and check it lands on its `home` (spec §2). */
export async function signInToHome(page: Page, username: string, home: string): Promise<void> {
  await page.goto('/');
  await signInWithForm(page, username, DEMO_PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname === home);
}
