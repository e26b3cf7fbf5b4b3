import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database URL on the same server as `url`, naming another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** CREATE DATABASE … TEMPLATE, retried while another clone briefly holds the template. */
export async function cloneDatabase(adminUrl: string, template: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      return;
    } catch (err) {
      const busy = /being accessed by other users/.test(String((err as Error).message));
      if (!busy || attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

export interface ScratchDatabase {
  url: string;
  /** A pool of its own, as another server instance would have. */
  pool(max?: number): pg.Pool;
  drop(): Promise<void>;
}

/**
 * A database of the test's own on the test PostgreSQL: empty, or a clone of `template` (the
 * migrated and seeded one from global setup). drop() ends the pools it handed out first.
 */
export async function scratchDatabase(adminUrl: string, template?: string): Promise<ScratchDatabase> {
  const name = uniqueName('arflow_s');
  if (template) await cloneDatabase(adminUrl, template, name);
  else await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const url = withDatabase(adminUrl, name);
  const pools: pg.Pool[] = [];
  return {
    url,
    pool(max = 2) {
      const pool = new pg.Pool({ connectionString: url, max });
      pool.on('error', () => {});
      pools.push(pool);
      return pool;
    },
    async drop() {
      await Promise.all(pools.map((p) => p.end().catch(() => {})));
      await dropDatabase(adminUrl, name);
    },
  };
}
