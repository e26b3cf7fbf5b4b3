#!/usr/bin/env node
// The server the e2e suite drives: the built portal on E2E_PORT with a fresh database, either
// a new database on the machine's PostgreSQL (TEST_DATABASE_URL) or a throw-away embedded one.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { bundleServer, SERVER_BUNDLE, serverNodeArgs } from './lib/server-bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: process.env.E2E_PORT ?? '3210',
  LOG_LEVEL: 'warn',
};

if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.error('[e2e] apps/web/dist is missing: run `npm run build` first');
  process.exit(1);
}

const name = `arflow_e2e_${process.pid}`;
async function admin(statement) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

if (process.env.TEST_DATABASE_URL) {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
} else {
  delete env.DATABASE_URL;
  env.DATA_DIR = mkdtempSync(join(tmpdir(), 'arflow-e2e-'));
  // mkdtemp makes the folder 0700: run as root, PostgreSQL runs as 'postgres' and must enter it.
  chmodSync(env.DATA_DIR, 0o755);
  env.EMBEDDED_PG_PORT = process.env.E2E_PG_PORT ?? '5497';
}
env.JWT_SECRET ??= 'e2e-secret-not-for-production-0123456789';
// The journeys sign in as the demo users: seed them on a DATABASE_URL too.
env.ARFLOW_DEMO ??= '1';

// The server as `npm start` runs it: compiled, with production's Node flags.
await bundleServer(root, 'apps/server/src/main.ts', SERVER_BUNDLE);
const server = spawn(process.execPath, [...serverNodeArgs(), SERVER_BUNDLE], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
// Leave nothing behind: the run's database or its embedded data folder goes with the server.
server.on('exit', async (code) => {
  try {
    if (process.env.TEST_DATABASE_URL) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    else rmSync(env.DATA_DIR, { recursive: true, force: true });
  } catch (error) {
    console.error('[e2e] clean-up failed:', error);
  }
  process.exit(code ?? 0);
});
