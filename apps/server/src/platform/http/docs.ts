import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/** OpenAPI generated from the routes' zod schemas, with a reference page at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'ARFlow API',
        description:
          'Receivables-financing platform API. Sign in with POST /api/auth/login, then send the token as `Authorization: Bearer <token>`.',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
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
