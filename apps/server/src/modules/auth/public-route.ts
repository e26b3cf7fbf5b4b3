import type { Access } from '@arflow/domain/permissions';
import type { FastifyRequest } from 'fastify';

/**
 * Credentials are a few hundred bytes: anything much larger is refused (413) before it is parsed,
 * so nobody without an account can make the server parse and validate a 1 MiB body.
 */
export const LOGIN_BODY_LIMIT = 16 * 1024;

/**
 * The options of a public form call (sign-in, registration, a password reset): the address's
 * limit runs before the body is parsed and validated, so a flood costs one counter update per
 * request, not a body parse, and the body may be no larger than credentials. Every such call
 * needs both, so they are said once here.
 */
export function publicForm<S>(o: { access: Access; limit(ip: string): Promise<void>; schema: S }) {
  return {
    config: { access: o.access },
    onRequest: async (req: FastifyRequest) => o.limit(req.ip),
    bodyLimit: LOGIN_BODY_LIMIT,
    schema: o.schema,
  };
}
