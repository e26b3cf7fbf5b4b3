import type { FastifyInstance } from 'fastify';

/**
 * The headers every answer gets once its route is done, in one synchronous onSend hook (an async
 * hook costs every answer a promise, each hook a turn of Fastify's chain: docs/performance.md).
 *
 * - `x-request-id`: ties a support call to its log lines and audit rows.
 * - `cache-control: no-store` on the API: its answers carry a user's data (and sign-in answers a
 *   token), so no browser or proxy cache may keep them, and the next person at a shared computer
 *   cannot bring them back with the Back button. The API documentation (/api/docs) keeps its own
 *   caching.
 */
export function registerAnswerHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-request-id', req.id);
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
