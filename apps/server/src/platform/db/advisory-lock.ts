import type pg from 'pg';
import type { Db } from './client.ts';

/**
 * Run `fn` while holding a PostgreSQL session advisory lock named `name`, on a connection of
 * its own taken from the database's pool: every server instance on the database waits its turn.
 * `fn` gets that connection, for work that must run in the locking session: migrations and
 * other DDL, so it runs as the session user, not the application role of row security, and is
 * closed afterwards rather than returned to the pool without that role.
 */
export async function withAdvisoryLock<T>(
  db: Db,
  name: string,
  fn: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const pool = (db as Db & { $client?: pg.Pool }).$client;
  if (!pool?.connect) throw new Error('withAdvisoryLock needs a database created on a pg Pool (createDb)');
  const client = await pool.connect();
  try {
    await client.query('RESET ROLE');
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const result = await fn(client);
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    return result;
  } finally {
    // Closed rather than reused: on failure that also releases the lock.
    client.release(true);
  }
}
