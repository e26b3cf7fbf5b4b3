import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { BUSINESS_TZ, type Clock } from '../clock.ts';

export const DAILY_JOB = 'daily-close-of-business';

/**
 * pg-boss (queues and cron in PostgreSQL, schema 'pgboss'). The daily close-of-business job
 * runs at 00:05 Vietnam time with that day's business date; modules will add their steps
 * (maturity, overdue, bad debt, penal interest) to it, each taking the date as input.
 */
export async function startJobs(opts: {
  connectionString: string;
  clock: Clock;
  log: FastifyBaseLogger;
}): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: opts.connectionString, schema: 'pgboss', max: 4 });
  boss.on('error', (err) => opts.log.error({ err }, 'pg-boss error'));
  await boss.start();
  await boss.createQueue(DAILY_JOB);
  await boss.schedule(DAILY_JOB, '5 0 * * *', {}, { tz: BUSINESS_TZ });
  await boss.work(DAILY_JOB, async () => {
    const businessDate = opts.clock.today();
    opts.log.info({ businessDate }, 'daily close of business: no steps yet');
  });
  return boss;
}
