import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/**
 * The query builder, without Drizzle's relational schema: use-cases write SQL-like queries
 * against the table objects they import, so no central list of tables exists to keep in step.
 */
export type Db = NodePgDatabase;
/** A transaction handle; use-cases accept either so they compose inside a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

// int8 (bigint money, count(*)) as JS number: exact below 2^53, which VND amounts stay under.
pg.types.setTypeParser(20, (v) => Number(v));

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, application_name: 'arflow' });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  return drizzle(pool);
}
