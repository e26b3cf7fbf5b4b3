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
    // A route that chose a stricter or more specific policy (a download's `private, no-store`)
    // keeps it; anything that would let a cache keep the answer is replaced.
    const chosen = String(reply.getHeader('cache-control') ?? '');
    if (!/\bno-store\b/.test(chosen)) reply.header('cache-control', 'no-store');
  });
}
