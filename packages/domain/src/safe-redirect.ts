/**
 * Safe internal redirect: a path starting with one '/', no scheme, no backslash. Its own module,
 * free of zod, because the portal's entry code checks `?redirect=` before any form is loaded.
 */
export function isSafeRedirect(path: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(path) && !/^\/+[a-z]+:/i.test(path);
}
