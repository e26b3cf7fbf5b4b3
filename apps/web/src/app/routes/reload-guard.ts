import { UI_TIMING } from '@arflow/domain/constants';

/**
 * A lazy chunk that fails to load (usually a new deployment removed it) reloads the page, but
 * at most once a minute (spec §8, §9 "page reload guard 60 seconds"), so a real outage shows
 * the error page instead of a reload loop.
 */
export const RELOAD_GUARD_MS: number = UI_TIMING.reloadGuardMs;
const KEY = 'arflow.chunk-reload-at';

export function mayReload(now: number, lastReloadAt: number | null, guardMs = RELOAD_GUARD_MS): boolean {
  return lastReloadAt === null || Number.isNaN(lastReloadAt) || now - lastReloadAt >= guardMs;
}

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically|ChunkLoadError|Unable to preload CSS/i.test(
    `${error.name} ${error.message}`,
  );
}

/** Reloads when allowed; answers whether a reload was started. */
export function reloadOnce(): boolean {
  let last: number | null = null;
  try {
    const raw = sessionStorage.getItem(KEY);
    last = raw === null ? null : Number(raw);
  } catch {
    last = null;
  }
  const now = Date.now();
  if (!mayReload(now, last)) return false;
  try {
    sessionStorage.setItem(KEY, String(now));
  } catch {
    // Without storage we still reload once; the next failure shows the error page.
  }
  window.location.reload();
  return true;
}

/** Loads a lazy module; on a chunk failure reloads the page (once a minute) instead of failing. */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isChunkLoadError(error) && reloadOnce()) return new Promise<T>(() => {});
    throw error;
  }
}
