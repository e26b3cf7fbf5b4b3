import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Fills and submits the login form (the page must show it). */
export async function signInWithForm(page: Page, username: string, password: string): Promise<void> {
  await expect(page.getByTestId('login-page')).toBeVisible();
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}
