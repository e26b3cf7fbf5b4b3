import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whose rows the database shows the current code: 'all' for the platform itself (funder staff,
 * jobs, the seed, migrations, the start, anonymous and public routes), else the ids of the
 * companies a company user acts for. The pool applies it to each connection it hands out
 * (`arflow.scope`, read by the row-security policies of docs/decisions/0072-row-level-security.md).
 */
export type Scope = 'all' | readonly number[];

interface Store {
  scope: Scope;
}

const storage = new AsyncLocalStorage<Store>();

/** The scope of the running code: 'all' outside any request and until the access hook narrows it. */
export function currentScope(): Scope {
  return storage.getStore()?.scope ?? 'all';
}

/** The value of `arflow.scope` for a scope: 'all', or company ids joined by commas. */
export function scopeSetting(scope: Scope): string {
  return scope === 'all' ? 'all' : scope.join(',');
}

/**
 * Run `fn` as the platform, seeing every company's rows. Only for a company's action that must
 * legitimately read or write another company's rows; each call says why in a comment.
 */
export function asSystem<T>(fn: () => PromiseLike<T> | T): Promise<T> {
  return within('all', fn);
}

/** Run `fn` under a company scope (tests, and code acting for a company outside a request). */
export function asCompanies<T>(ids: readonly number[], fn: () => PromiseLike<T> | T): Promise<T> {
  return within(ids, fn);
}

// Awaited inside the store: a Drizzle query starts only when awaited, so one returned unawaited
// would otherwise run in the caller's scope.
function within<T>(scope: Scope, fn: () => PromiseLike<T> | T): Promise<T> {
  return storage.run({ scope }, async () => await fn());
}

/** Narrow the running request to the companies its user acts for. */
export function setRequestScope(scope: Scope): void {
  const store = storage.getStore();
  if (!store)
    throw new Error('setRequestScope outside a request (registerRequestStart runs each request in one)');
  store.scope = scope;
}

/**
 * Run a request's start inside a store of its own, starting as 'all', the pattern of
 * @fastify/request-context: what `fn` goes on to (the rest of the hooks, the body parser and
 * the handler) runs inside `storage.run`. The access step then narrows it once it knows the
 * user (platform/http/request-start.ts).
 */
export function runInRequestScope(fn: () => void): void {
  storage.run({ scope: 'all' }, fn);
}
