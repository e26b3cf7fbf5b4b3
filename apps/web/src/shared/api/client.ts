import type { Locale } from '@arflow/domain/text';
import { acceptLanguage } from '../locale/locale.ts';
import { type ApiError, toApiError } from './api-error.ts';

/** The API base address is configured (spec §7); the server serves the SPA and the API together. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

export type QueryValue = string | number | boolean | null | undefined;

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

interface ClientHooks {
  token: () => string | null;
  locale: () => Locale;
  /** A call made with a token answered 401: the session is over (spec §8). */
  unauthorized: (error: ApiError) => void;
}

let hooks: ClientHooks = { token: () => null, locale: () => 'vi', unauthorized: () => {} };

export function configureClient(next: Partial<ClientHooks>): void {
  hooks = { ...hooks, ...next };
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * Calls the API; answers the parsed JSON body or throws an ApiError carrying the server's
 * messages (e.g. a 413 for an upload over the limit), or the catalogue text of the status when
 * the answer is not ours (a proxy's page). A FormData body is sent as a multipart upload.
 */
export async function call<T>(path: string, options: CallOptions = {}): Promise<T> {
  const token = hooks.token();
  const locale = hooks.locale();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': acceptLanguage(locale),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  // An upload goes as the browser builds it (multipart with its boundary); anything else as JSON.
  const upload = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !upload) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body:
        options.body === undefined
          ? undefined
          : upload
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw toApiError(500, null, locale);
  }

  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (!response.ok) {
    const error = toApiError(response.status, body, locale);
    if (response.status === 401 && token) hooks.unauthorized(error);
    throw error;
  }
  return body as T;
}
