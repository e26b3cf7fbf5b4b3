import { areaOf, canEnterArea, homePath } from '@arflow/domain/areas';
import { allows } from '@arflow/domain/permissions';
import { isSafeRedirect } from '@arflow/domain/safe-redirect';
import { findScreen, redirectFor, SCREENS } from '@arflow/domain/screens';
import type { Actor } from '@arflow/domain/session';

/** The `redirect` query parameter of the login page: where to go back after signing in. */
export const REDIRECT_PARAM = 'redirect';

/** The login URL that brings the user back to `path` (path + search) after signing in. */
export function loginUrl(path: string): string {
  if (!path || path === '/' || !isSafeRedirect(path)) return '/';
  return `/?${REDIRECT_PARAM}=${encodeURIComponent(path)}`;
}

/** The change-password screen of the user's area. */
export function changePasswordPath(user: Actor): string {
  const area = areaOf(user.enterprise_code);
  const screen = SCREENS.find((s) => s.area === area && s.path.endsWith('/change-password'));
  return screen?.path ?? homePath(user);
}

/** A user with a one-time password sees only the change-password screen until it is changed. */
export function passwordChangeDue(user: Actor & { must_change_password?: boolean }): string | null {
  return user.must_change_password ? changePasswordPath(user) : null;
}

/**
 * Where a user goes after signing in: the change-password screen when the password must be
 * changed first, else the `redirect` target when it is a safe internal path to a screen this
 * user may open, otherwise the user's home (spec §2, §5 safe redirects).
 */
export function afterLoginPath(
  redirect: string | null | undefined,
  user: Actor & { must_change_password?: boolean },
): string {
  const due = passwordChangeDue(user);
  if (due) return due;
  if (redirect && isSafeRedirect(redirect)) {
    const path = redirect.split(/[?#]/, 1)[0] ?? '';
    const screen = findScreen(redirectFor(path) ?? path);
    if (screen && screen.path !== '/' && canEnterArea(user, screen.area) && allows(screen.access, user)) {
      return redirect;
    }
  }
  return homePath(user);
}
