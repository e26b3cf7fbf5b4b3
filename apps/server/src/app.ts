import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { type Config, ttlSeconds } from './config.ts';
import { MODULES } from './modules/index.ts';
import { OPERATIONS } from './modules/operations.ts';
import { signingSecret } from './platform/auth/signing-secret.ts';
import { TokenService } from './platform/auth/tokens.ts';
import { USER_STATE_CHANNEL, UserStateCache } from './platform/auth/user-state.ts';
import { businessClock, type Clock, systemClock } from './platform/clock.ts';
import type { Db } from './platform/db/client.ts';
import { Notices } from './platform/db/notices.ts';
import { createFileStore } from './platform/files/create-store.ts';
import type { FileStore } from './platform/files/store.ts';
import { accessStep, declareAccess, type RegisteredRoute } from './platform/http/access.ts';
import { clientErrorHandler } from './platform/http/client-errors.ts';
import { registerDocs } from './platform/http/docs.ts';
import { frameworkErrors, registerErrorHandler } from './platform/http/error-handler.ts';
import { healthRoutes } from './platform/http/health.ts';
import { registerInputGuard } from './platform/http/input-guard.ts';
import { registerAnswerHeaders } from './platform/http/no-store.ts';
import { registerRequestStart } from './platform/http/request-start.ts';
import { securityHeadersStep } from './platform/http/security.ts';
import { compiledSerializerCompiler } from './platform/http/serializer.ts';
import { registerSpa } from './platform/http/spa.ts';
import { bodyTimeoutStep, serverTimeouts } from './platform/http/timeouts.ts';
import type { ModuleDeps, ZodApp } from './platform/http/types.ts';
import { guardedValidatorCompiler } from './platform/http/validator.ts';
import { DAILY_STEPS } from './platform/jobs/daily-steps.ts';
import { exportSlots, type ListRoute, registerListExports } from './platform/lists/export.ts';
import { OIDC_KEYS_CHANNEL } from './platform/oidc/keys.ts';
import { mountProvider } from './platform/oidc/mount.ts';
import { OidcService } from './platform/oidc/oidc-service.ts';

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
  /** Listen for NOTIFYs: user states, the provider's keys (default true). */
  listen?: boolean;
  /** The file store; default: the one config.files describes. */
  files?: FileStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, with its access declaration (for the route-permission test). */
    registeredRoutes: RegisteredRoute[];
    /** `METHOD /path` of every module route → its module's name (for the scoping matrix test). */
    routeModules: Map<string, string>;
    deps: ModuleDeps;
  }
}

/** The HTTP application: platform plugins, then every module. Not yet listening. */
export async function buildApp(opts: BuildAppOptions): Promise<ZodApp> {
  const { db, pool, config } = opts;
  const clock = businessClock(opts.clock ?? systemClock);
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    // Ignore a trailing slash and duplicate slashes like most web servers.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    frameworkErrors,
    clientErrorHandler,
    ...serverTimeouts(config.http),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler({ check: config.nodeEnv !== 'production' }));
  // The API takes JSON (and multipart uploads) only: anything else is 415, not a string body.
  app.removeContentTypeParser('text/plain');

  const userStates = new UserStateCache(db);
  const tokens = new TokenService(userStates, ttlSeconds(config.tokenTtl));
  // The generated secret lives in the database, which main.ts migrates after building the app.
  const oidc = new OidcService(db, config);
  app.addHook('onReady', async () => {
    tokens.useSecret(await signingSecret({ db, fromEnv: config.jwtSecret }));
    await oidc.start(tokens);
  });
  app.decorate('registeredRoutes', declareAccess(app));
  // One hook for the platform's part of every request's start, in its own request scope: the
  // body's clock first, before any other work on the request.
  registerRequestStart(app, [bodyTimeoutStep(config.http), securityHeadersStep, accessStep(() => tokens)]);
  registerErrorHandler(app);
  registerInputGuard(app);
  registerAnswerHeaders(app);

  // Upload routes narrow these per request (platform/files/receive.ts).
  await app.register(multipart, {
    limits: { fileSize: config.files.maxFileBytes + 1, files: 10, fields: 50 },
  });
  await registerDocs(app, OPERATIONS);

  const files = opts.files ?? createFileStore(config.files);
  const dailySteps = [...DAILY_STEPS, ...MODULES.flatMap((m) => m.dailySteps ?? [])];
  const deps: ModuleDeps = { db, pool, config, clock, dailySteps, userStates, tokens, files, oidc };
  app.decorate('deps', deps);
  const routeModules = new Map<string, string>();
  app.decorate('routeModules', routeModules);
  const slots = exportSlots(config.exportSlots);
  await app.register(
    async (api) => {
      healthRoutes(api, deps);
      for (const module of MODULES) {
        // Each module in its own context, so its routes can be told apart by module.
        await api.register(async (scope) => {
          const lists: ListRoute[] = [];
          scope.addHook('onRoute', (route) => {
            for (const m of [route.method].flat()) routeModules.set(`${m} ${route.url}`, module.name);
            if (route.config?.list) lists.push(route);
          });
          module.routes(scope, deps);
          registerListExports(scope, lists, { today: () => clock.today(), slots });
        });
      }
    },
    { prefix: '/api' },
  );
  await mountProvider(app, oidc);
  if (opts.serveWeb) await registerSpa(app, config.webDist);

  // One LISTEN connection: users' changes and the provider's keys (platform/db/notices.ts).
  const notices = new Notices(pool);
  notices.on(USER_STATE_CHANNEL, userStates.notices);
  notices.on(OIDC_KEYS_CHANNEL, oidc.notices);
  if (opts.listen !== false) {
    app.addHook('onReady', async () => {
      await notices.listen();
    });
  }
  app.addHook('onClose', async () => {
    await notices.close();
    files.close?.();
  });
  return app;
}
