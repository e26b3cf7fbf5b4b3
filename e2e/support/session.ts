import type { SessionUser } from '@arflow/domain/session';
import type { APIRequestContext, Browser, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect } from '@playwright/test';
import { DEMO_PASSWORD } from './users.ts';

/** The localStorage key the portal keeps its bearer token under (apps/web token-store.ts). */
export const SESSION_KEY = 'arflow.session';
/** The language cookie (spec §9): 'vn' or 'en'. */
export const LOCALE_COOKIE = 'locale';

export interface LoginResponse {
  token: string;
  expires_at: string;
  user: SessionUser;
}

// Sign-in is rate limited (attempts count until their password is checked, 10 per account and address in
// 15 minutes) and costs an argon2 hash: every test of a run shares one token per user.
const cache = new Map<string, LoginResponse>();

/** POST /api/auth/login as a demo user, once per run (tokens are reused while valid). */
export async function apiLogin(request: APIRequestContext, username: string): Promise<LoginResponse> {
  const hit = cache.get(username);
  if (hit && Date.parse(hit.expires_at) > Date.now() + 60_000) return hit;
  const res = await request.post('/api/auth/login', { data: { username, password: DEMO_PASSWORD } });
  expect(res.status(), `sign-in of ${username}`).toBe(200);
  const body = (await res.json()) as LoginResponse;
  cache.set(username, body);
  return body;
}

/** A throw-away API client on the suite's server. */
export function apiClient(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string) {
  return playwright.request.newContext({ baseURL });
}

/** The localStorage entry that makes the portal start signed in. */
export function sessionEntry(login: LoginResponse): { name: string; value: string } {
  return { name: SESSION_KEY, value: JSON.stringify({ token: login.token, expires_at: login.expires_at }) };
}

/** The token the portal currently holds, if any. */
export function storedSession(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
}

/** A page of its own signed in as a demo user (a journey of several people has one browser each). */
export async function pageAs(
  browser: Browser,
  baseURL: string,
  playwright: PlaywrightWorkerArgs['playwright'],
  username: string,
): Promise<Page> {
  const api = await apiClient(playwright, baseURL);
  try {
    const login = await apiLogin(api, username);
    const context = await browser.newContext({
      storageState: {
        cookies: [],
        origins: [{ origin: new URL(baseURL).origin, localStorage: [sessionEntry(login)] }],
      },
    });
    return context.newPage();
  } finally {
    await api.dispose();
  }
}
