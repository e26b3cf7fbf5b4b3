import type { FastifyRequest } from 'fastify';
import type { UserState } from '../auth/user-state.ts';
import type { Clock } from '../clock.ts';

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
