import { createHmac } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { DEMO_PASSWORD } from '../src/modules/seed/demo-world.data.ts';
import { users } from '../src/modules/users/users.tables.ts';
import type { Clock } from '../src/platform/clock.ts';
import { createDb, createPool, type Db } from '../src/platform/db/client.ts';
import type { ZodApp } from '../src/platform/http/types.ts';
import { cloneDatabase, dropDatabase, uniqueName, withDatabase } from './db.ts';

export { DEMO_PASSWORD };
export const TEST_JWT_SECRET = 'test-secret-for-api-tests-only-0123456789';

export interface TestApp {
  app: ZodApp;
  db: Db;
  /**
   * The database as its owner (the session user, not the application role, no row security):
   * for a test's DDL (tables, triggers), which the application role may not run, as migrations.
   */
  owner: Db;
  config: Config;
  /** Sign in through the API and return the bearer token. */
  login(username: string, password?: string): Promise<string>;
  /** Authorization header for a user: a fresh token of the user's current session version. */
  auth(username: string): Promise<{ authorization: string }>;
  /** Another instance of the server on the same database (as a second process would be). */
  sibling(env?: Record<string, string>): Promise<ZodApp>;
  close(): Promise<void>;
}

/**
 * A fresh application on its own database cloned from the seeded template.
 * `env` overrides configuration (e.g. TOKEN_TTL); `configure` may add test-only routes.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    configure?: (app: ZodApp) => void;
    /** Serve the portal's catch-all route too, as main.ts does. */
    serveWeb?: boolean;
  } = {},
): Promise<TestApp> {
  // Each test app keeps its stored files in its own folder, removed on close.
  const ownDataDir = options.env?.DATA_DIR === undefined;
  const dataDir = options.env?.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'arflow-test-'));
  const env = {
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    // Other files' tests must not trip the limits; limit tests set low values of their own.
    LOGIN_RATE_MAX: '1000',
    LOGIN_ACCOUNT_RATE_MAX: '1000',
    LOGIN_ADDRESS_RATE_MAX: '100000',
    USER_CHECK_RATE_MAX: '100000',
    JOIN_RATE_MAX: '100000',
    FORGOT_RATE_MAX: '100000',
    FORGOT_ACCOUNT_RATE_MAX: '1000',
    CHANGE_PASSWORD_RATE_MAX: '1000',
    ...options.env,
  };
  // Before the database: a configuration refused at start leaves nothing behind.
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  // The demo world's files, as the template database names them (local store only).
  if (config.files.store === 'local') cpSync(inject('templateFiles'), config.files.dir, { recursive: true });
  const adminUrl = inject('adminUrl');
  const name = uniqueName('arflow_t');
  await cloneDatabase(adminUrl, inject('templateDb'), name);
  const pool = createPool(withDatabase(adminUrl, name), 5);
  const db = createDb(pool);
  const ownerPool = new pg.Pool({ connectionString: withDatabase(adminUrl, name), max: 2 });
  ownerPool.on('error', () => {});
  let app: ZodApp;
  try {
    app = await buildApp({
      db,
      pool,
      config,
      logger: false,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.serveWeb ? { serveWeb: true } : {}),
    });
    options.configure?.(app);
    await app.ready();
  } catch (err) {
    await pool.end();
    await ownerPool.end();
    await dropDatabase(adminUrl, name);
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }

  const siblings: ZodApp[] = [];
  const login = async (username: string, password = DEMO_PASSWORD) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
    if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
    return res.json<{ token: string }>().token;
  };
  return {
    app,
    db,
    owner: drizzle(ownerPool),
    config,
    login,
    async auth(username) {
      // A fresh token each call, issued as sign-in would: no argon2 per call, no sign-in audit
      // rows or limiter counts in tests that count them, and a token another step revoked (a
      // fuzzed sign-out, a password change) is never handed out again.
      const [user] = await db
        .select({ id: users.id, token_version: users.tokenVersion })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      if (!user) throw new Error(`no user ${username}`);
      return { authorization: `Bearer ${app.deps.tokens.issue(user).token}` };
    },
    async sibling(more = {}) {
      const other = await buildApp({ db, pool, config: loadConfig({ ...env, ...more }), logger: false });
      siblings.push(other);
      await other.ready();
      return other;
    },
    async close() {
      for (const other of siblings) await other.close();
      await app.close();
      await pool.end();
      await ownerPool.end();
      await dropDatabase(adminUrl, name);
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Craft a JWT by hand (expired, other algorithm, other key) to test what the server refuses. */
export function craftJwt(
  payload: Record<string, unknown>,
  options: { alg?: 'HS256' | 'HS512' | 'none'; key?: string } = {},
): string {
  const alg = options.alg ?? 'HS256';
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const unsigned = `${part({ alg, typ: 'JWT' })}.${part(payload)}`;
  if (alg === 'none') return `${unsigned}.`;
  const hmac = createHmac(alg === 'HS256' ? 'sha256' : 'sha512', options.key ?? TEST_JWT_SECRET);
  return `${unsigned}.${hmac.update(unsigned).digest('base64url')}`;
}
