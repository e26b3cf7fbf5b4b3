#!/usr/bin/env node
// `npm run check:budget` (a suite of `npm test`, after the build): the built portal's gzip sizes
// against the budget in scripts/lib/budget.mjs. Exits 1 above it, with the reason on the first line.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { checkBudget, formatReport } from './lib/budget.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.WEB_DIST || join(root, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');

if (!existsSync(manifestPath)) {
  console.error(`[budget] FAIL: ${manifestPath} is missing: run \`npm run build\` first`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
// Level 9, as the build's .gz files: the size a browser without brotli receives.
const sizeOf = (file) =>
  gzipSync(readFileSync(join(dist, file)), { level: constants.Z_BEST_COMPRESSION }).length;

const result = checkBudget({ manifest, sizeOf });
console.log(formatReport(result));
process.exit(result.failures.length ? 1 : 0);
