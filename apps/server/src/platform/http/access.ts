import { type Access, allows } from '@arflow/domain/permissions';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { TokenService } from '../auth/tokens.ts';
import type { UserState } from '../auth/user-state.ts';
import { setRequestScope } from '../db/request-scope.ts';
import { AppError } from './app-error.ts';
import { type RequestStep, registerRequestStart } from './request-start.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: API_ACCESS[...] from packages/domain/src/permissions.ts. */
    access?: Access;
    /**
     * Open to a user who must change their password first (the change itself, sign-out, the
     * session user); every other signed-in route answers 403 PASSWORD_MUST_CHANGE to them.
     */
    beforePasswordChange?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous call. */
    actor: UserState | null;
  }
}

/** Routes added by third-party plugins that we cannot annotate; all serve public documentation. */
const PLUGIN_PUBLIC_PREFIXES = ['/api/docs'];

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | undefined;
  /** The route's validation schemas (zod), so tests can find the ids a route takes. */
  schema?: RouteOptions['schema'];
}

/** The bearer token of a request: undefined without an Authorization header, '' when malformed. */
export function bearer(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : '';
}

/**
 * Every route must say who may call it (`config.access`); a route without one makes startup
 * fail. The access step (below) then authenticates the bearer token and enforces the declaration.
 */
export function declareAccess(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.decorateRequest('actor', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    let access = route.config?.access;
    if (access === undefined && PLUGIN_PUBLIC_PREFIXES.some((p) => route.url.startsWith(p))) {
      access = 'public';
      route.config = { ...route.config, access };
    }
    for (const method of methods) routes.push({ method, url: route.url, access, schema: route.schema });
    if (access === undefined) {
      throw new Error(`Route ${methods.join(',')} ${route.url} has no config.access (see API_ACCESS)`);
    }
  });
  return routes;
}

/**
 * The access step of every request (platform/http/request-start.ts): 401 when not signed in,
 * 403 when signed in but not allowed. Synchronous when the user's state is cached, as it is for
 * all but a user's first request in each TTL; otherwise it returns the promise of the check.
 */
export function accessStep(tokens: () => TokenService): RequestStep {
  return (req) => {
    const access = req.routeOptions.config?.access;
    // No route matched: the not-found handler answers.
    if (req.is404) return;
    // Deny by default: a route that escaped the start-up check (registered before this hook, or
    // the check removed) is served to nobody rather than to everybody.
    if (access === undefined) throw new AppError('FORBIDDEN');
    const token = bearer(req);
    if (token === undefined) return admit(req, access, null);
    let actor: UserState | Promise<UserState>;
    try {
      actor = tokens().authenticate(token);
    } catch (err) {
      // A stale token must not block a public page.
      if (access !== 'public') throw err;
      return admit(req, access, null);
    }
    if (!(actor instanceof Promise)) return admit(req, access, actor);
    return actor.then(
      (user) => admit(req, access, user),
      (err: unknown) => {
        if (access !== 'public') throw err;
        admit(req, access, null);
      },
    );
  };
}

function admit(req: FastifyRequest, access: Access, actor: UserState | null): void {
  req.actor = actor;
  if (!allows(access, actor)) throw new AppError(actor ? 'FORBIDDEN' : 'UNAUTHORIZED');
  // From here the database shows a company's user only its company's rows (row security).
  if (actor && actor.enterprise_code !== 'FUNDER') setRequestScope([actor.enterprise_id]);
  // Public routes stay open: anyone may call them without a token anyway.
  if (actor?.must_change_password && access !== 'public' && !req.routeOptions.config?.beforePasswordChange) {
    throw new AppError('PASSWORD_MUST_CHANGE');
  }
}

/** The declaration check and the access step on their own (an app without the other steps). */
export function registerAccess(app: FastifyInstance, tokens: () => TokenService): RegisteredRoute[] {
  const routes = declareAccess(app);
  registerRequestStart(app, [accessStep(tokens)]);
  return routes;
}
