import { type ErrorBody, type ErrorCode, errorText } from '@arflow/domain/errors';
import type { Locale } from '@arflow/domain/text';

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

const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'VALIDATION',
  429: 'TOO_MANY_REQUESTS',
};

/** Builds the error of a failed answer; a body that is not ours (proxy page, empty) gets the catalogue text. */
export function toApiError(status: number, body: unknown, locale: Locale): ApiError {
  if (isErrorBody(body) && body.messages.length > 0) return new ApiError(body);
  const code = CODE_OF_STATUS[status] ?? 'INTERNAL';
  return new ApiError({ status: status || 500, code, messages: [errorText(code, locale)] });
}

/** The messages to show for any error thrown by a call. */
export function messagesOf(error: unknown, locale: Locale): string[] {
  if (error instanceof ApiError) return error.messages;
  return [errorText('INTERNAL', locale)];
}
