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
  scopeConnections(pool);
  return pool;
}

/**
 * Sets the scope and the role it runs as. A company's scope acts as the application role, which
 * the policies bind (a superuser, or the tables' owner without FORCE, is not bound), when the
 * session user may take it. The platform's scope ('all') goes back to the session user: every
 * policy would let it through anyway, but as a filter PostgreSQL cannot see through
 * (current_setting is not a constant to the planner) it turns a funder's 0.4 ms page into a 35 ms
 * parallel scan (docs/decisions/0072-row-level-security.md, "Cost").
 */
const APPLY_SCOPE = `SELECT set_config('arflow.scope', $1::text, false),
  set_config('role', CASE WHEN $1::text <> 'all' AND EXISTS (
    SELECT FROM pg_roles WHERE rolname = $2::text AND pg_has_role(session_user, oid, 'MEMBER')
  ) THEN $2::text ELSE 'none' END, false)`;

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
      await client.query(APPLY_SCOPE, [setting, APP_ROLE]);
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

/**
 * Stops the start when the database user cannot act as the application role: a company's
 * requests would otherwise run unbound by the row-security policies (README, "Against an
 * existing PostgreSQL").
 */
export async function assertAppRole(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ ok: boolean }>(
    `SELECT EXISTS (SELECT FROM pg_roles WHERE rolname = $1 AND pg_has_role(session_user, oid, 'MEMBER')) AS ok`,
    [APP_ROLE],
  );
  if (!rows[0]?.ok)
    throw new Error(
      `The database user cannot act as the role ${APP_ROLE}, which row-level security needs: ` +
        `run "CREATE ROLE ${APP_ROLE} NOLOGIN; GRANT ${APP_ROLE} TO <user>;" as an administrator (README).`,
    );
}

export function createDb(pool: pg.Pool): Db {
  return drizzle(pool);
}
