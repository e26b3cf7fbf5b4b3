import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers with a strict CSP for the SPA: only our own scripts, no inline script, no
 * framing. Inline styles stay allowed because Ant Design injects its CSS-in-JS at runtime.
 * The /api/docs page sets its own CSP (hashes of its inline scripts, see docs.ts).
 */
const HELMET_OPTIONS = {
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
} satisfies HelmetOptions;

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, HELMET_OPTIONS);
}

/**
 * The same headers as plain values, for answers written where helmet's request hook never runs:
 * the router's refusals and the connection-level errors (client-errors.ts).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  // helmet's middleware only sets headers, synchronously, from its options.
  helmet(HELMET_OPTIONS)({} as never, res as never, () => {});
  return Object.freeze(headers);
})();
