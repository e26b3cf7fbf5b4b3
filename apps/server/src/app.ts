import { randomUUID } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { Config } from './config.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { sampleRoutes } from './modules/sample/sample.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { TokenService } from './platform/auth/tokens.ts';
import { UserStateCache } from './platform/auth/user-state.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import type { Db } from './platform/db/client.ts';
import { type RegisteredRoute, registerAccess } from './platform/http/access.ts';
import { registerDocs } from './platform/http/docs.ts';
import { frameworkErrors, registerErrorHandler } from './platform/http/error-handler.ts';
import { healthRoutes } from './platform/http/health.ts';
import { registerInputGuard } from './platform/http/input-guard.ts';
import { registerSecurity } from './platform/http/security.ts';
import { registerSpa } from './platform/http/spa.ts';
import type { ModuleDeps, ZodApp } from './platform/http/types.ts';
import { guardedValidatorCompiler } from './platform/http/validator.ts';

/** Every module's routes, registered under /api. Add a module here. */
const MODULES: ReadonlyArray<(app: ZodApp, deps: ModuleDeps) => void> = [
  healthRoutes,
  authRoutes,
  usersRoutes,
  sampleRoutes,
];

export const JSON_BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  db: Db;
  pool: pg.Pool;
  config: Config;
  clock?: Clock;
  /** Fastify logger setting; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Serve the SPA from config.webDist (main does; tests need not). */
  serveWeb?: boolean;
  /** Listen for user-state NOTIFYs (default true). */
  listen?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, with its access declaration (for the route-permission test). */
    registeredRoutes: RegisteredRoute[];
    deps: ModuleDeps;
  }
}

/** The HTTP application: platform plugins, then every module. Not yet listening. */
export async function buildApp(opts: BuildAppOptions): Promise<ZodApp> {
  const { db, pool, config } = opts;
  const clock = opts.clock ?? systemClock;
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    // Ignore a trailing slash and duplicate slashes like most web servers.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API takes JSON (and multipart uploads) only: anything else is 415, not a string body.
  app.removeContentTypeParser('text/plain');

  const userStates = new UserStateCache(db, pool);
  let tokens: TokenService | undefined;
  const routes = registerAccess(app, () => tokens!);
  app.decorate('registeredRoutes', routes);
  registerErrorHandler(app);
  registerInputGuard(app);
  // The request id ties a support call to its log lines and audit rows.
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  await registerSecurity(app);
  await app.register(fastifyJwt, {
    secret: config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: config.tokenTtl },
    verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'], cache: true },
  });
  tokens = new TokenService(app as unknown as FastifyInstance, userStates);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 10, fields: 50 } });
  await registerDocs(app);

  const deps: ModuleDeps = { db, pool, config, clock, userStates, tokens };
  app.decorate('deps', deps);
  await app.register(
    async (api) => {
      for (const register of MODULES) register(api, deps);
    },
    { prefix: '/api' },
  );
  if (opts.serveWeb) await registerSpa(app, config.webDist);

  if (opts.listen !== false) {
    app.addHook('onReady', async () => {
      await userStates.listen();
    });
  }
  app.addHook('onClose', async () => {
    await userStates.close();
  });
  return app;
}
