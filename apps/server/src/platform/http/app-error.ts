import { ERRORS, type ErrorCode, type ErrorParam } from '@arflow/domain/errors';
import type { Text } from '@arflow/domain/text';

/** A field message: a validation key from `msg()` (translated later) or a text in both languages. */
export type FieldMessage = string | Text;

export interface AppErrorOptions {
  /** 422 field messages: field path → messages. */
  fields?: Record<string, FieldMessage[]>;
  /** Values for `{name}` placeholders in the catalogue text (a Text where the languages differ). */
  params?: Record<string, ErrorParam>;
  /** Response headers that go with the error (e.g. Retry-After on a 429). */
  headers?: Record<string, string>;
  cause?: unknown;
}

/** The one application error: a stable code from the catalogue (packages/domain/src/errors.ts). */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, FieldMessage[]> | undefined;
  readonly params: Record<string, ErrorParam>;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(ERRORS[code].text.en, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERRORS[code].status;
    this.fields = options.fields;
    this.params = options.params ?? {};
    this.headers = options.headers ?? {};
  }
}

/**
 * A catalogue error on one field (e.g. CODE_TAKEN on `code`): the body carries the code and the
 * field's message, so the portal marks the field.
 */
export function fieldError(field: string, code: ErrorCode): AppError {
  return new AppError(code, { fields: { [field]: [ERRORS[code].text] } });
}
