import { canEnterArea, homePath } from '@arflow/domain/menus';
import { allows } from '@arflow/domain/permissions';
import { findScreen, redirectFor } from '@arflow/domain/screens';
import type { Actor } from '@arflow/domain/session';
import { isSafeRedirect } from '@arflow/domain/validation';

/** The `redirect` query parameter of the login page: where to go back after signing in. */
export const REDIRECT_PARAM = 'redirect';

/** The login URL that brings the user back to `path` (path + search) after signing in. */
export function loginUrl(path: string): string {
  if (!path || path === '/' || !isSafeRedirect(path)) return '/';
  return `/?${REDIRECT_PARAM}=${encodeURIComponent(path)}`;
}

/**
 * Where a user goes after signing in: the `redirect` target when it is a safe internal path to a
 * screen this user may open, otherwise the user's home (spec §2, §5 safe redirects).
 */
export function afterLoginPath(redirect: string | null | undefined, user: Actor): string {
  if (redirect && isSafeRedirect(redirect)) {
    const path = redirect.split(/[?#]/, 1)[0] ?? '';
    const screen = findScreen(redirectFor(path) ?? path);
    if (screen && screen.path !== '/' && canEnterArea(user, screen.area) && allows(screen.access, user)) {
      return redirect;
    }
  }
  return homePath(user);
}
