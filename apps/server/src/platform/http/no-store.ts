import type { FastifyInstance } from 'fastify';

/**
 * API answers carry a user's data (and sign-in answers a token): no browser or proxy cache may
 * keep them, so that the next person at a shared computer cannot bring them back with the Back
 * button. The API documentation (/api/docs) keeps its own caching.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    const url = req.url;
    const api =
      (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) && !url.startsWith('/api/docs');
    // A route that chose a stricter or more specific policy (a download's `private, no-store`)
    // keeps it; anything that would let a cache keep the answer is replaced.
    if (api && !/\bno-store\b/.test(String(reply.getHeader('cache-control') ?? '')))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
