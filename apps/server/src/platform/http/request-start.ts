import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { runInRequestScope } from '../db/request-scope.ts';

/**
 * One step of a request's start: it returns nothing when done, throws to refuse the request
 * (the error handler answers), or returns a promise when it must wait (the access step reading a
 * user that is not cached).
 */
export type RequestStep = (req: FastifyRequest, reply: FastifyReply) => void | Promise<void>;

/**
 * The platform's onRequest work as one hook: the steps in order, inside the request's own scope
 * (platform/db/request-scope.ts), where the rest of the request then runs. One synchronous hook
 * instead of one per concern: Fastify's hook chain and each async hook's promise were a large
 * part of a small authenticated request (docs/performance.md, issue 26).
 */
export function registerRequestStart(app: FastifyInstance, steps: readonly RequestStep[]): void {
  app.addHook('onRequest', (req, reply, done) => {
    runInRequestScope(() => runSteps(steps, 0, req, reply, done));
  });
}

function runSteps(
  steps: readonly RequestStep[],
  from: number,
  req: FastifyRequest,
  reply: FastifyReply,
  done: (err?: Error) => void,
): void {
  for (let i = from; i < steps.length; i++) {
    let waiting: void | Promise<void>;
    try {
      waiting = steps[i]!(req, reply);
    } catch (err) {
      done(err as Error);
      return;
    }
    if (waiting) {
      waiting.then(() => runSteps(steps, i + 1, req, reply, done), done);
      return;
    }
  }
  done();
}
