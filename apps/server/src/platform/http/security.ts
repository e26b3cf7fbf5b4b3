import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a strict CSP for the SPA: only our own scripts, no inline script, no
 * framing. Inline styles stay allowed because Ant Design injects its CSS-in-JS at runtime.
 * The /api/docs page sets its own CSP (hashes of its inline scripts, see docs.ts).
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // Same-origin SPA and API: no cross-origin embedding needed.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
}
