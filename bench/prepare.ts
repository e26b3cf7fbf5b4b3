import pg from 'pg';
import { seedDemoWorld } from '../apps/server/src/modules/seed/seed-demo-world.ts';
import { createDb, createPool } from '../apps/server/src/platform/db/client.ts';
import { runMigrations } from '../apps/server/src/platform/db/migrate.ts';
import { generateConcurrency } from './generate-concurrency.ts';
import { generateReceivables } from './generate-receivables.ts';
import { generateSamples } from './generate-samples.ts';
import { generateWorld, WORLD_TABLES, worldSize } from './generate-world.ts';

/**
 * Fills the bench database given as the first argument: migrations, the demo seed, the generated
 * samples and receivables, the concurrency scenarios' rows. Its own short-lived process (server.ts runs it), so the memory the
 * set-up took (migrations, argon2 hashes of the seed's users) is not counted in the peak RSS of
 * the server under test.
 */
async function prepare(url: string): Promise<void> {
  const pool = createPool(url);
  try {
    const db = createDb(pool);
    await runMigrations(db);
    await seedDemoWorld({ db });
    // The concurrency scenarios' signers and completed transactions (concurrent.ts).
    await generateConcurrency(db);
  } finally {
    await pool.end();
  }
  // As the database's owner, not the application role: VACUUM ANALYZE is the owner's to run.
  const owner = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await generateSamples(createDb(owner));
    await generateReceivables(createDb(owner));
    // The production-sized world (issue 26) is opt-in: it takes minutes and gigabytes.
    if (process.env.BENCH_WORLD === 'production') {
      const size = worldSize();
      const started = Date.now();
      await generateWorld(createDb(owner), size, (line) => console.log(`[bench] ${line}`));
      for (const table of WORLD_TABLES) await owner.query(`VACUUM ANALYZE ${table}`);
      console.log(`[bench] world ${JSON.stringify(size)} in ${Math.round((Date.now() - started) / 1000)} s`);
    }
  } finally {
    await owner.end();
  }
}

prepare(process.argv[2] ?? '').then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
