#!/usr/bin/env node
// `npm test`: every suite, in order of cost: lint, typecheck, migrations, unit, API, build, the
// build's size budget (scripts/check-budget.mjs), e2e.
// Runs them all even when one fails, so one run shows every failure; exits non-zero on any.
// First installs what is missing, as `npm start` does, so either command may run first.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensureDependencies, ensurePdfsig } from './lib/prepare.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const only = process.argv.slice(2);

const suites = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['migrations', ['run', 'db:check']],
  ['unit', ['run', 'test:unit']],
  ['api', ['run', 'test:api']],
  ['build', ['run', 'build']],
  ['budget', ['run', 'check:budget']],
  ['e2e', ['run', 'test:e2e']],
];

const unknown = only.filter((name) => !suites.some(([suite]) => suite === name));
if (unknown.length) {
  console.error(
    `[arflow] no suite named ${unknown.join(', ')}; the suites are ${suites.map(([n]) => n).join(', ')}.`,
  );
  process.exit(1);
}
const selected = suites.filter(([name]) => !only.length || only.includes(name));
ensureDependencies(root);
// Checked before the first suite: a missing browser should not surface after minutes of tests.
if (selected.some(([name]) => name === 'e2e')) ensureChromium();
if (selected.some(([name]) => name === 'api')) ensurePdfsig();

const results = [];
for (const [name, args] of selected) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(npm, args, { cwd: root, stdio: 'inherit', env: process.env });
  results.push({ name, ok: r.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
