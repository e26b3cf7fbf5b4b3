import { test as base, expect } from '@playwright/test';
import { apiClient, apiLogin, LOCALE_COOKIE, type LoginResponse, sessionEntry } from './session.ts';

export interface Options {
  /** Start the test signed in as this demo user (token seeded in localStorage, no form). */
  asUser: string | null;
  /** Start with this language cookie; none means the portal's default (Vietnamese). */
  uiLocale: 'vn' | 'en' | null;
}

interface Fixtures {
  /** The sign-in answer of `asUser` (its token calls the API as that user). */
  login: LoginResponse;
}

/**
 * The suite's `test`: each test gets its own browser context, optionally already signed in and
 * in a given language, so only the journeys about signing in go through the login form.
 */
export const test = base.extend<Options & Fixtures>({
  asUser: [null, { option: true }],
  uiLocale: [null, { option: true }],
  login: async ({ asUser, baseURL, playwright }, use) => {
    if (!asUser) throw new Error('the login fixture needs test.use({ asUser })');
    const api = await apiClient(playwright, baseURL!);
    try {
      await use(await apiLogin(api, asUser));
    } finally {
      await api.dispose();
    }
  },
  storageState: async ({ asUser, uiLocale, baseURL, playwright, storageState }, use) => {
    if (!asUser && !uiLocale) {
      await use(storageState);
      return;
    }
    const origin = new URL(baseURL!).origin;
    const { hostname } = new URL(baseURL!);
    let localStorage: { name: string; value: string }[] = [];
    if (asUser) {
      const api = await apiClient(playwright, baseURL!);
      try {
        localStorage = [sessionEntry(await apiLogin(api, asUser))];
      } finally {
        await api.dispose();
      }
    }
    const cookies = uiLocale
      ? [
          {
            name: LOCALE_COOKIE,
            value: uiLocale,
            domain: hostname,
            path: '/',
            expires: -1,
            httpOnly: false,
            secure: false,
            sameSite: 'Lax' as const,
          },
        ]
      : [];
    await use({ cookies, origins: [{ origin, localStorage }] });
  },
});

export { expect };
