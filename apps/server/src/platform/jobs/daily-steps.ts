import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Tx } from '../db/client.ts';
import { sweepProviderStep } from '../oidc/adapter.ts';

/** What a close-of-business step gets: the date it closes and the transaction of that date. */
export interface DailyStepContext {
  tx: Tx;
  /** The business date being closed, yyyy-mm-dd (not "today": catch-up closes past dates). */
  businessDate: string;
  log: FastifyBaseLogger;
  /** The business clock: its now() stamps the rows a step writes. */
  clock: Clock;
}

export interface DailyStep {
  /** Shown in the log line of each closed date. */
  name: string;
  run(ctx: DailyStepContext): Promise<void>;
}

/**
 * The platform's own close-of-business steps (the OpenID provider's spent rows swept); the business modules' steps (maturity, overdue,
 * bad debt, penal interest) come from their manifests (`dailySteps`), in the order of MODULES.
 */
export const DAILY_STEPS: readonly DailyStep[] = [sweepProviderStep];
