import type { Locale } from '@arflow/domain/text';
import { acceptLanguage } from '../locale/locale.ts';
import { getToken } from '../session/token-store.ts';
import { NetworkError, toApiError } from './api-error.ts';
import { buildUrl, type QueryValue, type ResponseSchema } from './client.ts';

export interface UploadOptions<T> {
  file: File | Blob;
  /** The multipart part's name (the import routes read `file`). */
  field?: string;
  /** Text parts sent before the file (the legal-record upload reads `doc_type` and the company first). */
  fields?: Record<string, string>;
  query?: Record<string, QueryValue>;
  /** Extra request headers (a payment's Idempotency-Key). */
  headers?: Record<string, string>;
  locale: Locale;
  schema: ResponseSchema<T>;
  /** Percent of the file sent, 0–100 (spec §9 progress bar). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart upload with its progress: fetch cannot report upload progress, XMLHttpRequest
 * can. Errors are the same as `call`'s: ApiError with the server's messages and `fields`, or
 * NetworkError when no answer came.
 */
export function upload<T>(path: string, o: UploadOptions<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, o.query));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', acceptLanguage(o.locale));
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(o.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) o.onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(toApiError(xhr.status, body, o.locale));
        return;
      }
      o.onProgress?.(100);
      resolve(body as T);
    };
    o.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    for (const [name, value] of Object.entries(o.fields ?? {})) form.append(name, value);
    form.append(o.field ?? 'file', o.file);
    xhr.send(form);
  });
}

/**
 * Downloads a file the API generates (a template) with the session's token, as the browser saves
 * files. With `locale`, the server writes the file (a template's headers) and any refusal in it.
 */
export async function download(
  path: string,
  query: Record<string, QueryValue>,
  fallbackName: string,
  locale?: Locale,
) {
  const token = getToken();
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (locale) headers['Accept-Language'] = acceptLanguage(locale);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { headers });
  } catch (cause) {
    throw new NetworkError({ cause });
  }
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw toApiError(response.status, body, locale ?? 'vi');
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  saveBlob(await response.blob(), name);
}

/** Hands a blob to the browser as a downloaded file named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file the API answers inline (spec §3 "downloaded file": base64 with its name and type). */
export function saveFileInfo(info: { file: string; file_name: string; content_type: string }): void {
  const bytes = Uint8Array.from(atob(info.file), (c) => c.charCodeAt(0));
  saveBlob(new Blob([bytes], { type: info.content_type }), info.file_name);
}
