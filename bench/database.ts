import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded.ts';
import { adminQuery, dropDatabase, uniqueName, withDatabase } from '../apps/server/test/db.ts';

/** Port of the embedded PostgreSQL when no server is given (5488/5497/5499 belong to others). */
const EMBEDDED_BENCH_PORT = 5496;

/** `preferred` when nothing listens on it, else a port the system picks as free. */
function freePort(preferred: number): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number | undefined>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(undefined));
      probe.listen(port, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : undefined));
      });
    });
  return tryListen(preferred).then(async (port) => port ?? (await tryListen(0)) ?? preferred);
}

export interface BenchDatabase {
  url: string;
  /** Where it runs, for the report. */
  description: string;
  dispose(): Promise<void>;
}

/**
 * A fresh, empty database used by this run only. BENCH_DATABASE_URL (or TEST_DATABASE_URL)
 * names a PostgreSQL server on which a new database is created and then dropped; without one an
 * embedded PostgreSQL starts on its own port with its data in a temporary folder.
 */
export async function createBenchDatabase(env = process.env): Promise<BenchDatabase> {
  const serverUrl = env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL;
  if (serverUrl) {
    const adminUrl = withDatabase(serverUrl, 'postgres');
    const name = uniqueName('arflow_bench');
    await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
    const host = new URL(adminUrl).host;
    return {
      url: withDatabase(adminUrl, name),
      description: `PostgreSQL at ${host}, database ${name}`,
      dispose: () => dropDatabase(adminUrl, name),
    };
  }

  // An explicit port is used as given; the default moves aside when someone else holds it.
  const port = env.BENCH_EMBEDDED_PG_PORT
    ? Number(env.BENCH_EMBEDDED_PG_PORT)
    : await freePort(EMBEDDED_BENCH_PORT);
  const tempDir = mkdtempSync(path.join(tmpdir(), 'arflow-bench-pg-'));
  // Embedded PostgreSQL runs as user 'postgres' when we are root: it must reach the folder.
  chmodSync(tempDir, 0o755);
  try {
    const embedded = await startEmbeddedPostgres({
      dataDir: path.join(tempDir, 'pg'),
      port,
      database: 'arflow_bench',
    });
    return {
      url: embedded.url,
      description: `embedded PostgreSQL on 127.0.0.1:${port}`,
      async dispose() {
        try {
          await embedded.stop();
        } finally {
          rmSync(tempDir, { recursive: true, force: true });
        }
      },
    };
  } catch (err) {
    rmSync(tempDir, { recursive: true, force: true });
    throw new Error(
      `${(err as Error).message}\n(For the benchmark set BENCH_EMBEDDED_PG_PORT or BENCH_DATABASE_URL.)`,
      {
        cause: err,
      },
    );
  }
}
