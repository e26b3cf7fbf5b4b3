import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chromiumAction, DEBIAN_CHROMIUM, installReason, REQUIRED_BINS } from './prepare.mjs';

const scripts = join(dirname(fileURLToPath(import.meta.url)), '..');

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'arflow-prepare-'));
  writeFileSync(join(root, 'package-lock.json'), '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** node_modules as `npm install` leaves it: the install marker newer than the lock, every tool. */
function install(at: string, bins = REQUIRED_BINS) {
  mkdirSync(join(at, 'node_modules', '.bin'), { recursive: true });
  for (const bin of bins) writeFileSync(join(at, 'node_modules', '.bin', bin), '');
  writeFileSync(join(at, 'node_modules', '.package-lock.json'), '{}');
  const later = new Date(Date.now() + 60_000);
  utimesSync(join(at, 'node_modules', '.package-lock.json'), later, later);
}

describe('what npm start and npm test install first', () => {
  it('installs on a fresh clone, after a lock change, and when a tool is missing; not otherwise', () => {
    expect(installReason(root)).toMatch(/node_modules is missing/);
    install(root);
    expect(installReason(root)).toBeNull();

    rmSync(join(root, 'node_modules', '.bin', 'biome'));
    expect(installReason(root)).toMatch(/lacks biome/);

    install(root);
    const later = new Date(Date.now() + 120_000);
    utimesSync(join(root, 'package-lock.json'), later, later);
    expect(installReason(root)).toMatch(/package-lock.json is newer/);
  });

  it('installs Debian Chromium as root, and otherwise names in one line what to install', () => {
    const missing = () => false;
    expect(chromiumAction({ path: DEBIAN_CHROMIUM, isRoot: true, exists: () => true })).toEqual({
      action: 'ok',
    });
    expect(chromiumAction({ path: DEBIAN_CHROMIUM, isRoot: true, exists: missing })).toEqual({
      action: 'install',
    });
    const stop = chromiumAction({ path: DEBIAN_CHROMIUM, isRoot: false, exists: missing });
    expect(stop.action).toBe('stop');
    expect(stop.message).toMatch(/apt-get install chromium/);
    expect(stop.message).not.toMatch(/\n/);
    // Another path than Debian's is never "fixed" by installing Debian's package.
    expect(chromiumAction({ path: '/opt/chrome', isRoot: true, exists: missing }).action).toBe('stop');
  });
});

describe('npm test on a machine with only Node and npm', () => {
  // A copy of the scripts in an empty checkout, with an `npm` that records its calls and whose
  // `install` creates node_modules: proves the order of calls without touching the network.
  let bin: string;
  let calls: string;
  beforeEach(() => {
    cpSync(scripts, join(root, 'scripts'), { recursive: true });
    bin = join(root, 'fake-bin');
    calls = join(root, 'npm-calls.log');
    mkdirSync(bin);
    const bins = REQUIRED_BINS.map((b) => `node_modules/.bin/${b}`).join(' ');
    writeFileSync(
      join(bin, 'npm'),
      `#!/bin/sh\necho "$*" >> "${calls}"\nif [ "$1" = install ]; then mkdir -p node_modules/.bin && touch ${bins} node_modules/.package-lock.json; fi\n`,
    );
    chmodSync(join(bin, 'npm'), 0o755);
  });

  const runTest = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, [join(root, 'scripts', 'test.mjs'), ...args], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, ...env },
    });
  const npmCalls = () => readFileSync(calls, 'utf8').trim().split('\n');

  it('installs the dependencies before the first suite', () => {
    const r = runTest(['lint']);
    expect(r.status, r.stderr).toBe(0);
    expect(npmCalls()).toEqual(['install --no-audit --no-fund', 'run lint']);
  });

  it('stops before any suite with one line when the e2e browser is missing', () => {
    install(root);
    const r = runTest(['lint', 'e2e'], { CHROMIUM_PATH: join(root, 'no-chromium') });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/needs Chromium at .*no-chromium/)]);
    expect(() => npmCalls()).toThrow(/ENOENT/);
  });
});
