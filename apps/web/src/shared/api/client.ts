import type { Locale } from '@arflow/domain/text';
import { acceptLanguage } from '../locale/locale.ts';
import { type ApiError, NetworkError, ResponseShapeError, toApiError } from './api-error.ts';

/** The API base address is configured (spec §7); the server serves the SPA and the API together. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

export type QueryValue = string | number | boolean | null | undefined;

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** A session this tab does not hold, e.g. the registration's that join/api.ts ends at once. */
  token?: string;
}

/** The part of a domain zod schema the client uses (zod itself stays out of the client). */
export interface ResponseSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * Answers are checked against their domain schema in development and tests, where a mismatch
 * between server and portal should fail loudly; production trusts the server and skips the cost.
 */
const CHECK_ANSWERS: boolean = import.meta.env.DEV || import.meta.env.MODE === 'test';

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
 * Calls the API; answers the parsed JSON body, typed by the domain schema given (and checked
 * against it in development and tests). Throws an ApiError carrying the server's messages (e.g.
 * a 413 for an upload over the limit, or the catalogue text of the status when the answer is
 * not ours: a proxy's page), or a NetworkError when no answer came. A FormData body is sent as
 * a multipart upload.
 */
export async function call<T>(path: string, options: CallOptions & { schema: ResponseSchema<T> }): Promise<T>;
/**
 * A call typed by hand: only for the shell's calls (session, sign-in), which run before any
 * module and keep zod out of the entry chunk. Module calls pass their domain schema.
 */
export async function call<T = unknown>(path: string, options?: CallOptions): Promise<T>;
export async function call<T>(
  path: string,
  options: CallOptions & { schema?: ResponseSchema<T> } = {},
): Promise<T | unknown> {
  const token = options.token ?? hooks.token();
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
    // fetch rejects only when no answer came (offline, refused, reset, CORS): never a 500.
    throw new NetworkError({ cause });
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
  if (CHECK_ANSWERS && options.schema) {
    const checked = options.schema.safeParse(body);
    if (!checked.success) throw new ResponseShapeError(path, checked.error.issues);
  }
  // The body as sent, not the parsed copy: development and production see the same data.
  return body;
}
