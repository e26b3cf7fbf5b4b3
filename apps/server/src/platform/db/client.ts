import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { currentScope, scopeSetting } from './request-scope.ts';
import { APP_ROLE } from './row-security.ts';

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
  // A superuser, or the tables' owner, is not bound by row security: each new connection acts as
  // the application role when the session user may (the test harness and the embedded database
  // connect as 'postgres'). Queued before the caller's first query on that client.
  pool.on('connect', (client) => {
    client
      .query(
        `SELECT set_config('role', rolname::text, false) FROM pg_roles
          WHERE rolname = $1 AND pg_has_role(session_user, oid, 'MEMBER')`,
        [APP_ROLE],
      )
      .catch(() => {});
  });
  scopeConnections(pool);
  return pool;
}

const CARRIED = Symbol('arflow.scope');
type ScopedClient = pg.PoolClient & { [CARRIED]?: string };
type ConnectCallback = (err: Error | undefined, client?: pg.PoolClient, done?: () => void) => void;

/**
 * Every client the pool hands out (pool.connect, and pool.query and Drizzle's transactions, which
 * call it) carries the caller's scope in `arflow.scope` for the row-security policies. The scope
 * is read when connect is called, in the caller's async context: a client released to a waiting
 * caller is handed over from the releaser's context, so an 'acquire' listener would read the
 * wrong one. A client already carrying the scope costs no query.
 */
function scopeConnections(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const scoped = async (setting: string): Promise<pg.PoolClient> => {
    const client = (await connect()) as ScopedClient;
    if (client[CARRIED] === setting) return client;
    try {
      await client.query(`SELECT set_config('arflow.scope', $1, false)`, [setting]);
    } catch (err) {
      client.release(err as Error);
      throw err;
    }
    client[CARRIED] = setting;
    return client;
  };
  const wrapped = (cb?: ConnectCallback): Promise<pg.PoolClient> | undefined => {
    const result = scoped(scopeSetting(currentScope()));
    if (!cb) return result;
    result.then(
      (client) => cb(undefined, client, () => client.release()),
      (err: Error) => cb(err),
    );
    return undefined;
  };
  pool.connect = wrapped as pg.Pool['connect'];
}

export function createDb(pool: pg.Pool): Db {
  return drizzle(pool);
}
