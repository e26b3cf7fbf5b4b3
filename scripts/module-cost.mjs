#!/usr/bin/env node
// `node scripts/module-cost.mjs sample holidays`: each module's lines of code and files in the
// domain, server and web (tests and texts apart), the figure docs/architecture.md states.
// `--max N` exits 1 when a module is over N lines (issue 21's target is 500).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatCost, moduleCost } from './lib/module-cost.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const maxAt = args.indexOf('--max');
const max = maxAt >= 0 ? Number(args.splice(maxAt, 2)[1]) : Number.POSITIVE_INFINITY;
if (args.length === 0) {
  console.error('usage: node scripts/module-cost.mjs <module>… [--max lines]');
  process.exit(2);
}
// The files git knows, plus new ones not yet added, as they are on disk: what a commit would hold.
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f && existsSync(join(root, f)));
let over = false;
for (const name of args) {
  const cost = moduleCost({ name, files, read: (p) => readFileSync(join(root, p), 'utf8') });
  console.log(formatCost(cost));
  if (cost.lines > max) over = true;
}
process.exit(over ? 1 : 0);
