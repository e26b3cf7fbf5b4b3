#!/usr/bin/env node
// `npm start`: install what is missing, build what is stale, then run the server (which starts
// the embedded PostgreSQL unless DATABASE_URL is set, migrates and seeds the demo world once).
// Only Node built-ins here: this runs before dependencies are installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './lib/prepare.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

// 1. Dependencies: install when node_modules is missing, stale or incomplete (shared with npm test).
ensureDependencies(root);

// 2. Web build: rebuild when a web or domain source is newer than the built index.html.
const builtIndex = join(root, 'apps/web/dist/index.html');
const sources = Math.max(newestMtime(join(root, 'apps/web')), newestMtime(join(root, 'packages/domain/src')));
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sources) {
  console.log('[arflow] building the web portal…');
  run(npm, ['run', 'build', '-w', '@arflow/web']);
}

// 3. Server, compiled afresh (about a second; never stale), then in the foreground; signals go to
// it so the embedded database stops cleanly.
const { bundleServer, serverNodeArgs, SERVER_BUNDLE } = await import('./lib/server-bundle.mjs');
await bundleServer(root, 'apps/server/src/main.ts', SERVER_BUNDLE);
const server = spawn(process.execPath, [...serverNodeArgs(), SERVER_BUNDLE], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
