import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { type ScratchDatabase, scratchDatabase } from '../../../test/db.ts';
import { fixedClock } from '../clock.ts';
import { createDb, type Db } from '../db/client.ts';
import { DAILY_JOB, startJobs } from './boss.ts';
import { dailyPayload, runDailyClose } from './daily-close.ts';
import type { DailyStep } from './daily-steps.ts';
import { dailyRuns } from './jobs.tables.ts';

// 10:00 on 13 March 2026 in Vietnam.
const clock = fixedClock('2026-03-13T03:00:00Z');

/** A logger that keeps what was logged, to check the per-date line and that nothing failed. */
function memoryLog() {
  const lines: { level: string; obj: unknown; msg?: string }[] = [];
  const at =
    (level: string) =>
    (obj: unknown, msg?: string): void => {
      lines.push({ level, obj, ...(msg === undefined ? {} : { msg }) });
    };
  const log = {
    level: 'info',
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    fatal: at('fatal'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => {},
    child: () => log,
  };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

/** A step that records each date it runs for, slowly enough for a second runner to overlap. */
function recordingStep(failOn?: string): { step: DailyStep; dates: string[] } {
  const dates: string[] = [];
  return {
    dates,
    step: {
      name: 'record',
      async run({ businessDate }) {
        await new Promise((r) => setTimeout(r, 150));
        if (businessDate === failOn) throw new Error(`step failed on ${businessDate}`);
        dates.push(businessDate);
      },
    },
  };
}

const closedDates = async (db: Db) =>
  (await db.select().from(dailyRuns).orderBy(dailyRuns.businessDate)).map((r) => r.businessDate);

let scratch: ScratchDatabase | undefined;
const bosses: PgBoss[] = [];
afterEach(async () => {
  await Promise.all(bosses.splice(0).map((b) => b.stop({ graceful: false })));
  await scratch?.drop();
  scratch = undefined;
});

describe('daily close of business', () => {
  it('closes a date once when two instances run it at the same time', async () => {
    scratch = await scratchDatabase(inject('adminUrl'), inject('templateDb'));
    const { step, dates } = recordingStep();
    const { log, lines } = memoryLog();
    const run = (db: Db) => runDailyClose({ db, businessDate: '2026-03-13', clock, steps: [step], log });

    const [a, b] = await Promise.all([run(createDb(scratch.pool())), run(createDb(scratch.pool()))]);

    expect(dates).toEqual(['2026-03-13']);
    expect([...a, ...b]).toEqual(['2026-03-13']);
    expect(await closedDates(createDb(scratch.pool(1)))).toEqual(['2026-03-13']);
    expect(lines.filter((l) => l.msg === 'daily close of business done')).toEqual([
      expect.objectContaining({ obj: { businessDate: '2026-03-13', steps: ['record'] } }),
    ]);
    // Triggered again later (a retried or duplicated job): nothing runs.
    expect(await run(createDb(scratch.pool()))).toEqual([]);
    expect(dates).toEqual(['2026-03-13']);
  });

  it('catches up every date missed while down, in order and once, when two instances start', async () => {
    scratch = await scratchDatabase(inject('adminUrl'), inject('templateDb'));
    const db = createDb(scratch.pool(4));
    await db
      .insert(dailyRuns)
      .values({ businessDate: '2026-03-10', finishedAt: new Date('2026-03-09T17:05:00Z') });
    const { step, dates } = recordingStep();
    const { log, lines } = memoryLog();
    const start = () =>
      startJobs({
        connectionString: scratch!.url,
        db,
        clock,
        log,
        steps: [step],
        pollingIntervalSeconds: 0.5,
      });

    bosses.push(...(await Promise.all([start(), start()])));
    await expect.poll(() => closedDates(db), { timeout: 20_000, interval: 250 }).toContain('2026-03-13');

    expect(dates).toEqual(['2026-03-11', '2026-03-12', '2026-03-13']);
    expect(await closedDates(db)).toEqual(['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13']);
    // A job per missed date, enqueued oldest first, each carrying its business date. The second
    // instance may enqueue a date again once the first one's job for it is running: that job
    // finds the date closed and does nothing (the steps above ran once per date).
    const jobs = await scratch
      .pool(1)
      .query<{ date: string }>(
        `SELECT data->>'businessDate' AS date FROM pgboss.job WHERE name = $1 ORDER BY created_on, date`,
        [DAILY_JOB],
      );
    expect([...new Set(jobs.rows.map((r) => r.date))]).toEqual(['2026-03-11', '2026-03-12', '2026-03-13']);
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('stops at a failing date: it stays open and no later date closes before it', async () => {
    scratch = await scratchDatabase(inject('adminUrl'), inject('templateDb'));
    const db = createDb(scratch.pool());
    await db
      .insert(dailyRuns)
      .values({ businessDate: '2026-03-10', finishedAt: new Date('2026-03-09T17:05:00Z') });
    const { step, dates } = recordingStep('2026-03-12');
    const { log } = memoryLog();

    await expect(
      runDailyClose({ db, businessDate: '2026-03-13', clock, steps: [step], log }),
    ).rejects.toThrow(/step failed on 2026-03-12/);
    expect(dates).toEqual(['2026-03-11']);
    expect(await closedDates(db)).toEqual(['2026-03-10', '2026-03-11']);
  });

  it('takes only a real business date, never one after today', async () => {
    expect(dailyPayload.safeParse({ businessDate: '2026-03-13' }).success).toBe(true);
    for (const bad of [
      {},
      { businessDate: '2026-02-30' },
      { businessDate: '13/03/2026' },
      { businessDate: 1 },
    ]) {
      expect(dailyPayload.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    scratch = await scratchDatabase(inject('adminUrl'), inject('templateDb'));
    const db = createDb(scratch.pool());
    const { step, dates } = recordingStep();
    await expect(
      runDailyClose({ db, businessDate: '2026-03-14', clock, steps: [step], log: memoryLog().log }),
    ).rejects.toThrow(/after today/);
    expect(dates).toEqual([]);
  });
});
