import type { RequestContext } from '../../platform/http/context.ts';
import type { DailyStepContext } from '../../platform/jobs/daily-steps.ts';

/** The request context of a close-of-business change: the system, on the business date. */
export function systemContext(ctx: DailyStepContext): RequestContext {
  return { actor: null, requestId: `daily-close:${ctx.businessDate}`, ip: '', clock: ctx.clock };
}
