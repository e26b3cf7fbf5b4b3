import { type ErrorBody, type ErrorCode, errorText } from '@arflow/domain/errors';
import type { Locale } from '@arflow/domain/text';
import { translateMessage, VALIDATION_MESSAGES } from '@arflow/domain/validation';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldMessage } from './app-error.ts';
import { requestLocale } from './locale.ts';

/** HTTP statuses raised by Fastify and its plugins, and the catalogue code each becomes. */
const BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'NOT_FOUND',
  406: 'BAD_REQUEST',
  409: 'CONFLICT',
  411: 'BAD_REQUEST',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'BAD_REQUEST',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  431: 'BAD_REQUEST',
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

/** Zod issues → field path → message keys. zod's own English defaults become our keys. */
function zodFields(issues: ZodIssueLike[], context: string | undefined): Record<string, FieldMessage[]> {
  // Field names come from the client (unknown keys): a plain object would find 'toString' or
  // 'valueOf' on its prototype and '__proto__' would replace it.
  const fields: Record<string, FieldMessage[]> = Object.create(null);
  const add = (field: string, m: string) => {
    const list = fields[field] ?? [];
    fields[field] = list;
    if (!list.includes(m)) list.push(m);
  };
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys as string[]) {
        add(path ? `${path}.${key}` : key, `unknown_field?field=${encodeURIComponent(key)}`);
      }
      continue;
    }
    const message = issue.message ?? '';
    const key = isKnownKey(message) ? message : issue.keyword === 'invalid_type' ? 'wrong_type' : 'invalid';
    add(path || context || 'body', key);
  }
  return fields;
}

function send(reply: FastifyReply, locale: Locale, err: AppError): FastifyReply {
  const body: ErrorBody = { status: err.status, code: err.code, messages: [] };
  if (err.fields && Object.keys(err.fields).length > 0) {
    body.fields = Object.create(null) as Record<string, string[]>;
    const all: string[] = [];
    for (const [field, messages] of Object.entries(err.fields)) {
      const texts = messages.map((m) => translateField(m, locale));
      body.fields[field] = texts;
      for (const t of texts) if (!all.includes(t)) all.push(t);
    }
    body.messages = all;
  } else {
    body.messages = [errorText(err.code, locale, err.params)];
  }
  for (const [name, value] of Object.entries(err.headers)) reply.header(name, value);
  return reply.code(err.status).type('application/json; charset=utf-8').send(body);
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
      return send(reply, locale, error);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = zodFields(error.validation as unknown as ZodIssueLike[], error.validationContext);
      return send(reply, locale, new AppError('VALIDATION', { fields }));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    const code = status < 500 ? (BY_STATUS[status] ?? 'BAD_REQUEST') : undefined;
    if (code) {
      req.log.info({ code: error.code, status }, error.message);
      return send(reply, locale, new AppError(code));
    }
    req.log.error({ err: error }, 'unexpected error');
    return send(reply, locale, new AppError('INTERNAL'));
  });

  // No route at this address: its own code, so a client can tell a wrong URL from a missing record.
  app.setNotFoundHandler((req, reply) => send(reply, requestLocale(req), new AppError('ROUTE_NOT_FOUND')));
}

/**
 * Fastify's `frameworkErrors` option: the router refuses a malformed URL (bad percent-encoding,
 * a path parameter over maxParamLength) before any hook or error handler runs, and would answer
 * Fastify's own body `{error, code: 'FST_ERR_…', message}` echoing the path. Answer the one shape.
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  const code = status < 500 ? (BY_STATUS[status] ?? 'BAD_REQUEST') : 'INTERNAL';
  if (code === 'INTERNAL') req.log.error({ err: error }, 'router error');
  else req.log.info({ code: error.code, status }, error.message);
  send(reply, requestLocale(req), new AppError(code));
}
