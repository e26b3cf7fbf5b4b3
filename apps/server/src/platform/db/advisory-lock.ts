import type pg from 'pg';
import type { Db } from './client.ts';

/**
 * Run `fn` while holding a PostgreSQL session advisory lock named `name`, on a connection of
 * its own taken from the database's pool: every server instance on the database waits its turn.
 * `fn` gets that connection, for work that must run in the locking session.
 */
export async function withAdvisoryLock<T>(
  db: Db,
  name: string,
  fn: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const pool = (db as Db & { $client?: pg.Pool }).$client;
  if (!pool?.connect) throw new Error('withAdvisoryLock needs a database created on a pg Pool (createDb)');
  const client = await pool.connect();
  let failed = false;
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const result = await fn(client);
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    return result;
  } catch (err) {
    failed = true;
    throw err;
  } finally {
    // On failure the connection is closed rather than reused, which also releases the lock.
    client.release(failed);
  }
}
