/**
 * The bearer token, kept in localStorage so a reload keeps the user signed in, with its expiry
 * so an expired token is dropped before it is ever sent. Subscribable for useSyncExternalStore.
 */
const KEY = 'arflow.session';

interface Stored {
  token: string;
  expires_at: string;
}

const listeners = new Set<() => void>();
let cached: string | null | undefined;

function read(): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Stored;
    if (!stored.token || Date.parse(stored.expires_at) <= Date.now()) return null;
    return stored.token;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  if (cached === undefined) cached = read();
  return cached;
}

/** When the stored token ends (silent renew starts before), or null without one. */
export function getExpiry(): Date | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Stored | null;
    return stored ? new Date(stored.expires_at) : null;
  } catch {
    return null;
  }
}

export function setToken(token: string, expiresAt: string): void {
  localStorage.setItem(KEY, JSON.stringify({ token, expires_at: expiresAt } satisfies Stored));
  cached = token;
  for (const l of listeners) l();
}

export function clearToken(): void {
  localStorage.removeItem(KEY);
  cached = null;
  for (const l of listeners) l();
}

export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the same storage.
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) {
      cached = read();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
