import type { FastifyInstance } from 'fastify';

/**
 * API answers carry a user's data (and sign-in answers a token): no browser or proxy cache may
 * keep them, so that the next person at a shared computer cannot bring them back with the Back
 * button. The API documentation (/api/docs) keeps its own caching.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply) => {
    const url = req.url;
    if (!(url === '/api' || url.startsWith('/api/') || url.startsWith('/api?'))) return;
    if (url.startsWith('/api/docs')) return;
    reply.header('cache-control', 'no-store');
  });
}
