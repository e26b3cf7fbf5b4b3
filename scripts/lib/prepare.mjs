// What `npm start` and `npm test` need before they run anything, shared so either may run first
// on a machine with only Node and npm. Only Node built-ins: this runs before dependencies exist.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The tools the suites and the start call by name; a missing one means the install is incomplete. */
export const REQUIRED_BINS = ['biome', 'tsc', 'tsx', 'vitest', 'drizzle-kit', 'vite', 'playwright'];

/** Debian's Chromium, the only browser the e2e suite drives (nothing may download one). */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Why the dependencies must be installed, or null when node_modules is complete and current. */
export function installReason(root) {
  const installed = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(installed)) return 'node_modules is missing';
  if (statSync(installed).mtimeMs < statSync(join(root, 'package-lock.json')).mtimeMs) {
    return 'package-lock.json is newer than node_modules';
  }
  const missing = REQUIRED_BINS.filter((bin) => !existsSync(join(root, 'node_modules', '.bin', bin)));
  return missing.length ? `node_modules/.bin lacks ${missing.join(', ')}` : null;
}

/** Install when installReason says so; stop the process when the install fails or stays incomplete. */
export function ensureDependencies(root) {
  const reason = installReason(root);
  if (!reason) return;
  console.log(`[arflow] installing dependencies (${reason})…`);
  // `npm install`, not `npm ci`: npm 11 leaves some platform packages out of the lock file
  // (Biome's), and `npm ci` then refuses the lock; `npm install` honours the lock all the same.
  const r = spawnSync(npm, ['install', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
  // npm may rewrite the lock file after node_modules: mark the install as the newer of the two.
  const installed = join(root, 'node_modules', '.package-lock.json');
  if (existsSync(installed)) utimesSync(installed, new Date(), new Date());
  const still = installReason(root);
  if (still) {
    console.error(`[arflow] npm install finished but ${still}: check its output above.`);
    process.exit(1);
  }
}

/**
 * What to do about the browser: 'ok' when it is there; 'install' (Debian's package) when it is
 * Debian's path and we are root; otherwise 'stop' with the one line that says what to install.
 */
export function chromiumAction({ path, isRoot, exists = existsSync }) {
  if (exists(path)) return { action: 'ok' };
  if (path === DEBIAN_CHROMIUM && isRoot) return { action: 'install' };
  const how =
    path === DEBIAN_CHROMIUM
      ? "install Debian's Chromium as root (apt-get install chromium)"
      : `point CHROMIUM_PATH at a Chromium or unset it to use ${DEBIAN_CHROMIUM}`;
  return {
    action: 'stop',
    message: `[arflow] the e2e suite needs Chromium at ${path}, which is missing: ${how}, then run npm test again.`,
  };
}

/** Make sure the e2e browser exists, installing Debian's Chromium when we may; else stop with one line. */
export function ensureChromium({
  path = process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM,
  isRoot = process.getuid?.() === 0,
} = {}) {
  const step = chromiumAction({ path, isRoot });
  if (step.action === 'ok') return;
  if (step.action === 'install') {
    console.log("[arflow] installing Debian's Chromium for the e2e suite…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', 'chromium'],
    ]) {
      const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (r.status !== 0) break;
    }
    if (existsSync(path)) return;
    console.error(`[arflow] apt-get could not install Chromium at ${path}: see its output above.`);
    process.exit(1);
  }
  console.error(step.message);
  process.exit(1);
}

/**
 * poppler's `pdfsig`, the second verifier of the signing tests: installed from Debian's
 * poppler-utils when missing and we are root; otherwise (or if apt-get fails) those checks skip
 * with a warning, so its absence never fails a run.
 */
export function ensurePdfsig({ isRoot = process.getuid?.() === 0 } = {}) {
  if (spawnSync('pdfsig', ['-v']).status === 0) return;
  if (!isRoot) {
    console.warn('[arflow] pdfsig (poppler-utils) is missing: the signing tests skip their poppler check.');
    return;
  }
  console.log('[arflow] installing poppler-utils (pdfsig) for the signing tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'poppler-utils'],
  ]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) break;
  }
}
