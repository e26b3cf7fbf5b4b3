import { ERRORS } from '@arflow/domain/errors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route honours an `Idempotency-Key` header (a retry with the same key answers the first
     * call again): the API document then declares the header, so generated clients can send it.
     */
    idempotencyKey?: true;
  }
}

/** What the document says of each route beyond its own schema (modules/operations.ts). */
export interface OperationNotes {
  /** `METHOD /api/path` (Fastify's `:param` form) → a short sentence saying what the call does. */
  summaries: Readonly<Record<string, string>>;
  /** Routes that may answer 409: a conflict code of the catalogue can come from their use-case. */
  conflicts: ReadonlySet<string>;
}

export const ERROR_SCHEMA_NAME = 'Error';
const ERROR_REF = { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` };

/** The one error body of the API (error-handler.ts), as the document shows it. */
const ERROR_SCHEMA = {
  type: 'object' as const,
  required: ['status', 'code', 'messages'],
  properties: {
    status: { type: 'integer' as const, description: 'The HTTP status again' },
    code: { type: 'string' as const, enum: Object.keys(ERRORS), description: 'Stable error code' },
    messages: {
      type: 'array' as const,
      items: { type: 'string' as const },
      description: "In the request's language (Accept-Language or the locale cookie; Vietnamese by default)",
    },
    fields: {
      type: 'object' as const,
      additionalProperties: { type: 'array' as const, items: { type: 'string' as const } },
      description: 'On a 422: field path → its messages',
    },
  },
};

const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const ERROR_TEXT: Record<number, string> = {
  400: 'Malformed request: a JSON body that does not parse, or an invalid Idempotency-Key (BAD_REQUEST, IDEMPOTENCY_KEY_INVALID)',
  401: 'Not signed in, or the session has ended (UNAUTHORIZED)',
  403: "The caller's role may not make this call, or the password must be changed first (FORBIDDEN, PASSWORD_MUST_CHANGE)",
  404: "No such record, or not one the caller's company may see (NOT_FOUND)",
  409: "The record's current state conflicts with the call; `code` says which",
  413: 'The body or a file is over its size limit (PAYLOAD_TOO_LARGE)',
  422: 'Invalid input (`fields` lists each field with its messages) or a business rule refused the call; `code` says which',
};

type JsonSchema = { properties?: Record<string, unknown>; [k: string]: unknown };

/** Path parameters, a query string or a body: input the route validates (422 when invalid). */
function hasInput(schema: Record<string, unknown>): boolean {
  return ['params', 'querystring', 'body'].some((k) => schema[k] !== undefined) || isUpload(schema);
}

function isUpload(schema: Record<string, unknown>): boolean {
  return Array.isArray(schema.consumes) && schema.consumes.includes('multipart/form-data');
}

/** A record named by the path or by an id field of the body or query: it may not exist (404). */
function namesRecord(schema: Record<string, unknown>): boolean {
  if (schema.params !== undefined) return true;
  const fields = [schema.body, schema.querystring].flatMap((s) =>
    Object.keys((s as JsonSchema)?.properties ?? {}),
  );
  return fields.some((f) => f === 'id' || f.endsWith('_id'));
}

/** The error answers a route can give, from what it declares: access, input, record, conflicts. */
export function errorStatuses(
  route: Pick<RouteOptions, 'config'>,
  schema: Record<string, unknown>,
  conflict: boolean,
): number[] {
  const access = route.config?.access;
  const statuses: number[] = [];
  const body = schema.body !== undefined || isUpload(schema);
  if ((schema.body !== undefined && !isUpload(schema)) || route.config?.idempotencyKey) statuses.push(400);
  if (access !== 'public') {
    statuses.push(401);
    // A signed-in user outside the roles, or one who must change their password first.
    if (access !== 'authenticated' || !route.config?.beforePasswordChange) statuses.push(403);
  }
  if (namesRecord(schema)) statuses.push(404);
  if (conflict) statuses.push(409);
  if (body) statuses.push(413);
  if (hasInput(schema)) statuses.push(422);
  return statuses;
}

/**
 * The document's entry for one route: the zod schemas as JSON schema, then the summary, the
 * Idempotency-Key header where the route honours it, and the error answers with the error schema.
 * Done here once so a route declares only what is its own.
 */
export function documentRoute(notes: OperationNotes) {
  return (input: Parameters<typeof jsonSchemaTransform>[0]) => {
    const out = jsonSchemaTransform(input);
    const route = input.route as RouteOptions;
    const schema = { ...(out.schema as Record<string, unknown>) };
    if (schema.hide) return out;
    const key = `${[route.method].flat()[0]} ${route.url}`;
    schema.summary ??= notes.summaries[key];
    if (route.config?.idempotencyKey) {
      const headers = (schema.headers as JsonSchema | undefined) ?? { type: 'object', properties: {} };
      schema.headers = {
        ...headers,
        properties: {
          ...headers.properties,
          [IDEMPOTENCY_HEADER]: {
            type: 'string',
            pattern: '^[A-Za-z0-9_.:-]{1,100}$',
            description:
              'Optional. One key per payment attempt: a retry with the same key answers the first result and moves money once; the key with another request answers 422 IDEMPOTENCY_KEY_REUSED.',
          },
        },
      };
    }
    // An upload reads its parts itself (no body schema): still show a multipart request body.
    if (isUpload(schema) && schema.body === undefined) {
      schema.body = { type: 'object', description: 'multipart/form-data parts: see the description' };
    }
    const response = { ...(schema.response as Record<string, unknown> | undefined) };
    for (const status of errorStatuses(route, schema, notes.conflicts.has(key))) {
      response[status] ??= {
        description: ERROR_TEXT[status],
        content: { 'application/json': { schema: ERROR_REF } },
      };
    }
    schema.response = response;
    return { ...out, schema };
  };
}

/** OpenAPI generated from the routes' zod schemas, with a reference page at /api/docs. */
export async function registerDocs(app: FastifyInstance, notes: OperationNotes): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'ARFlow API',
        description:
          'Receivables-financing platform API. Sign in with POST /api/auth/login, then send the token as `Authorization: Bearer <token>`. Every error answers the `Error` body.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: { [ERROR_SCHEMA_NAME]: ERROR_SCHEMA },
      },
      security: [{ bearer: [] }],
    },
    transform: documentRoute(notes),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    // The server may run on plain http (localhost, intranet): upgrading would break the page.
    // Swagger UI sets element styles from its script: allow inline styles (never inline scripts).
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace(/style-src ([^;]*)/, (d, v: string) =>
          v.includes("'unsafe-inline'") ? d : `style-src ${v} 'unsafe-inline'`,
        ),
  });
}
