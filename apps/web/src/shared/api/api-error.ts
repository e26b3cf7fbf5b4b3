import type { ErrorBody, ErrorCode } from '@arflow/domain/errors';
import { protocolErrorText as errorText, type ProtocolErrorCode } from '@arflow/domain/protocol-errors';
import { type Locale, pick, text } from '@arflow/domain/text';

/** An API answer other than 2xx, in the one error body shape of the API. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly messages: string[];
  readonly fields: Record<string, string[]>;

  constructor(body: ErrorBody) {
    super(body.messages.join('\n'));
    this.name = 'ApiError';
    this.status = body.status;
    this.code = body.code;
    this.messages = body.messages;
    this.fields = body.fields ?? {};
  }
}

function isErrorBody(v: unknown): v is ErrorBody {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as ErrorBody).status === 'number' &&
    Array.isArray((v as ErrorBody).messages)
  );
}

const CODE_OF_STATUS: Record<number, ProtocolErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  422: 'VALIDATION',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
};

/** Builds the error of a failed answer; a body that is not ours (proxy page, empty) gets the catalogue text. */
export function toApiError(status: number, body: unknown, locale: Locale): ApiError {
  if (isErrorBody(body) && body.messages.length > 0) return new ApiError(body);
  const code = CODE_OF_STATUS[status] ?? 'INTERNAL';
  return new ApiError({ status: status || 500, code, messages: [errorText(code, locale)] });
}

/**
 * The request never got an answer: fetch rejected (offline, DNS, connection refused or reset,
 * a CORS refusal). Not the server's 500: nothing is known to have happened, and trying again
 * may work, so the portal says so and offers a retry.
 */
export class NetworkError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('network failure', options);
    this.name = 'NetworkError';
  }
}

/** An answer that does not match its domain schema (checked in development and tests only). */
export class ResponseShapeError extends Error {
  constructor(path: string, issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
    const list = issues.slice(0, 5).map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`);
    super(`The answer of ${path} does not match its schema: ${list.join('; ')}`);
    this.name = 'ResponseShapeError';
  }
}

export const NETWORK_TEXT = text(
  'Không kết nối được máy chủ. Hãy kiểm tra kết nối mạng rồi thử lại.',
  'Cannot reach the server. Check your network connection and try again.',
);

export type FailureKind = 'network' | 'server' | 'refused';

/**
 * What kind of failure an error of a call is: `network` (no answer: retry may help), `server`
 * (5xx, or anything unexpected: 'Something wrong') or `refused` (a 4xx answer: the request
 * itself must change).
 */
export function failureKind(error: unknown): FailureKind {
  if (error instanceof NetworkError) return 'network';
  if (error instanceof ApiError && error.status < 500) return 'refused';
  return 'server';
}

/** The messages to show for any error thrown by a call. */
export function messagesOf(error: unknown, locale: Locale): string[] {
  if (error instanceof ApiError) return error.messages;
  if (error instanceof NetworkError) return [pick(NETWORK_TEXT, locale)];
  return [errorText('INTERNAL', locale)];
}

/** A refusal as one line for a form's inline error: the server's message and its field messages (already in the user's language), each once. */
export function refusalText(e: unknown): string {
  if (!(e instanceof ApiError)) return String(e);
  return [...e.messages, ...Object.values(e.fields).flat()]
    .filter((m, i, all) => all.indexOf(m) === i)
    .join(' ');
}
