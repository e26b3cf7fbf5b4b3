import helmet, { type HelmetOptions } from 'helmet';
import type { RequestStep } from './request-start.ts';

/**
 * Security headers with a strict CSP for the SPA: only our own scripts, no inline script, no
 * framing (but for the silent-renew page, below). Inline styles stay allowed because Ant Design injects its CSS-in-JS at runtime.
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

/**
 * Helmet's headers on every answer, as the values computed once below: @fastify/helmet rebuilt
 * them (the CSP string from its directives) on each request, a measurable part of an API call
 * (docs/performance.md). A step of the request's start (request-start.ts); /api/docs replaces
 * the CSP in its own onSend hook (docs.ts).
 */
export const securityHeadersStep: RequestStep = (req, reply) => {
  reply.headers(req.url.startsWith(SILENT_RENEW_PATH) ? SILENT_RENEW_HEADERS : SECURITY_HEADERS);
};

/**
 * Helmet's headers as plain values: set by the hook above, and on answers written where no
 * request hook runs (the router's refusals, the connection-level errors in client-errors.ts).
 */
export const SECURITY_HEADERS = headersOf(HELMET_OPTIONS);

/**
 * The portal renews a provider session in a hidden frame of its own pages (features/sso/flow.ts):
 * that one page may be framed by the portal itself, never by another origin.
 */
const SILENT_RENEW_PATH = '/silent-renew';
const SILENT_RENEW_HEADERS = headersOf({
  ...HELMET_OPTIONS,
  contentSecurityPolicy: {
    ...HELMET_OPTIONS.contentSecurityPolicy,
    directives: { ...HELMET_OPTIONS.contentSecurityPolicy.directives, frameAncestors: ["'self'"] },
  },
});

function headersOf(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  // helmet's middleware only sets headers, synchronously, from its options.
  helmet(options)({} as never, res as never, () => {});
  return Object.freeze(headers);
}
