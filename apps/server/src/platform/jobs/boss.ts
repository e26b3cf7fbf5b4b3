import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { BUSINESS_TZ, type Clock } from '../clock.ts';
import { withAdvisoryLock } from '../db/advisory-lock.ts';
import type { Db } from '../db/client.ts';
import { deliverOutbox, logMailSender, type MailSender } from '../mail/outbox.ts';
import { wakeOnMail } from '../mail/wake.ts';
import { dailyPayload, datesToClose, runDailyClose } from './daily-close.ts';
import { DAILY_STEPS, type DailyStep } from './daily-steps.ts';

/** One job per business date, payload {businessDate}. */
export const DAILY_JOB = 'daily-close-of-business';
/** The cron tick at 00:05 Vietnam time that enqueues the day's (and any missed) dates. */
export const DAILY_TICK = 'daily-close-tick';
/** Every minute: send what mail_outbox holds that a commit's wake-up did not (platform/mail/wake.ts). */
export const MAIL_TICK = 'mail-outbox-tick';

/**
 * Enqueue a daily job for every date not closed yet up to today, oldest first. The queue keeps
 * one waiting job per date (singletonKey), so instances enqueueing together add each date once.
 * Returns the dates enqueued or already waiting.
 */
export async function enqueueDueDates(opts: { boss: PgBoss; db: Db; clock: Clock }): Promise<string[]> {
  const dates = await datesToClose(opts.db, opts.clock.today());
  for (const businessDate of dates) {
    await opts.boss.send(DAILY_JOB, { businessDate }, { singletonKey: businessDate });
  }
  return dates;
}

/** PostgreSQL's deadlock_detected. */
const DEADLOCK = '40P01';

/**
 * pg-boss (queues and cron in PostgreSQL, schema 'pgboss'). At 00:05 Vietnam time a tick
 * enqueues the new business date; at start every date missed while the server was down is
 * enqueued too. Each job closes its date (and any earlier one still open) with DAILY_STEPS.
 */
export async function startJobs(opts: {
  connectionString: string;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  steps?: readonly DailyStep[];
  /** Who delivers queued e-mail; the log sender (nothing leaves the machine) by default. */
  mailSender?: MailSender;
  /** The modules' minute tasks (e.g. the integration outbox), each its own queue. */
  minuteTasks?: readonly { name: string; run(): Promise<unknown> }[];
  /** How often an idle worker looks for jobs (pg-boss's default is 2 s; tests go faster). */
  pollingIntervalSeconds?: number;
}): Promise<PgBoss> {
  const { db, clock, log } = opts;
  const steps = opts.steps ?? DAILY_STEPS;
  const polling = { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 };
  const boss = new PgBoss({ connectionString: opts.connectionString, schema: 'pgboss', max: 4 });
  boss.on('error', (err) => log.error({ err }, 'pg-boss error'));
  await boss.start();
  try {
    // pg-boss's createQueue deadlocks when two instances create the same queue at once, and its
    // DDL also deadlocked against another instance already sending jobs: create a queue only
    // when it does not exist yet, one instance at a time.
    // Creating a queue attaches a partition to pg-boss's job table, which can still deadlock with
    // another instance fetching jobs from it; PostgreSQL then aborts one side, which tries again.
    const ensureQueue = async (name: string, options?: { policy: 'stately' }) => {
      for (let attempt = 1; ; attempt++) {
        try {
          if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...options });
          return;
        } catch (err) {
          if ((err as { code?: string }).code !== DEADLOCK || attempt >= 5) throw err;
          await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
        }
      }
    };
    await withAdvisoryLock(db, 'arflow-jobs-setup', async () => {
      // 'stately': at most one waiting and one running job per singletonKey (the date).
      await ensureQueue(DAILY_JOB, { policy: 'stately' });
      // A queue made before dates had keys is 'standard': bring it to the policy above.
      await boss.updateQueue(DAILY_JOB, { name: DAILY_JOB, policy: 'stately' });
      // The daily job was once scheduled itself, without a date: that schedule must not fire.
      await boss.unschedule(DAILY_JOB);
      await ensureQueue(DAILY_TICK);
      await boss.schedule(DAILY_TICK, '5 0 * * *', {}, { tz: BUSINESS_TZ });
      await ensureQueue(MAIL_TICK);
      await boss.schedule(MAIL_TICK, '* * * * *', {});
      for (const task of opts.minuteTasks ?? []) {
        await ensureQueue(`minute-${task.name}`);
        await boss.schedule(`minute-${task.name}`, '* * * * *', {});
      }
    });
    const mailSender = opts.mailSender ?? logMailSender(log);
    for (const task of opts.minuteTasks ?? []) {
      await boss.work(`minute-${task.name}`, polling, async () => {
        await task.run();
      });
    }
    const deliver = async () => {
      const sent = await deliverOutbox({ db, sender: mailSender, now: clock.now() });
      if (sent > 0) log.info({ sent }, 'mail outbox delivered');
    };
    await boss.work(MAIL_TICK, polling, deliver);
    const stopWaking = await wakeOnMail({
      connectionString: opts.connectionString,
      deliver,
      onError: (err) => log.error({ err }, 'mail outbox wake-up failed'),
    });
    boss.on('stopped', () => void stopWaking());

    await boss.work(DAILY_TICK, polling, async () => {
      const dates = await enqueueDueDates({ boss, db, clock });
      log.info({ dates }, 'daily close of business enqueued');
    });
    await boss.work(DAILY_JOB, polling, async (jobs) => {
      for (const job of jobs) {
        const parsed = dailyPayload.safeParse(job.data);
        if (!parsed.success) throw new Error(`daily job ${job.id}: ${parsed.error.message}`);
        await runDailyClose({ db, businessDate: parsed.data.businessDate, clock, steps, log });
      }
    });

    const missed = await enqueueDueDates({ boss, db, clock });
    if (missed.length > 0) log.info({ dates: missed }, 'daily close of business: catching up');
  } catch (err) {
    await boss.stop({ graceful: false }).catch(() => {});
    throw err;
  }
  return boss;
}
