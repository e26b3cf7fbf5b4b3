import { RATE_KINDS } from '@arflow/domain/constants';
import { type ErrorBody, type ErrorCode, errorText } from '@arflow/domain/errors';
import { RateError } from '@arflow/domain/money';
import type { Locale } from '@arflow/domain/text';
import { msg, translateMessage, VALIDATION_MESSAGES } from '@arflow/domain/validation';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldMessage } from './app-error.ts';
import { drainRequest } from './drain.ts';
import { requestLocale } from './locale.ts';
import { SECURITY_HEADERS } from './security.ts';

/** HTTP statuses raised by Fastify and its plugins, and the catalogue code each becomes. */
const BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'NOT_FOUND',
  406: 'BAD_REQUEST',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  411: 'BAD_REQUEST',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
};

function translateField(m: FieldMessage, locale: Locale): string {
  return typeof m === 'string' ? translateMessage(m, locale) : m[locale];
}

function isKnownKey(message: string): boolean {
  return (message.split('?', 1)[0] as string) in VALIDATION_MESSAGES;
}

interface ZodIssueLike {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/**
 * At most this many fields (and messages) in one error body; the rest is counted in a last
 * message. A body of 40,000 unknown keys made 40,000 messages, de-duplicated in quadratic time:
 * one request held the event loop for seconds.
 */
export const MAX_FIELD_ERRORS = 50;

interface CappedFields {
  fields: Record<string, FieldMessage[]>;
  /** Fields with errors left out of `fields`. */
  more: number;
}

/** Zod issues → field path → message keys, in linear time. zod's own English defaults become our keys. */
function zodFields(issues: ZodIssueLike[], context: string | undefined): CappedFields {
  // Field names come from the client (unknown keys): a plain object would find 'toString' or
  // 'valueOf' on its prototype and '__proto__' would replace it.
  const kept = new Map<string, Set<string>>();
  const left = new Set<string>();
  let unknownLeft = 0;
  /** The field's message set, or undefined once the cap is reached (the field is then counted). */
  const slot = (field: string): Set<string> | undefined => {
    let set = kept.get(field);
    if (!set) {
      if (kept.size >= MAX_FIELD_ERRORS) {
        left.add(field);
        return undefined;
      }
      set = new Set();
      kept.set(field, set);
    }
    return set;
  };
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      const keys = issue.params.keys as string[];
      let i = 0;
      // The message is built only for a field that is shown.
      for (; i < keys.length && kept.size < MAX_FIELD_ERRORS; i++) {
        const key = keys[i] as string;
        slot(path ? `${path}.${key}` : key)?.add(`unknown_field?field=${encodeURIComponent(key)}`);
      }
      // The keys of one object are distinct: the rest is counted, not collected.
      unknownLeft += keys.length - i;
      continue;
    }
    const message = issue.message ?? '';
    const key = isKnownKey(message) ? message : issue.keyword === 'invalid_type' ? 'wrong_type' : 'invalid';
    slot(path || context || 'body')?.add(key);
  }
  const fields: Record<string, FieldMessage[]> = Object.create(null);
  for (const [field, messages] of kept) fields[field] = [...messages];
  return { fields, more: left.size + unknownLeft };
}

/** The one error shape of `err` in `locale`; `more` fields left out are counted in a last message. */
export function errorBody(locale: Locale, err: AppError, more = 0): ErrorBody {
  const body: ErrorBody = { status: err.status, code: err.code, messages: [] };
  if (err.fields && Object.keys(err.fields).length > 0) {
    body.fields = Object.create(null) as Record<string, string[]>;
    const entries = Object.entries(err.fields);
    const shown = entries.slice(0, MAX_FIELD_ERRORS);
    const all = new Set<string>();
    for (const [field, messages] of shown) {
      const texts = messages.map((m) => translateField(m, locale));
      body.fields[field] = texts;
      for (const t of texts) all.add(t);
    }
    const messages = [...all].slice(0, MAX_FIELD_ERRORS);
    const left = more + entries.length - shown.length;
    if (left > 0) messages.push(translateMessage(msg('more_errors', { count: left }), locale));
    body.messages = messages;
  } else {
    body.messages = [errorText(err.code, locale, err.params)];
  }
  return body;
}

function send(reply: FastifyReply, locale: Locale, err: AppError, more = 0): FastifyReply {
  for (const [name, value] of Object.entries(err.headers)) reply.header(name, value);
  return reply
    .code(err.status)
    .type('application/json; charset=utf-8')
    .send(errorBody(locale, err, more));
}

/**
 * A body over the limit is refused before it has all arrived: read the rest (bounded) first, so
 * the client gets to read the 413 instead of a reset connection. Fastify asks to close the
 * connection after such a refusal; once the body is fully read, keep-alive is safe again.
 */
async function refuseTooLarge(
  req: FastifyRequest,
  reply: FastifyReply,
  locale: Locale,
  err: AppError = new AppError('PAYLOAD_TOO_LARGE'),
): Promise<ErrorBody> {
  if (await drainRequest(req.raw)) reply.removeHeader('connection');
  else reply.header('connection', 'close');
  reply.code(err.status).type('application/json; charset=utf-8');
  return errorBody(locale, err);
}

/**
 * The one error handler: every failure answers `{status, code, messages, fields?}`.
 * Anything unexpected is logged with its stack and answered 'Something wrong' without details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const locale = requestLocale(req);
    if (error instanceof AppError) {
      if (error.status >= 500) req.log.error({ err: error }, 'application error');
      if (error.status === 413) return refuseTooLarge(req, reply, locale, error);
      return send(reply, locale, error);
    }
    // A rate the engine refuses (a use-case that let one past its validator): the kind's range, not a 500.
    if ((error as unknown) instanceof RateError) {
      const { min, max, decimals } = RATE_KINDS[(error as unknown as RateError).kind];
      return send(reply, locale, new AppError('RATE_INVALID', { params: { min, max, decimals } }));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { fields, more } = zodFields(
        error.validation as unknown as ZodIssueLike[],
        error.validationContext,
      );
      return send(reply, locale, new AppError('VALIDATION', { fields }), more);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    const code = status < 500 ? (BY_STATUS[status] ?? 'BAD_REQUEST') : undefined;
    if (code) {
      req.log.info({ code: error.code, status }, error.message);
      if (status === 413) return refuseTooLarge(req, reply, locale);
      return send(reply, locale, new AppError(code));
    }
    req.log.error({ err: error }, 'unexpected error');
    return send(reply, locale, new AppError('INTERNAL'));
  });

  // No route at this address: its own code, so a client can tell a wrong URL from a missing record.
  app.setNotFoundHandler((req, reply) => send(reply, requestLocale(req), new AppError('ROUTE_NOT_FOUND')));
}

/**
 * Fastify's `frameworkErrors` option: the router refuses a malformed URL (bad percent-encoding:
 * 400, a path parameter over maxParamLength: 414) before any hook or error handler runs, and
 * would answer Fastify's own body `{error, code: 'FST_ERR_…', message}` echoing the path. No hook
 * runs for it either: answer the one shape with the usual headers.
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  const code = status < 500 ? (BY_STATUS[status] ?? 'BAD_REQUEST') : 'INTERNAL';
  if (code === 'INTERNAL') req.log.error({ err: error }, 'router error');
  else req.log.info({ code: error.code, status }, error.message);
  reply.headers(hooklessHeaders(req.id));
  send(reply, requestLocale(req), new AppError(code));
}

/**
 * What the app's hooks (helmet, no-store, the request id) add to every answer, for the answers
 * written where they do not run: the router's refusals and the connection's (client-errors.ts).
 */
export function hooklessHeaders(requestId: string): Record<string, string> {
  return { ...SECURITY_HEADERS, 'cache-control': 'no-store', 'x-request-id': requestId };
}
