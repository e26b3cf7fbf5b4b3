import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../db/client.ts';

/** What a close-of-business step gets: the date it closes and the transaction of that date. */
export interface DailyStepContext {
  tx: Tx;
  /** The business date being closed, yyyy-mm-dd (not "today": catch-up closes past dates). */
  businessDate: string;
  log: FastifyBaseLogger;
}

export interface DailyStep {
  /** Shown in the log line of each closed date. */
  name: string;
  run(ctx: DailyStepContext): Promise<void>;
}

/**
 * The close-of-business steps, run in this order for each business date (maturity, overdue,
 * bad debt, penal interest as their modules arrive). Add a module's step here.
 */
export const DAILY_STEPS: readonly DailyStep[] = [];
