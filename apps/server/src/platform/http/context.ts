import type { FastifyRequest } from 'fastify';
import type { UserState } from '../auth/user-state.ts';
import type { Clock } from '../clock.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import type { ModuleDeps } from './types.ts';

/** Who does what, from where: what use-cases need for rules, audit and history. */
export interface RequestContext {
  actor: UserState | null;
  requestId: string;
  ip: string;
  clock: Clock;
}

export function requestContext(req: FastifyRequest, clock: Clock): RequestContext {
  return { actor: req.actor, requestId: String(req.id), ip: req.ip, clock };
}

/** The signed-in actor of a route that requires one (the access hook already enforced it). */
export function requireActor(ctx: RequestContext): UserState {
  if (!ctx.actor) throw new Error('route requires a signed-in actor');
  return ctx.actor;
}

/**
 * What a use-case that changes data takes (`{ db, ctx, … }`, docs/architecture.md "Adding a
 * module"): the database, to open its transaction, and the request's context, then its own
 * fields. E.g. `changeCredit(opts: Command<{ id: number; step: CreditStep }>)`.
 */
export type Command<T extends object = object> = { db: Db; ctx: RequestContext } & T;

/** What a use-case that reads takes: the database or a transaction and the acting user, then its own fields. */
export type Read<T extends object = object> = { db: DbOrTx; actor: UserState } & T;

/**
 * What a use-case that receives a multipart upload takes: the module's deps (the file store and
 * its limits, the database), the request whose parts it reads, and the request's context, then
 * its own fields. E.g. `uploadLendingSlip(o: Upload<{ id: number }>)`.
 */
export type Upload<T extends object = object> = {
  deps: ModuleDeps;
  req: FastifyRequest;
  ctx: RequestContext;
} & T;
