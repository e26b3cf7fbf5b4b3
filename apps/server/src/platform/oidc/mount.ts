import type { IncomingMessage } from 'node:http';
import { API_ACCESS } from '@arflow/domain/permissions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodApp } from '../http/types.ts';
import type { OidcService } from './oidc-service.ts';

export const OIDC_PREFIX = '/oidc';
const DISCOVERY = '/.well-known/openid-configuration';

/**
 * Serves the embedded provider under /oidc (and its discovery document at the site's root too).
 * The provider answers on the raw request and reply, so the reply is handed over whole.
 */
export async function mountProvider(app: ZodApp, oidc: OidcService): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // Read as text (the token endpoint's forms are small) and handed over as `req.body`, which
    // the provider reads when the stream is spent.
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    const config = { access: API_ACCESS['auth.sso'] };
    // The provider's protocol is documented by its discovery, not in the API's OpenAPI.
    const schema = { hide: true };
    const handOver = (path: (url: string) => string) => (req: FastifyRequest, reply: FastifyReply) => {
      const provider = oidc.provider;
      if (!provider) return reply.callNotFound();
      const raw = req.raw as IncomingMessage & { originalUrl?: string; body?: unknown };
      raw.body = req.body;
      const url = raw.url ?? '/';
      // The provider takes the mount path from originalUrl minus url, as under Express.
      raw.originalUrl = `${OIDC_PREFIX}${path(url)}`;
      raw.url = path(url);
      reply.hijack();
      return provider.callback()(raw, reply.raw);
    };
    scope.all(
      `${OIDC_PREFIX}/*`,
      { config, schema },
      handOver((url) => url.slice(OIDC_PREFIX.length)),
    );
    scope.get(
      DISCOVERY,
      { config, schema },
      handOver((url) => url),
    );
  });
}
