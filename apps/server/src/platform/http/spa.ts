import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { API_ACCESS } from '@arflow/domain/permissions';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Serves the built portal from WEB_DIST: files as they are, any other non-API GET gets
 * index.html (client-side routes). Hashed assets are cached for a year, index.html never.
 * The build writes a brotli (.br) and a gzip (.gz) copy beside each text file
 * (apps/web/build/precompress.ts): @fastify/static's preCompressed sends the one the browser's
 * Accept-Encoding prefers (br, then gzip, else the file itself) with Content-Encoding and
 * `Vary: Accept-Encoding`, so no response is compressed per request.
 */
/**
 * The sign-in and registration screens, whose frame is not the portal's: they get the plain
 * index.html. Every other address is a portal page (an area's screen, or a public one in the
 * portal frame such as /sample) and gets portal.html, which also announces the portal frame's
 * chunks so they load with the entry (apps/web/build/portal-html.ts).
 */
const OUTSIDE_PORTAL =
  /^\/(?:$|forgot-password(?:\/|$)|register(?:\/|$)|fun\/register(?:\/|$)|signin-callback$|signout-callback$|silent-renew$)/;

export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const index = path.join(webDist, 'index.html');
  const built = existsSync(index);
  const portal = existsSync(path.join(webDist, 'portal.html')) ? 'portal.html' : 'index.html';
  if (built) {
    await app.register(fastifyStatic, { root: webDist, serve: false, preCompressed: true });
  }
  app.get('/*', { config: { access: API_ACCESS.public }, schema: { hide: true } }, (req, reply) => {
    const urlPath = decodeURIComponent(req.url.split('?', 1)[0] ?? '/');
    if (urlPath === '/api' || urlPath.startsWith('/api/')) throw new AppError('ROUTE_NOT_FOUND');
    if (!built) {
      return reply
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (apps/web), then reload this page.\n');
    }
    const file = path.normalize(path.join(webDist, urlPath));
    // Dot folders (.vite/manifest.json, read by the size budget) are the build's, not the portal's.
    const hidden = urlPath.split('/').some((segment) => segment.startsWith('.'));
    if (!hidden && file.startsWith(webDist + path.sep) && existsSync(file) && statSync(file).isFile()) {
      const immutable = urlPath.startsWith('/assets/');
      return reply.sendFile(path.relative(webDist, file), {
        maxAge: immutable ? 31_536_000_000 : 0,
        immutable,
      });
    }
    // The page names the current hashed bundles: always revalidate it.
    const page = OUTSIDE_PORTAL.test(urlPath) ? 'index.html' : portal;
    return reply.header('cache-control', 'no-cache').sendFile(page, { cacheControl: false });
  });
}
